import { type CouponRule, countedPeriods } from '@shop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponUseCounts, memberCoupons } from '../../db/schema/coupon.ts';
import { orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { lockRank, type OrderEffect } from '../order/index.ts';

// An order's coupons (decision 031): placefast took them ('reserved' while an online payment is awaited, else
// 'used') and bumped their use counts. The order's own conditional update decides first — the payment's unpaid →
// pending, or a cancel's — so a coupon is spent or given back, never both. Coupons are the member's rows: they come
// after the order and its payments (and a refund's balance) and before the products (decision 012).

// The order's coupons through its member's index (no index on order_id: the take stays a HOT update).
const ofTheOrder = and(eq(memberCoupons.memberId, orders.memberId), eq(memberCoupons.orderId, orders.id));

/** The paid order's coupons are spent: reserved → used (the 'paid' event, in the payment's transaction). */
export async function spendOrderCoupons(tx: Tx, orderId: number, at: Date): Promise<void> {
  await tx
    .update(memberCoupons)
    .set({ status: 'used', usedAt: at })
    .from(orders)
    .where(and(eq(orders.id, orderId), ofTheOrder, eq(memberCoupons.status, 'reserved')));
}

/**
 * Gives back the coupons of orders a cancel has just taken out of a live state, in the caller's transaction:
 * valid again (one whose time ran out meanwhile shows as expired by itself: expiry is read from valid_until), free of
 * the order, and their uses taken off the counts of the periods the order bumped (the store's day, week and month
 * of the order, as placefast counted them).
 */
export async function returnOrderCoupons(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const back = await tx
    .update(memberCoupons)
    .set({
      status: 'valid',
      orderId: null,
      usedAt: null,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(inArray(orders.id, orderIds), ofTheOrder, inArray(memberCoupons.status, ['reserved', 'used'])))
    .returning({
      memberId: memberCoupons.memberId,
      templateId: memberCoupons.templateId,
      rule: memberCoupons.rule,
      placedAt: orders.createdAt,
      timeZone: sql<string>`${stores.settings}->>'timezone'`,
    });
  for (const use of usesOf(back)) {
    await tx
      .update(couponUseCounts)
      .set({ uses: sql`${couponUseCounts.uses} - ${use.n}` })
      .where(
        and(
          eq(couponUseCounts.memberId, use.memberId),
          eq(couponUseCounts.templateId, use.templateId),
          eq(couponUseCounts.period, use.period),
          sql`${couponUseCounts.uses} >= ${use.n}`,
        ),
      );
  }
}

interface Returned {
  memberId: number;
  templateId: number;
  rule: CouponRule;
  placedAt: Date;
  timeZone: string;
}

/** The use counts to lower, one row per member, template and period, in the order placefast bumps them. */
function usesOf(returned: Returned[]) {
  const uses = new Map<string, { memberId: number; templateId: number; period: string; n: number }>();
  for (const coupon of returned) {
    for (const { period } of countedPeriods(coupon.rule, coupon.placedAt, coupon.timeZone)) {
      const key = `${coupon.memberId} ${coupon.templateId} ${period}`;
      const seen = uses.get(key);
      if (seen) seen.n += 1;
      else uses.set(key, { memberId: coupon.memberId, templateId: coupon.templateId, period, n: 1 });
    }
  }
  return [...uses.values()].sort(
    (x, y) => x.memberId - y.memberId || x.templateId - y.templateId || x.period.localeCompare(y.period),
  );
}

/**
 * The coupons an order took, through its life (decision 046): spent when it is paid, given back when it is
 * cancelled or expires unpaid. A refund keeps them spent: the order happened.
 */
export const orderCouponsEffect: OrderEffect = {
  area: 'coupon',
  name: 'order-coupons',
  rank: lockRank.coupons,
  kinds: ['goods'],
  on: {
    paid: async (tx, paid, event) => {
      for (const order of paid) await spendOrderCoupons(tx, order.id, event.at);
    },
    cancelled: (tx, cancelled) =>
      returnOrderCoupons(
        tx,
        cancelled.map((o) => o.id),
      ),
    expired: (tx, expired) =>
      returnOrderCoupons(
        tx,
        expired.map((o) => o.id),
      ),
  },
};
