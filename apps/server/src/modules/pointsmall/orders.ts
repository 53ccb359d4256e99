import type { PointsOrderOut } from '@shop/contracts';
import { type DeliverySnapshot, fromMinor, type Locale, translatedField } from '@shop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberCoupons } from '../../db/schema/coupon.ts';
import { pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { stores } from '../../db/schema/store.ts';
import { type AddressParts, addressLines } from '../address/index.ts';
import { deliveryAddressOf } from '../delivery/index.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrderPage,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';

/** An exchange with what it exchanges (null for another kind of order met by a reused idempotency key). */
export interface PointsOrderRow {
  order: KindOrder;
  exchange: typeof pointsmallOrders.$inferSelect | null;
  store: { name: string; translations: typeof stores.$inferSelect.translations } | null;
  /** The product's translations: the name exchanged is shown in the reader's language. */
  product: { translations: typeof pointsmallProducts.$inferSelect.translations } | null;
  /** Where goods exchanged for delivery go (delivery's fact of the order); null for a pickup or a coupon. */
  delivery: DeliverySnapshot | null;
}

function selectPointsOrders(db: DbOrTx) {
  return selectKindOrders(db, {
    exchange: pointsmallOrders,
    store: { name: stores.name, translations: stores.translations },
    product: { translations: pointsmallProducts.translations },
    delivery: deliveryAddressOf(kindOrderKeys.id),
  })
    .leftJoin(pointsmallOrders, eq(pointsmallOrders.orderId, kindOrderKeys.id))
    .leftJoin(stores, eq(stores.id, kindOrderKeys.storeId))
    .leftJoin(pointsmallProducts, eq(pointsmallProducts.id, pointsmallOrders.productId));
}

/** One of the member's orders by idempotency key (any kind) or by number (exchanges only); never another's. */
export function findPointsOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<PointsOrderRow | null> {
  return findKindOrder(selectPointsOrders(db), memberId, 'points', by);
}

/**
 * Whether an exchange can still be given back: while unpaid, or goods waiting to be picked up (or, delivered, for
 * the store to accept them: once accepted they are on their way, and only the store may call them back).
 */
export function cancellable(row: PointsOrderRow): boolean {
  const { order, exchange } = row;
  return order.status === 'unpaid' || (order.status === 'pending' && exchange?.kind === 'goods');
}

/** The ids of the coupons each order issued (boughtByOrderId: the order that paid for them, in points here). */
async function issuedBy(db: DbOrTx, orderIds: number[]): Promise<Map<number, number[]>> {
  const rows = orderIds.length
    ? await db
        .select({ id: memberCoupons.id, orderId: memberCoupons.boughtByOrderId })
        .from(memberCoupons)
        .where(inArray(memberCoupons.boughtByOrderId, orderIds))
        .orderBy(asc(memberCoupons.id))
    : [];
  const byOrder = new Map<number, number[]>();
  for (const r of rows) byOrder.set(r.orderId!, [...(byOrder.get(r.orderId!) ?? []), r.id]);
  return byOrder;
}

/** An exchange as the member sees it, with the coupons it issued. */
function toPointsOrderOut(
  row: PointsOrderRow,
  couponIds: number[],
  locale: Locale,
  lineOf: (parts: AddressParts) => string,
): PointsOrderOut {
  const { order, exchange, store, product, delivery } = row;
  if (!exchange) throw new Error(`order ${order.orderNo} exchanges nothing`);
  return {
    ...presentKindOrder(order, [
      'amount',
      'createdAt',
      'paidAt',
      'completedAt',
      'cancelledAt',
      'refundedAmount',
    ]),
    productId: exchange.productId,
    kind: exchange.kind,
    name: translatedField(exchange.name, product?.translations, 'name', locale),
    imageName: exchange.imageName,
    quantity: exchange.quantity,
    points: exchange.points,
    mode: delivery ? 'delivery' : 'pickup',
    delivery: delivery
      ? {
          receiver: delivery.receiver,
          phone: delivery.phone,
          addr: lineOf(delivery),
          freight: fromMinor(delivery.fee),
        }
      : null,
    storeName: store ? translatedField(store.name, store.translations, 'name', locale) : '',
    couponIds,
    canCancel: cancellable(row),
  };
}

/** Exchanges as the member sees them, the coupons they issued read once for all. */
export async function pointsOrderOuts(db: DbOrTx, rows: PointsOrderRow[], locale: Locale) {
  const coupons = await issuedBy(
    db,
    rows.map((r) => r.order.id),
  );
  const lineOf = await addressLines(locale);
  return rows.map((r) => toPointsOrderOut(r, coupons.get(r.order.id) ?? [], locale, lineOf));
}

/** One exchange as the member sees it. */
export async function pointsOrderOut(db: DbOrTx, row: PointsOrderRow, locale: Locale) {
  const [out] = await pointsOrderOuts(db, [row], locale);
  return out!;
}

/** A page of the member's exchanges, newest first, and how many there are. */
export async function pointsOrderPage(
  db: DbOrTx,
  memberId: number,
  page: { index: number; size: number; locale: Locale },
) {
  const { rows, total } = await kindOrderPage(db, selectPointsOrders(db), memberId, 'points', page);
  return { orders: await pointsOrderOuts(db, rows, page.locale), total };
}
