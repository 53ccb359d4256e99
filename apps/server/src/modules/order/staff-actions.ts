import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { type OrderKind, type OrderStatus, orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { applyOrderGrowth } from '../level/index.ts';
import { refundOrder } from '../payment/index.ts';
import { earnOrderPoints, takeBackOrderPoints } from '../points/index.ts';
import { cancelledStatus, closePaymentAttempts } from './close-order.ts';
import { returnOrderCoupons } from './order-coupons.ts';
import { releaseStock } from './release-stock.ts';

/** A step store staff move an order through (SPEC §4), and the statuses it may start from. */
export type StaffStep = 'accept' | 'ready' | 'complete';

/**
 * The steps of a delivery order, taken by modules/delivery inside its own transaction: the goods leave with the
 * rider, reach the door, and receipt is confirmed (which completes the order as 'complete' does).
 */
export type DeliveryOrderStep = 'ship' | 'arrive' | 'receive';

type OrderStep = StaffStep | DeliveryOrderStep;

interface StepRule {
  from: OrderStatus[];
  set: (at: Date) => PgUpdateSetSource<typeof orders>;
}

const completed = (at: Date): PgUpdateSetSource<typeof orders> => ({
  status: 'completed',
  completedAt: at,
  paidAmount: sql`CASE WHEN ${orders.paidAt} IS NULL THEN ${orders.amount} ELSE ${orders.paidAmount} END`,
  paidAt: sql`COALESCE(${orders.paidAt}, ${at.toISOString()}::timestamptz)`,
});

const steps: Record<OrderStep, StepRule> = {
  // A cash or pay-after order is accepted unpaid; an online one waits in 'unpaid', not 'pending', until paid.
  accept: { from: ['pending'], set: (at) => ({ status: 'accepted', acceptedAt: at }) },
  ready: { from: ['accepted'], set: (at) => ({ status: 'ready', readyAt: at }) },
  // Handing over a cash / pay-after order still unpaid is its payment in person.
  complete: { from: ['accepted', 'ready'], set: completed },
  ship: { from: ['accepted'], set: () => ({ status: 'delivering' }) },
  arrive: { from: ['delivering'], set: () => ({ status: 'delivered' }) },
  receive: { from: ['delivered'], set: completed },
};

/** The order as staff see it after an action. */
export interface StaffActionResult {
  orderNo: string;
  status: OrderStatus;
  refund?: 'refunded' | 'flagged' | 'none';
}

/** Why an action found nothing to move: an unknown number (404) or an order in another state (409). */
async function conflict(db: Db, orderNo: string): Promise<AppError> {
  const [row] = await db
    .select({ status: orders.status, kind: orders.kind })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  return row
    ? new AppError('ORDER_STATE_CONFLICT', {}, { Status: row.status, Kind: row.kind })
    : new AppError('ORDER_NOT_FOUND');
}

/** What growth and points need of an order the update moved: its member, store and the amount paid. */
const settledColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  memberId: orders.memberId,
  storeId: orders.storeId,
  paidAmount: orders.paidAmount,
  kind: orders.kind,
};

/**
 * The order staff may move by `step`. Group meals move by their own steps (modules/marketing), and a delivery
 * order, once accepted, by the delivery steps (modules/delivery): making it ready or completing it here would skip
 * the rider and the shopper's receipt.
 */
function staffMovable(orderNo: string, step: StaffStep): SQL {
  const goods = and(eq(orders.orderNo, orderNo), eq(orders.kind, 'goods')) as SQL;
  return step === 'accept' ? goods : (and(goods, ne(orders.orderMode, 'package')) as SQL);
}

/**
 * Moves a goods order of the counter, the queue or a table one step (accept, ready, complete) by a conditional update on the statuses it may come from.
 * Completing it also adds the growth and the points it earned, and any automatic level upgrade, in the same
 * transaction: only the one call whose update moved the order gets that far, so each happens once.
 */
export async function advanceOrder(
  db: Db,
  orderNo: string,
  step: StaffStep,
  at: Date,
): Promise<StaffActionResult> {
  const row = await retryTransaction(db, (tx) => stepOrderIn(tx, staffMovable(orderNo, step), step, at));
  if (!row) throw await conflict(db, orderNo);
  return { orderNo: row.orderNo, status: row.status };
}

/**
 * Moves the order `where` picks one step inside the caller's transaction, by the conditional update on the
 * statuses the step may come from; a step that completes it adds its growth, points and level in the same
 * transaction. Undefined when the order was in no such status (nothing was changed).
 */
export async function stepOrderIn(tx: Tx, where: SQL, step: OrderStep, at: Date) {
  const rule = steps[step];
  const [moved] = await tx
    .update(orders)
    .set(rule.set(at))
    .where(and(where, inArray(orders.status, rule.from)))
    .returning(settledColumns);
  // A points exchange delivered is paid in points (and freight): like one picked up, it earns neither (decision 044).
  if (moved && moved.kind !== 'points' && (step === 'complete' || step === 'receive')) {
    await applyOrderGrowth(tx, moved, at);
    await earnOrderPoints(tx, moved, at);
  }
  return moved;
}

/** stepOrderIn for one order by its id (what modules/delivery holds). */
export function stepOrderByIdIn(tx: Tx, orderId: number, step: DeliveryOrderStep | 'accept', at: Date) {
  return stepOrderIn(tx, eq(orders.id, orderId), step, at);
}

// A delivery the rider brought back (delivery exception 'returned') is cancelled and refunded from 'delivering'.
const live: OrderStatus[] = ['unpaid', 'booked', 'pending', 'accepted', 'ready', 'delivering'];
// The kinds whose cancel is money, coupons and stock back. The others undo more (a points exchange its points, a
// top-up or gift package what it delivered) and are cancelled by their own area (pointsmall cancel), never here.
const storeCancelled: OrderKind[] = ['goods', 'groupMeal'];

/**
 * The store cancels an order it will not make. Unpaid: cancelled (reason store). Paid: refunded, the money going
 * back to its source through refundOrder in the same transaction. Either way open payment attempts close, the
 * coupons and the stock return — in that order, after the refund: payments, the member's balance and coupons before
 * products, the global lock order (docs/decisions/012-lock-order.md), so a cancel and a new order of the member
 * cannot deadlock.
 */
export async function cancelByStore(deps: AppDeps, orderNo: string, at: Date): Promise<StaffActionResult> {
  const outcome = await retryTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: cancelledStatus,
        cancelReason: 'store',
        cancelledAt: at,
      })
      .where(
        and(eq(orders.orderNo, orderNo), inArray(orders.status, live), inArray(orders.kind, storeCancelled)),
      )
      .returning({ id: orders.id, orderNo: orders.orderNo, status: orders.status });
    if (!row) return null;
    await closePaymentAttempts(tx, [row.id]);
    const refund = row.status === 'refunded' ? await refundOrder(tx, deps, row.id, at) : undefined;
    // The order never happened: its coupons come back, paid or not (decision 031).
    await returnOrderCoupons(tx, [row.id]);
    await releaseStock(tx, row.id);
    return { orderNo: row.orderNo, status: row.status, ...(refund ? { refund } : {}) };
  });
  if (!outcome) throw await conflict(deps.db, orderNo);
  invalidateProductPages(deps.db);
  return outcome;
}

/**
 * The store takes back a completed order (a return): refunded, its payments going back to their source through
 * refundOrder, and the points it earned taken back ('return_refund') — all in one transaction behind one
 * conditional update, so a replayed or raced refund does it once. Growth and a level reached stay: levels only
 * ever go up (SPEC §3). A cash order has no payment to send back; staff hand the money over.
 */
export async function refundCompleted(deps: AppDeps, orderNo: string, at: Date): Promise<StaffActionResult> {
  const outcome = await retryTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'refunded', cancelReason: 'store', cancelledAt: at })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'completed'), eq(orders.kind, 'goods')))
      .returning(settledColumns);
    if (!row) return null;
    const refund = await refundOrder(tx, deps, row.id, at);
    await takeBackOrderPoints(tx, row, at);
    return { orderNo: row.orderNo, status: row.status, refund };
  });
  if (!outcome) throw await conflict(deps.db, orderNo);
  return outcome;
}
