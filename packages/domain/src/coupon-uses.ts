import { type CouponRule, couponPeriods } from './coupon-rules.ts';

/** What a limit of uses per day, week or month of the store's calendar is called in a rule. */
const limits = [
  ['usesPerDay', 'day'],
  ['usesPerWeek', 'week'],
  ['usesPerMonth', 'month'],
] as const;

/** A period a use of a coupon counts in (a coupon_use_counts key) and the rule's limit there. */
export interface CountedPeriod {
  period: string;
  limit: number;
}

/**
 * The periods a use of a coupon at `at` counts in (decision 031): those of the store's day, ISO week and month
 * whose limit its rule sets; none for a rule without limits. Placing an order bumps them, giving the coupon back
 * lowers the same ones (from the order's own instant).
 */
export function countedPeriods(rule: CouponRule, at: Date, timeZone: string): CountedPeriod[] {
  const periods = couponPeriods(at, timeZone);
  const counted: CountedPeriod[] = [];
  for (const [field, period] of limits) {
    const limit = rule[field];
    if (limit !== null) counted.push({ period: periods[period], limit });
  }
  return counted;
}
