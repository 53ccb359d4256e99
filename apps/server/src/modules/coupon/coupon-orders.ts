import type { CouponOrderOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponOrders, couponTemplates, memberCoupons } from '../../db/schema/coupon.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';
import type { CouponCardOrderKind } from './card-order-kinds.ts';
import { heldOuts, selectHeld } from './held-coupons.ts';
import { templateText } from './templates.ts';

/** A coupon order with what it buys (null for another kind of order met by a reused idempotency key). */
export interface CouponOrderRow {
  order: KindOrder;
  bought: typeof couponOrders.$inferSelect | null;
  template: typeof couponTemplates.$inferSelect | null;
}

function selectCouponOrders(db: DbOrTx) {
  return selectKindOrders(db, { bought: couponOrders, template: couponTemplates })
    .leftJoin(couponOrders, eq(couponOrders.orderId, kindOrderKeys.id))
    .leftJoin(couponTemplates, eq(couponTemplates.id, couponOrders.templateId));
}

/**
 * One of the member's orders, by idempotency key (any kind: another kind's key reused for a purchase is a conflict)
 * or by order number (coupon orders only). Another member's order is never found.
 */
export function findCouponOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<CouponOrderRow | null> {
  return findKindOrder(selectCouponOrders(db), memberId, 'coupon', by);
}

/** The coupons each order issued, as the member sees them now. */
async function issuedBy(db: DbOrTx, orderIds: number[], now: Date, locale: Locale) {
  const rows = orderIds.length ? await selectHeld(db, inArray(memberCoupons.boughtByOrderId, orderIds)) : [];
  const outs = await heldOuts(db, rows, now, locale);
  const byOrder = new Map<number, CouponOrderOut['coupons']>();
  rows.forEach((row, i) => {
    const list = byOrder.get(row.coupon.boughtByOrderId!) ?? [];
    list.push(outs[i]!);
    byOrder.set(row.coupon.boughtByOrderId!, list);
  });
  return byOrder;
}

function toCouponOrderOut(
  row: CouponOrderRow,
  coupons: CouponOrderOut['coupons'],
  locale: Locale,
): CouponOrderOut {
  const { order, bought, template } = row;
  if (!bought || !template) throw new Error(`order ${order.orderNo} buys no coupons`);
  return {
    ...presentKindOrder(order, ['amount', 'createdAt', 'paidAt', 'refundedAmount']),
    templateId: bought.templateId,
    name: templateText(template, locale).name,
    quantity: bought.quantity,
    coupons: coupons.sort((a, b) => a.id - b.id),
  };
}

/** A coupon order's answer as it stands, with the coupons it issued. */
export async function couponOrderOut(db: DbOrTx, row: CouponOrderRow, now: Date, locale: Locale) {
  const issued = await issuedBy(db, [row.order.id], now, locale);
  return toCouponOrderOut(row, issued.get(row.order.id) ?? [], locale);
}

/**
 * Coupon orders as the member's coupon & card orders list them (decision 059): each coupon order's answer, with
 * its kind and the coupons it issued, read by the orders' ids from coupon's own rows.
 */
export const couponListedOrders: CouponCardOrderKind = {
  kind: 'coupon',
  async present(db, found, now, locale) {
    const ids = found.map((o) => o.id);
    if (ids.length === 0) return [];
    const bought = await db
      .select({ bought: couponOrders, template: couponTemplates })
      .from(couponOrders)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponOrders.templateId))
      .where(inArray(couponOrders.orderId, ids));
    const byOrder = new Map(bought.map((b) => [b.bought.orderId, b]));
    const issued = await issuedBy(db, ids, now, locale);
    return found.map((order) => {
      const row = { order, bought: null, template: null, ...byOrder.get(order.id) };
      return { kind: 'coupon', ...toCouponOrderOut(row, issued.get(order.id) ?? [], locale) };
    });
  },
};
