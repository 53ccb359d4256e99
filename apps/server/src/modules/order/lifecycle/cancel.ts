import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { type CancelReason, type OrderKind, orders } from '../../../db/schema/order.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { cancelOpenAttempts, type RefundOutcome } from '../../payment/index.ts';
import { refundOrderMoney } from '../refund-money.ts';
import { emitOrderEvent } from './emit.ts';
import type { OrderFacts } from './events.ts';
import { factsColumns, factsOf } from './order-facts.ts';
import { type Canceller, type EffectDeps, kindRules } from './registry.ts';

/** Which order a cancel is for: its number, and the member's id when the member asks (another's is not found). */
export interface CancelTarget {
  orderNo: string;
  memberId?: number;
  /** The kinds the calling endpoint answers for (a coupon order is not cancelled through the goods call). */
  kinds?: readonly OrderKind[];
}

/** What a cancel did: cancelled now (with the money's fate when it was paid), or not, with the order as it stands. */
export interface CancelOutcome {
  cancelled: boolean;
  order: OrderFacts & { cancelReason: CancelReason | null };
  refund?: RefundOutcome;
}

// A paid order (money in) is refunded by its cancel; one paid in nothing but points, or not at all, is cancelled.
const cancelledStatus = sql<
  'refunded' | 'cancelled'
>`CASE WHEN ${orders.paidAt} IS NOT NULL AND ${orders.paidAmount} > 0
  THEN 'refunded' ELSE 'cancelled' END`;

/**
 * The one cancel path of every order kind (decision 046): the order row locked, the kind's rules for this
 * canceller (the statuses it may come from, whether a paid one may go, the kind's own refusal), then the order
 * cancelled or refunded, its open payment attempts closed, its money back to the source, and the 'cancelled'
 * event run for every area's effect (coupons, stock, points …) — in one transaction, in decision 012's lock order.
 * A second cancel, or a payment or step at the same moment, finds the order moved and changes nothing.
 */
export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'log'>,
  target: CancelTarget,
  by: Canceller,
  at: Date,
): Promise<CancelOutcome> {
  return retryTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ ...factsColumns, cancelReason: orders.cancelReason })
      .from(orders)
      .where(targetOf(target))
      .for('update');
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const order = factsOf(row, row.status);
    const rule = kindRules(order.kind).cancel[by];
    if (!rule?.from.includes(order.status) || (!rule.paid && order.paidAt))
      return { cancelled: false, order: { ...order, cancelReason: row.cancelReason } };
    const refusal = await kindRules(order.kind).refuseCancel?.(tx, order, by, at);
    if (refusal) throw refusal;
    const [done] = await cancelLocked(tx, deps, [order], by, at);
    return done!;
  });
}

function targetOf(t: CancelTarget): SQL {
  const where: SQL[] = [eq(orders.orderNo, t.orderNo)];
  if (t.memberId !== undefined) where.push(eq(orders.memberId, t.memberId));
  if (t.kinds) where.push(inArray(orders.kind, [...t.kinds]));
  return and(...where)!;
}

/**
 * Cancels orders the caller holds locked and has found cancellable: status, reason and time; open attempts closed;
 * a paid one's money back (refundOrderMoney); the event for the areas' effects.
 */
async function cancelLocked(
  tx: Tx,
  deps: EffectDeps | null,
  found: OrderFacts[],
  reason: CancelReason,
  at: Date,
): Promise<CancelOutcome[]> {
  const ids = found.map((o) => o.id);
  const moved = await tx
    .update(orders)
    .set({ status: cancelledStatus, cancelReason: reason, cancelledAt: at, cancelAfter: null })
    .where(inArray(orders.id, ids))
    .returning(factsColumns);
  await cancelOpenAttempts(tx, ids);
  const outcomes: CancelOutcome[] = [];
  const facts: OrderFacts[] = [];
  for (const row of moved) {
    const before = found.find((o) => o.id === row.id)!.before;
    const refund = row.status === 'refunded' ? await refundPaid(tx, deps, row.id, at) : undefined;
    if (refund === 'flagged')
      deps?.log.error({ orderNo: row.orderNo }, 'cancel refund refused; flagged for staff');
    const order = factsOf(row, before);
    facts.push(order);
    outcomes.push({
      cancelled: true,
      order: { ...order, cancelReason: reason },
      ...(refund ? { refund } : {}),
    });
  }
  if (reason === 'timeout') await emitOrderEvent(tx, facts, { type: 'expired', at });
  else await emitOrderEvent(tx, facts, { type: 'cancelled', at, reason });
  return outcomes;
}

/** A cancelled paid order's money back; only the sweep calls without deps, and it cancels unpaid orders only. */
function refundPaid(tx: Tx, deps: EffectDeps | null, orderId: number, at: Date): Promise<RefundOutcome> {
  if (!deps) throw new Error(`order ${orderId} is paid: its cancel needs the app's logger for the refund`);
  return refundOrderMoney(tx, deps, orderId, 'all', null, at);
}

/**
 * The sweep's part (SPEC §4: unpaid past the store's limit): up to `batch` due orders of any kind locked FOR UPDATE
 * SKIP LOCKED (several instances take disjoint ones), cancelled with reason timeout and the 'expired' event run.
 * Returns how many it cancelled.
 */
export async function expireDueOrders(deps: Pick<AppDeps, 'db'>, now: Date, batch: number): Promise<number> {
  return retryTransaction(deps.db, async (tx) => {
    const due = await tx
      .select(factsColumns)
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), isNull(orders.paidAt), lte(orders.cancelAfter, now)))
      .orderBy(asc(orders.cancelAfter))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const done = await cancelLocked(
      tx,
      null,
      due.map((o) => factsOf(o, o.status)),
      'timeout',
      now,
    );
    return done.length;
  });
}
