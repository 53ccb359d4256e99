import type { GiftOrderOut } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftPackageOrders, giftPackages } from '../../db/schema/gift.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type MemberOrderKey, memberOrderWhere } from '../payment/index.ts';
import { deliveryOf, deliveryOuts } from './received.ts';

/** A package order with what it buys (null for another kind of order met by a reused idempotency key). */
export interface GiftOrderRow {
  order: typeof orders.$inferSelect;
  bought: typeof giftPackageOrders.$inferSelect | null;
  pack: typeof giftPackages.$inferSelect | null;
}

function selectGiftOrders(db: DbOrTx, where: SQL) {
  return db
    .select({ order: orders, bought: giftPackageOrders, pack: giftPackages })
    .from(orders)
    .leftJoin(giftPackageOrders, eq(giftPackageOrders.orderId, orders.id))
    .leftJoin(giftPackages, eq(giftPackages.id, giftPackageOrders.packageId))
    .where(where);
}

/** One of the member's orders by idempotency key (any kind) or order number (package orders only). */
export async function findGiftOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<GiftOrderRow | null> {
  const [row] = await selectGiftOrders(db, memberOrderWhere(memberId, by, 'giftpack')).limit(1);
  return row ?? null;
}

/** A package order's answer as it stands, with what it delivered. */
export async function giftOrderOut(db: DbOrTx, row: GiftOrderRow, locale: Locale): Promise<GiftOrderOut> {
  const { order, bought, pack } = row;
  if (!bought || !pack) throw new Error(`order ${order.orderNo} buys no gift package`);
  const name = translatedField(pack.name, pack.translations, 'name', locale);
  const delivered = await deliveryOf(db, order.memberId, 'giftpack', order.orderNo);
  const [delivery] = delivered
    ? await deliveryOuts(db, [delivered], locale, new Map([[order.orderNo, name]]))
    : [];
  const unpaid = order.status === 'unpaid';
  return {
    orderNo: order.orderNo,
    status: order.status,
    needPay: unpaid,
    payMethod: order.payMethod,
    amount: fromMinor(order.amount),
    points: bought.points,
    packageId: pack.id,
    name,
    autoCancelAt: unpaid ? (order.cancelAfter?.toISOString() ?? null) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAmount: fromMinor(order.refundedAmount),
    delivery: delivery ?? null,
  };
}

/** The member's package order by number, as the pay result reads it; ORDER_NOT_FOUND otherwise. */
export async function memberGiftOrder(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findGiftOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return giftOrderOut(db, row, locale);
}

/** The names of the packages these package orders bought, by order number (the received list's titles). */
export async function packageNamesOf(
  db: DbOrTx,
  orderNos: string[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .select({ orderNo: orders.orderNo, name: giftPackages.name, translations: giftPackages.translations })
    .from(orders)
    .innerJoin(giftPackageOrders, eq(giftPackageOrders.orderId, orders.id))
    .innerJoin(giftPackages, eq(giftPackages.id, giftPackageOrders.packageId))
    .where(and(inArray(orders.orderNo, orderNos), eq(orders.kind, 'giftpack')));
  return new Map(rows.map((r) => [r.orderNo, translatedField(r.name, r.translations, 'name', locale)]));
}
