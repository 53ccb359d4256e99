import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type OrderKind, type OrderStatus, orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RefundDeps } from '../payment/index.ts';
import { emitOrderEvent } from './lifecycle/emit.ts';
import type { OrderFacts, OrderIdentity } from './lifecycle/events.ts';
import { moveOrder } from './lifecycle/move-order.ts';
import { factsColumns, factsOf } from './lifecycle/order-facts.ts';
import { recordRefund } from './lifecycle/refund.ts';
import type { PaidOutcome } from './lifecycle/registry.ts';
import { refundOrderMoney } from './refund-money.ts';

// The order steps other areas take on orders of their kinds (decision 046): each a conditional update here, in
// the order module, so only order writes the order tables and every step that completes an order runs the
// lifecycle's event.

/** Which order an area's step is for: by id (inside the area's transaction) or number, always of its kind. */
export type KindOrderRef = ({ orderId: number } | { orderNo: string }) & { kind: OrderKind };

function whereOf(ref: KindOrderRef): SQL {
  const which = 'orderId' in ref ? eq(orders.id, ref.orderId) : eq(orders.orderNo, ref.orderNo);
  return and(which, eq(orders.kind, ref.kind))!;
}

/** The statuses an area moves its orders to, and the time each stamps. */
export type KindStep = 'booked' | 'pending' | 'accepted' | 'completed';

const stamps: Record<KindStep, (at: Date) => Partial<typeof orders.$inferInsert>> = {
  booked: () => ({ status: 'booked' }),
  pending: () => ({ status: 'pending' }),
  accepted: (at) => ({ status: 'accepted', acceptedAt: at }),
  completed: (at) => ({ status: 'completed', completedAt: at }),
};

/**
 * Moves an order of the area's kind to `to` by a conditional update on the statuses it may come from, and runs the
 * lifecycle's event when it is accepted or completed (growth, points, and later commission, once). Undefined when
 * the order was in none of them: nothing changed.
 */
export async function moveKindOrder(
  tx: Tx,
  ref: KindOrderRef,
  from: readonly OrderStatus[],
  to: KindStep,
  at: Date,
): Promise<OrderFacts | undefined> {
  const event = to === 'accepted' || to === 'completed' ? to : null;
  return moveOrder(tx, whereOf(ref), from, stamps[to](at), event, at);
}

/**
 * Wakes up to `batch` reservations whose day has come (booked_until, the store's midnight of that day, has passed):
 * booked → pending, where the store takes them like any order (checkout's job). The batch is locked FOR UPDATE
 * SKIP LOCKED and the update is conditional on status booked, so several instances wake each order once. Returns
 * how many it woke.
 */
export async function wakeDueReservations(tx: Tx, now: Date, batch: number): Promise<number> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'booked'), lte(orders.bookedUntil, now)))
    .orderBy(asc(orders.bookedUntil))
    .limit(batch)
    .for('update', { skipLocked: true });
  const done = await tx
    .update(orders)
    .set({ status: 'pending' })
    .where(and(inArray(orders.id, due), eq(orders.status, 'booked')))
    .returning({ id: orders.id });
  return done.length;
}

/** Records a line-less order paid in full at once (its area took the balance in the same transaction). */
export async function markPaidAtOnce(tx: Tx, orderId: number, at: Date) {
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: at, paidAmount: orders.amount })
    .where(eq(orders.id, orderId))
    .returning();
  if (!paid) throw new Error(`order ${orderId} is gone`);
  return paid;
}

/**
 * Closes a paid order its area can no longer fulfil (coupons sold out, a level reached meanwhile …) while it
 * waits pending: refunded, an order_refunds row of what was paid, the money back to its source, the lifecycle's
 * 'refunded' event. 'flagged' when a provider refused the refund (staff settle it).
 */
export async function refundUnfulfilled(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  reason: string,
  at: Date,
): Promise<'refunded' | 'flagged'> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'refunded', cancelledAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning(factsColumns);
  const money = await refundOrderMoney(tx, deps, orderId, 'all', null, at);
  if (!row) return money === 'flagged' ? 'flagged' : 'refunded';
  const refund = await recordRefund(
    tx,
    orderId,
    { amount: row.paidAmount, lines: [], whole: true, reason },
    at,
  );
  await emitOrderEvent(tx, [factsOf(row, 'pending')], { type: 'refunded', at, refund });
  return money === 'flagged' ? 'flagged' : 'refunded';
}

/**
 * What a gateway payment does to a paid order of a kind whose fulfilment may be refused by then (stock, a limit):
 * `fulfil` runs in a savepoint; when it throws an AppError (sold out, limit reached), the savepoint is undone, the
 * refusal logged with `what`, and the order closed as refunded with its money given back (refundUnfulfilled).
 * Any other error is a fault and rolls the payment back.
 */
export async function fulfilOrRefund(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
  step: { what: string; fulfil: (savepoint: Tx) => Promise<void> },
): Promise<PaidOutcome> {
  try {
    await tx.transaction(step.fulfil);
    return 'applied';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    deps.log.warn({ orderNo: order.orderNo, refusal: e.code }, `${step.what} no longer available; refunding`);
    // The intent is refunded after the area's rows were locked, which cannot close a cycle: every transaction
    // touching an intent holds its order row first (ours is locked).
    return refundUnfulfilled(tx, deps, order.id, e.code, at);
  }
}
