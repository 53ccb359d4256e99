import { countedPeriods, couponPeriods } from '@shop/domain';
import { type CouponTake, couponTakePiece } from '../coupon/index.ts';
import type { PieceParam } from '../order/index.ts';
import type { Assessment } from './assess.ts';
import {
  type CouponJson,
  couponsJsonSql,
  type ReadCoupon,
  readCoupons,
  type UseJson,
  useCountsJsonSql,
} from './coupon-read.ts';
import type { OrderOfferSource } from './offer-registry.ts';
import type { OrderRead } from './order-read.ts';

// The member's coupons as an order offer source (decision 060): read in the order read, weighed by the offer engine
// itself (offers.ts gives them to priceWithOffers), taken by coupon's placing piece (offers.ts couponTake). They are
// checkout's own use of the coupon tables (decision 054), so the source is registered by checkout, first: the
// coupons lock before any other source's rows (decision 012).

const AREA = 'coupon';

/** A settlement weighs every coupon the member holds valid now; placefast reads only those asked for, any state. */
export const couponOffer: OrderOfferSource<ReadCoupon[]> = {
  area: AREA,
  lockOrder: 1,
  field: 'couponIds',
  read(ask) {
    if (ask.placing && ask.chosen.length === 0) return null;
    const periods = couponPeriods(ask.at, ask.timeZone);
    const pick = ask.placing ? 'asked' : 'held';
    return {
      key: `coupons_${pick}`,
      values: [ask.placing ? ask.chosen : ask.at.toISOString(), [periods.day, periods.week, periods.month]],
      sql: (member: string, p: PieceParam) =>
        `json_build_array(${couponsJsonSql(member, ask.placing ? { asked: p(0) } : { heldAt: p(0) })}, ${useCountsJsonSql(member, p(1))})`,
    };
  },
  parse(json, ask) {
    const [coupons, uses] = (json ?? [null, null]) as [CouponJson[] | null, UseJson[] | null];
    return readCoupons(coupons, uses, couponPeriods(ask.at, ask.timeZone));
  },
  take(held, a, ctx) {
    const take = couponTake(a, held, ctx.at, ctx.store.settings.timezone);
    return take && couponTakePiece(take);
  },
};

/** The member's coupons the read took (none when it read none). */
export function heldCoupons(read: OrderRead): ReadCoupon[] {
  return (read.offers.get(AREA) as ReadCoupon[] | undefined) ?? [];
}

/**
 * What placing the order takes of the coupons applied: their ids, and a use of each in every period its rule limits
 * (the store's day, week and month of the order), per template and period, with the lowest limit among them.
 * Undefined when the order applies none.
 */
function couponTake(
  a: Assessment,
  coupons: readonly ReadCoupon[],
  at: Date,
  timeZone: string,
): CouponTake | undefined {
  const ids = a.priced.applied;
  if (ids.length === 0) return undefined;
  const counts = new Map<string, { templateId: number; period: string; uses: number; limit: number }>();
  for (const id of ids) {
    const coupon = coupons.find((c) => c.id === id)!;
    for (const { period, limit } of countedPeriods(coupon.rule, at, timeZone)) {
      const key = `${coupon.templateId} ${period}`;
      const seen = counts.get(key);
      if (seen) {
        seen.uses += 1;
        seen.limit = Math.min(seen.limit, limit);
      } else counts.set(key, { templateId: coupon.templateId, period, uses: 1, limit });
    }
  }
  // Sorted by template and period, so two orders of the member bump shared rows in one order.
  const rows = [...counts.values()].sort(
    (x, y) => x.templateId - y.templateId || x.period.localeCompare(y.period),
  );
  return {
    ids: [...ids].sort((x, y) => x - y),
    counts: {
      templateIds: rows.map((r) => r.templateId),
      periods: rows.map((r) => r.period),
      uses: rows.map((r) => r.uses),
      limits: rows.map((r) => r.limit),
    },
  };
}
