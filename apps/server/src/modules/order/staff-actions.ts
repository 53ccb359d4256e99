import { fromMinor } from '@shop/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { type OrderStatus, orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { cancelOrder } from './lifecycle/cancel.ts';
import { moveOrder } from './lifecycle/move-order.ts';
import { type RefundAsk, refundOrderLines } from './lifecycle/refund.ts';

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
 * statuses the step may come from; accepting and completing run the lifecycle's event, whose effects (growth,
 * points and level on completion) happen in the same transaction, once. Undefined when the order was in no such
 * status (nothing was changed).
 */
export function stepOrderIn(tx: Tx, where: SQL, step: OrderStep, at: Date) {
  const rule = steps[step];
  const event =
    step === 'accept' ? 'accepted' : step === 'complete' || step === 'receive' ? 'completed' : null;
  return moveOrder(tx, where, rule.from, rule.set(at), event, at);
}

/** stepOrderIn for one order by its id (what modules/delivery holds). */
export function stepOrderByIdIn(tx: Tx, orderId: number, step: DeliveryOrderStep | 'accept', at: Date) {
  return stepOrderIn(tx, eq(orders.id, orderId), step, at);
}

/**
 * The store cancels an order it will not make, through the lifecycle's one cancel path: unpaid, it is cancelled
 * (reason store); paid, refunded, the money going back to its source; either way the coupons and the stock return
 * (the 'cancelled' event's effects). Group meals are cancelled the same way; other kinds by their own area.
 */
export async function cancelByStore(
  deps: Pick<AppDeps, 'db' | 'log'>,
  orderNo: string,
  at: Date,
): Promise<StaffActionResult> {
  // Another kind's number (a points exchange the store gives back through its own area) answers as a conflict
  // naming the kind, like an order in another state.
  const outcome = await cancelOrder(deps, { orderNo, kinds: ['goods', 'groupMeal'] }, 'store', at).catch(
    (e: unknown) => (e instanceof AppError && e.code === 'ORDER_NOT_FOUND' ? null : Promise.reject(e)),
  );
  if (!outcome?.cancelled) throw await conflict(deps.db, orderNo);
  invalidateProductPages(deps.db);
  const { order, refund } = outcome;
  return { orderNo: order.orderNo, status: order.status, ...(refund ? { refund } : {}) };
}

/**
 * The store takes back a paid order it has taken on (a return), whole or some lines, through the lifecycle's one
 * refund path: the money those lines paid goes back to its source, and each area undoes its part once (the points
 * the order earned taken back in proportion). Growth and a level reached stay: levels only ever go up (SPEC §3).
 * A cash order has no payment to send back; staff hand the money over.
 */
export async function refundByStore(
  deps: Pick<AppDeps, 'db' | 'log'>,
  orderNo: string,
  lines: RefundAsk[] | 'all',
  at: Date,
): Promise<StaffActionResult & { refunded: number }> {
  const { order, refund, money } = await refundOrderLines(deps, orderNo, lines, 'store', at);
  return { orderNo: order.orderNo, status: order.status, refund: money, refunded: fromMinor(refund.amount) };
}
