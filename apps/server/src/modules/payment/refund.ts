import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { PaymentRow } from './provider.ts';
import { providerOf } from './providers.ts';

export type RefundOutcome = 'refunded' | 'flagged' | 'none';

/** All a refund needs of the app besides the transaction: somewhere to report a refused refund. */
export type RefundDeps = Pick<AppDeps, 'log'>;

/**
 * Gives one paid payment back through its provider and marks it refunded (the payment row is locked by the
 * caller). False when the provider refused: the payment stays paid for staff to settle.
 */
export async function refundPayment(
  tx: Tx,
  deps: RefundDeps,
  payment: PaymentRow,
  at: Date,
): Promise<boolean> {
  const ok = await providerOf(payment.provider).refund(tx, payment, at);
  if (!ok) {
    deps.log.error({ localOrderNo: payment.localOrderNo }, 'payment refund refused; flagged for staff');
    return false;
  }
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: at })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')));
  return true;
}

/**
 * Refunds every paid payment of an order to its source (balance → ledger 'refund', online → the gateway's
 * refund), inside the caller's transaction, and records it on the order (refund_state, refunded_amount).
 * 'none' when nothing is paid — so a second call does nothing; 'flagged' when a provider refused.
 */
export async function refundOrder(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  at: Date,
): Promise<RefundOutcome> {
  // Order row first, then its payments: the same lock order as the cancels and the notification.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(asc(payments.id))
    .for('update');
  if (paid.length === 0) return 'none';
  let refunded = 0;
  let refused = false;
  for (const payment of paid) {
    if (await refundPayment(tx, deps, payment, at)) refunded += payment.amount;
    else refused = true;
  }
  await tx
    .update(orders)
    .set({
      refundState: refused ? 'flagged' : 'refunded',
      refundedAmount: sql`${orders.refundedAmount} + ${refunded}`,
    })
    .where(eq(orders.id, orderId));
  return refused ? 'flagged' : 'refunded';
}

/** Marks an order whose stray payment could not be refunded, so staff see it. */
export async function flagOrderRefund(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ refundState: 'flagged' }).where(eq(orders.id, orderId));
}
