import type { CouponOrderOut } from '@shop/contracts';
import { fromMinor, type Locale } from '@shop/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponOrders, couponTemplates, memberCoupons } from '../../db/schema/coupon.ts';
import { orders } from '../../db/schema/order.ts';
import { type MemberOrderKey, memberOrderWhere } from '../payment/index.ts';
import { heldOuts, selectHeld } from './held-coupons.ts';
import { templateText } from './templates.ts';

/** A coupon order with what it buys (null for another kind of order met by a reused idempotency key). */
export interface CouponOrderRow {
  order: typeof orders.$inferSelect;
  bought: typeof couponOrders.$inferSelect | null;
  template: typeof couponTemplates.$inferSelect | null;
}

function selectCouponOrders(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ order: orders, bought: couponOrders, template: couponTemplates })
    .from(orders)
    .leftJoin(couponOrders, eq(couponOrders.orderId, orders.id))
    .leftJoin(couponTemplates, eq(couponTemplates.id, couponOrders.templateId))
    .where(where);
}

/**
 * One of the member's orders, by idempotency key (any kind: another kind's key reused for a purchase is a conflict)
 * or by order number (coupon orders only). Another member's order is never found.
 */
export async function findCouponOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<CouponOrderRow | null> {
  const [row] = await selectCouponOrders(db, memberOrderWhere(memberId, by, 'coupon')).limit(1);
  return row ?? null;
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
  const unpaid = order.status === 'unpaid';
  return {
    orderNo: order.orderNo,
    status: order.status,
    needPay: unpaid,
    payMethod: order.payMethod,
    amount: fromMinor(order.amount),
    templateId: bought.templateId,
    name: templateText(template, locale).name,
    quantity: bought.quantity,
    autoCancelAt: unpaid ? (order.cancelAfter?.toISOString() ?? null) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAmount: fromMinor(order.refundedAmount),
    coupons: coupons.sort((a, b) => a.id - b.id),
  };
}

/** A coupon order's answer as it stands, with the coupons it issued. */
export async function couponOrderOut(db: DbOrTx, row: CouponOrderRow, now: Date, locale: Locale) {
  const issued = await issuedBy(db, [row.order.id], now, locale);
  return toCouponOrderOut(row, issued.get(row.order.id) ?? [], locale);
}

/** OrderHistory/LoadCouponCardOrders: the member's coupon orders, newest first. */
export async function couponOrderPage(
  db: DbOrTx,
  memberId: number,
  page: { index: number; size: number; now: Date; locale: Locale },
) {
  const mine = and(eq(orders.memberId, memberId), eq(orders.kind, 'coupon'));
  const rows = await selectCouponOrders(db, mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(orders).where(mine);
  const issued = await issuedBy(
    db,
    rows.map((r) => r.order.id),
    page.now,
    page.locale,
  );
  return {
    orders: rows.map((r) => toCouponOrderOut(r, issued.get(r.order.id) ?? [], page.locale)),
    total: total?.n ?? 0,
  };
}
