import { zonedMidnight } from './reservation-days.ts';
import { localDate } from './settlement.ts';

/** How a top-up rule's balance gift is paid out (SPEC §3): every day, week or month after the first instalment. */
export type InstalmentEvery = 'day' | 'week' | 'month';

/** One part of a balance gift: its number (1 = paid with the top-up), amount (minor units) and when it is due. */
export interface GiftInstalment {
  seq: number;
  amount: number;
  dueAt: Date;
}

/** A calendar date (YYYY-MM-DD) moved by whole months, the day kept or clamped to the month's last day. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Splits a balance gift of `total` minor units into `count` instalments (SPEC §3): the first is due when the top-up
 * is paid, each next one at the store's midnight one day, week or month later (months keep the day of the month,
 * clamped at its end). The parts differ by at most one minor unit, the larger ones first, and add up to `total`.
 */
export function giftInstalments(
  total: number,
  count: number,
  every: InstalmentEvery,
  paidAt: Date,
  timeZone: string,
): GiftInstalment[] {
  if (!Number.isSafeInteger(total) || total <= 0) throw new Error('a balance gift needs a positive amount');
  if (!Number.isInteger(count) || count < 1 || count > total)
    throw new Error('instalments: between 1 and the amount in minor units');
  const base = Math.floor(total / count);
  const larger = total - base * count;
  const start = localDate(paidAt, timeZone);
  return Array.from({ length: count }, (_, i) => {
    const date = every === 'month' ? addMonths(start, i) : addDays(start, every === 'week' ? 7 * i : i);
    return {
      seq: i + 1,
      amount: base + (i < larger ? 1 : 0),
      dueAt: i === 0 ? paidAt : zonedMidnight(date, timeZone),
    };
  });
}

/** What a top-up rule says, as far as choosing one goes: a fixed amount, or the least of a free amount. */
export interface TopUpChoice {
  id: number;
  kind: 'fixed' | 'free';
  /** Minor units: the amount paid (fixed) or the least amount the rule takes (free). */
  amount: number;
}

/**
 * The rule a free amount (minor units) tops up under: of the free rules whose least amount it reaches, the one
 * with the highest least amount (its gifts are the richest the member qualifies for); null when none takes it.
 */
export function freeAmountRule<R extends TopUpChoice>(rules: readonly R[], amount: number): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (rule.kind !== 'free' || rule.amount > amount) continue;
    if (!best || rule.amount > best.amount || (rule.amount === best.amount && rule.id < best.id)) best = rule;
  }
  return best;
}
