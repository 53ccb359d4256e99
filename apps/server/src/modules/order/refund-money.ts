import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { type RefundDeps, type RefundOutcome, refundPayments } from '../payment/index.ts';

/**
 * Sends an order's money back through payment ('all' that is left, or `amount` of a refund named by `ref`), and
 * records it on the order, whose row the caller holds: refunded_amount grows by what went back; refund_state is
 * 'flagged' when a provider refused, else 'refunded' — except that a refund of some lines leaves an earlier flag
 * standing (what was refused then is still owed), while the whole refund, which retries everything left, clears it.
 */
export async function refundOrderMoney(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  amount: number | 'all',
  ref: string | null,
  at: Date,
): Promise<RefundOutcome> {
  // The order row before its payments (decision 012); every caller holds it already but a direct one.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const { outcome, refunded } = await refundPayments(tx, deps, orderId, amount, ref, at);
  if (outcome === 'none') return outcome;
  const state =
    outcome === 'flagged'
      ? sql`'flagged'`
      : amount === 'all'
        ? sql`'refunded'`
        : sql`CASE WHEN ${orders.refundState} = 'flagged' THEN 'flagged' ELSE 'refunded' END`;
  await tx
    .update(orders)
    .set({ refundState: state, refundedAmount: sql`${orders.refundedAmount} + ${refunded}` })
    .where(eq(orders.id, orderId));
  return outcome;
}

/** Marks an order whose stray payment could not be refunded, so staff see it. */
export async function flagOrderRefund(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ refundState: 'flagged' }).where(eq(orders.id, orderId));
}
