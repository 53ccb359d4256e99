import type { CouponRuleBase, CouponValidity } from './coupon-rules.ts';

/**
 * A held coupon's life (SPEC §4 coupon states, §5 coupon limits, decision 030): when an issued coupon is valid, the
 * state it shows, and whether a member may take a template. Pure: the server applies the same rules inside its
 * conditional updates.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The conditions of a rule that holds on every product, in every mode, at any time, alone and without use limits:
 * what a template starts from before it narrows one of them (demo data, staff templates, tests).
 */
export function openCouponConditions(): Omit<CouponRuleBase, 'requireAmount'> {
  return {
    products: { rule: 'all' },
    scope: 'both',
    modes: [],
    weekdays: [],
    timeSlots: [],
    bannedDates: [],
    stackable: false,
    usesPerDay: null,
    usesPerWeek: null,
    usesPerMonth: null,
  };
}

/** A valid coupon with less than this left shows as about to expire. */
export const COUPON_EXPIRING_SOON_MS = 3 * DAY_MS;

/**
 * The instants a coupon issued at `at` is valid between: the template's fixed span, or `days` × 24 h from `at`.
 * `at` is the moment the validity counts from: the purchase or receipt (the issue itself), or the share for
 * 'sharing' (the receiver's copy). 'firstUse' counts from receipt too: a coupon is used once, so a clock started by
 * its first use would never run (decision 030).
 */
export function resolveValidity(validity: CouponValidity, at: Date): { validFrom: Date; validUntil: Date } {
  if (validity.mode === 'fixed')
    return { validFrom: new Date(validity.startsAt), validUntil: new Date(validity.endsAt) };
  return { validFrom: at, validUntil: new Date(at.getTime() + validity.days * DAY_MS) };
}

/** What a held coupon's row says: its stored status and instants. */
export interface HeldCouponFacts {
  status: 'valid' | 'reserved' | 'used' | 'transferred' | 'disabled';
  validFrom: Date;
  validUntil: Date;
}

export type HeldCouponState =
  | 'notYetEffective'
  | 'valid'
  | 'aboutToExpire'
  | 'reserved'
  | 'used'
  | 'expired'
  | 'transferred'
  | 'disabled';

/** The state a held coupon shows at `now`: expiry and 'not yet' are read from its instants, never stored. */
export function heldCouponState(c: HeldCouponFacts, now: Date): HeldCouponState {
  if (c.status !== 'valid') return c.status;
  const t = now.getTime();
  if (t >= c.validUntil.getTime()) return 'expired';
  if (t < c.validFrom.getTime()) return 'notYetEffective';
  return c.validUntil.getTime() - t <= COUPON_EXPIRING_SOON_MS ? 'aboutToExpire' : 'valid';
}

export type MyCouponsTab = 'usable' | 'used' | 'expired';

/** The My coupons tab a state is listed under. */
export function couponTab(state: HeldCouponState): MyCouponsTab {
  if (state === 'used' || state === 'transferred') return 'used';
  if (state === 'expired' || state === 'disabled') return 'expired';
  return 'usable';
}

/** The terms of a template that decide who may take it and when. */
export interface TakeTerms {
  status: 'active' | 'ended';
  publishStartsAt: Date | null;
  publishEndsAt: Date | null;
  price: number;
  remaining: number | null;
  claimLimit: number | null;
  buyLimit: number | null;
  newMembersOnly: boolean;
  oldMembersOnly: boolean;
  levelIds: number[];
  validity: CouponValidity;
}

/** The taker: null for a guest; else whether they are new, their level now and what they took already. */
export type Taker = { isNew: boolean; levelId: number | null; claimed: number; bought: number } | null;

/** Why a template cannot be taken, as an error code of the catalogue with its parameters. */
export interface TakeRefusal {
  code:
    | 'NOT_LOGGED_IN'
    | 'COUPON_NOT_STARTED'
    | 'COUPON_ENDED'
    | 'COUPON_EXPIRED'
    | 'COUPON_FULLY_CLAIMED'
    | 'COUPON_SOLD_OUT'
    | 'COUPON_ALREADY_CLAIMED'
    | 'COUPON_CLAIM_LIMIT'
    | 'COUPON_BUY_LIMIT'
    | 'COUPON_NEW_MEMBERS_ONLY'
    | 'COUPON_OLD_MEMBERS_ONLY'
    | 'COUPON_LEVEL_INSUFFICIENT';
  params?: { Limit: number };
}

/**
 * Whether the template is open at `now` (null when it is): active, inside its publish window, and — for a fixed
 * validity — not past its end, which would issue coupons already expired.
 */
export function publishRefusal(t: TakeTerms, now: Date): TakeRefusal | null {
  if (t.status === 'ended' || (t.publishEndsAt && now >= t.publishEndsAt)) return { code: 'COUPON_ENDED' };
  if (t.publishStartsAt && now < t.publishStartsAt) return { code: 'COUPON_NOT_STARTED' };
  if (t.validity.mode === 'fixed' && now.getTime() >= Date.parse(t.validity.endsAt))
    return { code: 'COUPON_EXPIRED' };
  return null;
}

/** The taker's own limit: claims for a free template, units bought (with `quantity` more) for a priced one. */
function limitRefusal(t: TakeTerms, m: NonNullable<Taker>, quantity: number): TakeRefusal | null {
  if (t.price === 0) {
    if (t.claimLimit === null || m.claimed + quantity <= t.claimLimit) return null;
    return t.claimLimit === 1
      ? { code: 'COUPON_ALREADY_CLAIMED' }
      : { code: 'COUPON_CLAIM_LIMIT', params: { Limit: t.claimLimit } };
  }
  if (t.buyLimit === null || m.bought + quantity <= t.buyLimit) return null;
  return { code: 'COUPON_BUY_LIMIT', params: { Limit: t.buyLimit } };
}

/**
 * Why `taker` cannot take `quantity` of a template at `now` (SPEC §5: window, new / old members, level, the
 * member's claim or buy limit, what is left), or null when they can. The first reason in that order is given.
 */
export function takeRefusal(t: TakeTerms, taker: Taker, now: Date, quantity = 1): TakeRefusal | null {
  const closed = publishRefusal(t, now);
  if (closed) return closed;
  if (!taker) return { code: 'NOT_LOGGED_IN' };
  if (t.newMembersOnly && !taker.isNew) return { code: 'COUPON_NEW_MEMBERS_ONLY' };
  if (t.oldMembersOnly && taker.isNew) return { code: 'COUPON_OLD_MEMBERS_ONLY' };
  if (t.levelIds.length > 0 && (taker.levelId === null || !t.levelIds.includes(taker.levelId)))
    return { code: 'COUPON_LEVEL_INSUFFICIENT' };
  const limit = limitRefusal(t, taker, quantity);
  if (limit) return limit;
  if (t.remaining !== null && t.remaining < quantity)
    return { code: t.price > 0 ? 'COUPON_SOLD_OUT' : 'COUPON_FULLY_CLAIMED' };
  return null;
}

/** Wrong exchange or transfer codes are counted over this sliding window… */
export const COUPON_CODE_TRY_WINDOW_MS = 15 * 60 * 1000;
/** …and lock the member out at this many, */
export const COUPON_CODE_MEMBER_MAX_FAILURES = 10;
/** …and the client address (several members behind one address, one guesser with many accounts) at this many. */
export const COUPON_CODE_ADDRESS_MAX_FAILURES = 30;

/** Whether wrong codes in the window lock this member or this address out of further tries. */
export function isCouponCodeLocked(counts: { memberFailures: number; addressFailures: number }): boolean {
  return (
    counts.memberFailures >= COUPON_CODE_MEMBER_MAX_FAILURES ||
    counts.addressFailures >= COUPON_CODE_ADDRESS_MAX_FAILURES
  );
}
