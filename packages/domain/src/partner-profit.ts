import { addCalendarDays } from './checkin.ts';
import { zonedMidnight } from './reservation-days.ts';
import { localDate } from './settlement.ts';

// The partner programme's money rules (issue 31, decision 078): commission per order line, the hold days' release
// in the store's zone, the cash-out fee, reversals in proportion to what a refund returned, the last-year window.
// All amounts in minor units, all results whole: a commission is rounded down, never up, so no sum of them
// exceeds the rate times what was paid.

/** A basis point is 1/100 of a percent: 10000 is the whole amount. */
export const BASIS_POINTS = 10_000;

/** How the commission of one relation level is computed for a line: a rate of its paid amount, or fixed per unit. */
export type CommissionRule = { rate: number } | { fixedPerUnit: number };

/** The line as commission sees it: what it paid after every discount was shared out (decision 047), and its units. */
export interface CommissionLine {
  paidAmount: number;
  quantity: number;
}

/**
 * The commission of one line at one level: the rate applied once to the line's allocated paid amount (never to
 * the list price, never per unit and again per line), rounded down; a fixed amount per unit times the units, never
 * more than the line paid. 0 for a line that paid nothing.
 */
export function lineCommission(line: CommissionLine, rule: CommissionRule): number {
  const paid = Math.max(0, Math.trunc(line.paidAmount));
  if (paid === 0) return 0;
  if ('rate' in rule) {
    const rate = Math.min(BASIS_POINTS, Math.max(0, Math.trunc(rule.rate)));
    // BigInt keeps paid × rate exact past 2^53 / 10^4 minor units.
    return Number((BigInt(paid) * BigInt(rate)) / BigInt(BASIS_POINTS));
  }
  const fixed = Math.max(0, Math.trunc(rule.fixedPerUnit)) * Math.max(0, Math.trunc(line.quantity));
  return Math.min(fixed, paid);
}

/** A product's own commission for the partner area's product table; null fields: the level's rate applies. */
export interface ProductCommission {
  firstRate: number | null;
  secondRate: number | null;
  firstFixed: number | null;
  secondFixed: number | null;
}

/** The rule at relation level 1 or 2: the product's fixed amount, else its own rate, else the partner level's rate. */
export function commissionRule(
  relationLevel: 1 | 2,
  levelRate: number,
  product: ProductCommission | null,
): CommissionRule {
  const fixed = relationLevel === 1 ? product?.firstFixed : product?.secondFixed;
  if (fixed !== null && fixed !== undefined) return { fixedPerUnit: fixed };
  const rate = relationLevel === 1 ? product?.firstRate : product?.secondRate;
  return { rate: rate ?? levelRate };
}

/**
 * When commission earned at `completedAt` becomes withdrawable: `holdDays` whole days on the store's calendar
 * after the day it was earned, at the store's midnight (a commission of 23:50 is not released 10 minutes into the
 * next day's count). 0 hold days: at once.
 */
export function releaseAt(completedAt: Date, holdDays: number, timeZone: string): Date {
  const days = Math.max(0, Math.trunc(holdDays));
  if (days === 0) return completedAt;
  return zonedMidnight(addCalendarDays(localDate(completedAt, timeZone), days + 1), timeZone);
}

/** The store's cash-out fee: a rate of the amount (rounded half up) plus a fixed part. */
export interface CashOutFeeRule {
  feeRate: number;
  feeFixed: number;
}

/** The fee of a cash-out of `amount`; the payout is amount − fee (the request is refused when that is not > 0). */
export function cashOutFee(amount: number, rule: CashOutFeeRule): number {
  const rate = Math.min(BASIS_POINTS, Math.max(0, Math.trunc(rule.feeRate)));
  const part = Number((BigInt(amount) * BigInt(rate) + BigInt(BASIS_POINTS / 2)) / BigInt(BASIS_POINTS));
  return part + Math.max(0, Math.trunc(rule.feeFixed));
}

/**
 * What a reversal takes of a commission when a refund returns `refunded` of a line that had `keptBefore` left of
 * what it paid: that share of the commission still standing (`remaining`, rounded down), all of it when the refund
 * leaves the line nothing. Taken from what is left each time, so several partial refunds together never take more
 * than the commission, and take exactly all of it once the whole line is refunded.
 */
export function reversalDelta(remaining: number, keptBefore: number, refunded: number): number {
  if (remaining <= 0 || refunded <= 0) return 0;
  if (refunded >= keptBefore) return remaining;
  return Number((BigInt(remaining) * BigInt(refunded)) / BigInt(keptBefore));
}

/** The start of what myProfit and profitDetails show (SPEC §9: the last year only): the same instant a year ago. */
export function profitWindowStart(now: Date): Date {
  const since = new Date(now.getTime());
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/** The end of a partner identity signed at `signedAt` for `validityDays` (null: for good). */
export function partnerExpiry(signedAt: Date, validityDays: number | null): Date | null {
  return validityDays === null ? null : new Date(signedAt.getTime() + validityDays * 86_400_000);
}

/** The store's partner programme settings (store settings `partner`), every one with its default. */
export interface PartnerProgrammeSettings {
  /** New members may apply or buy a level. */
  signUpOpen: boolean;
  /** Days commission stays pending before it may be withdrawn (SPEC §9). */
  holdDays: number;
  /** The least amount of one cash-out (minor units). */
  cashOutMinimum: number;
  /** The cash-out fee: basis points of the amount plus a fixed amount (minor units). */
  cashOutFeeRate: number;
  cashOutFeeFixed: number;
  cashOutMethods: string[];
  /** Commission is also paid at the second level of the relation. */
  secondLevel: boolean;
  /** A partner's own purchases earn them first-level commission. */
  ownPurchases: boolean;
  /** Withdrawable profit may be moved to the member balance. */
  toBalance: boolean;
  /** The versions of the partner agreement (to sign up) and of the withdrawal agreement (to cash out). */
  agreementVersion: string;
  withdrawalAgreementVersion: string;
}

export const defaultPartnerSettings: PartnerProgrammeSettings = {
  signUpOpen: true,
  holdDays: 7,
  cashOutMinimum: 1000,
  cashOutFeeRate: 0,
  cashOutFeeFixed: 0,
  cashOutMethods: ['wechat', 'alipay', 'bank'],
  secondLevel: true,
  ownPurchases: false,
  toBalance: false,
  agreementVersion: '1',
  withdrawalAgreementVersion: '1',
};

/** The store's settings with the defaults filled in. */
export function partnerSettingsOf(
  saved: Partial<PartnerProgrammeSettings> | undefined,
): PartnerProgrammeSettings {
  return { ...defaultPartnerSettings, ...(saved ?? {}) };
}
