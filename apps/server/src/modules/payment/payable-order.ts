import { type Locale, translatedField } from '@shop/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderKind, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type OrderRow = typeof orders.$inferSelect;

/** One of the member's orders (locked for update when asked); another member's or unknown → ORDER_NOT_FOUND. */
export async function memberOrder(
  db: DbOrTx,
  memberId: number,
  orderNo: string,
  lock = false,
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** An order's amount and status (minor units), read under its row lock by a payment that may complete it. */
export async function orderDue(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({ amount: orders.amount, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`payment of order ${orderId} without its order`);
  return order;
}

/** How a line-less kind finds one of the member's orders: by the key of the call that placed it, or by its number. */
export type MemberOrderKey = { idempotencyKey: string } | { orderNo: string };

/**
 * The condition for one of the member's orders by `by`: an idempotency key matches an order of any kind (a key
 * another kind used is a conflict, not a new order), an order number only the kind's own orders. Another member's
 * order never matches.
 */
export function memberOrderWhere(memberId: number, by: MemberOrderKey, kind: OrderKind): SQL {
  const which =
    'orderNo' in by
      ? and(eq(orders.orderNo, by.orderNo), eq(orders.kind, kind))
      : eq(orders.idempotencyKey, by.idempotencyKey);
  return and(eq(orders.memberId, memberId), which)!;
}

/** Refuses an order that can no longer be paid online, with the reason the shopper should see. */
export function assertPayable(order: OrderRow, at: Date): void {
  if (order.status === 'cancelled')
    throw new AppError(order.cancelReason === 'timeout' ? 'ORDER_TIMED_OUT' : 'ORDER_CANCELLED');
  if (order.status === 'refunded') throw new AppError('ORDER_CANCELLED');
  if (order.paidAt) throw new AppError('PAY_ALREADY_PAID');
  if (order.status !== 'unpaid') throw new AppError('ORDER_STATE_CONFLICT');
  // Past its limit but not yet swept by the auto-cancel job: as good as timed out.
  if (order.cancelAfter && order.cancelAfter <= at) throw new AppError('ORDER_TIMED_OUT');
}

/**
 * The store an order was placed in: its settings, and its name in the payer's language (the gateway shows it as the
 * payment's description).
 */
export async function orderStore(db: DbOrTx, storeId: number, locale: Locale) {
  const [store] = await db
    .select({ name: stores.name, translations: stores.translations, settings: stores.settings })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new AppError('ORDER_NOT_FOUND');
  return { name: translatedField(store.name, store.translations, 'name', locale), settings: store.settings };
}
