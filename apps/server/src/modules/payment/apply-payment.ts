import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import { payableKind } from './payable-kinds.ts';
import type { ApplyDeps, PaymentRow } from './provider.ts';
import { providerOf } from './providers.ts';
import { flagOrderRefund, refundOrder, refundPayment } from './refund.ts';

/** A payment the gateway confirmed, by notification or by query. */
export interface GatewayPaid {
  localOrderNo: string;
  transactionId: string;
  /** Minor units. */
  amount: number;
  paidAt: Date;
}

/**
 * applied: the order is paid now. replayed: this payment was recorded before, nothing changed. refunded /
 * flagged: the order could no longer take it (cancelled, or paid by another attempt), so it went back (or waits
 * for staff). unknown / mismatch: no such payment, or not its amount — ignored.
 */
export type ApplyOutcome = 'applied' | 'replayed' | 'refunded' | 'flagged' | 'unknown' | 'mismatch';

/**
 * Records a confirmed payment exactly once, in one transaction of conditional updates: the payment pending or
 * cancelled → paid; its order unpaid → pending and paid, then the order's payable kind does its part
 * (payable-kinds.ts). A payment the order can no longer take is still recorded, then refunded to its source, so no
 * money is lost. Rows in the global lock order (docs/decisions/012-lock-order.md): the order, its payments and the
 * gateway's intents, then what the kind locks (members, for an upgrade).
 */
export async function applyGatewayPayment(deps: ApplyDeps, paid: GatewayPaid): Promise<ApplyOutcome> {
  return retryTransaction(deps.db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.localOrderNo, paid.localOrderNo));
    if (!payment || payment.provider === 'balance') return 'unknown';
    if (payment.amount !== paid.amount) return 'mismatch';
    // The order row first, like every cancel, so the two never wait on each other in opposite orders.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [recorded] = await tx
      .update(payments)
      .set({ status: 'paid', transactionId: paid.transactionId, paidAt: paid.paidAt })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'cancelled'])))
      .returning();
    if (!recorded) return 'replayed';
    const [order] = await tx
      .update(orders)
      .set({
        status: 'pending',
        paidAt: paid.paidAt,
        paidAmount: paid.amount,
        payMethod: payment.payMethod,
        cancelAfter: null,
      })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'unpaid'), isNull(orders.paidAt)))
      .returning({ id: orders.id, kind: orders.kind });
    if (order) {
      await closeOtherAttempts(tx, payment.orderId);
      // What the payment means for the order's kind (a level upgrade takes effect now, or its money goes back) is
      // the kind's own, registered with payment (payable-kinds.ts): payment names no area.
      return payableKind(order.kind).onPaid(tx, deps, order.id, deps.clock.now());
    }
    const at = deps.clock.now();
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    deps.log.warn({ localOrderNo: paid.localOrderNo, order: current?.status }, 'late payment; refunding');
    if (current?.status === 'cancelled')
      return (await refundOrder(tx, deps, payment.orderId, at)) === 'flagged' ? 'flagged' : 'refunded';
    // Paid already by another attempt: only this stray payment goes back.
    if (await refundPayment(tx, deps, recorded, at)) return 'refunded';
    await flagOrderRefund(tx, payment.orderId);
    return 'flagged';
  });
}

/**
 * Asks the gateway about an attempt and applies a payment the shop has not heard of (a lost notification);
 * true when the gateway had it paid.
 */
export async function catchUpGatewayPayment(deps: ApplyDeps, payment: PaymentRow): Promise<boolean> {
  const state = await providerOf(payment.provider).query(deps.db, payment, deps.clock.now());
  if (state.state !== 'paid') return false;
  const { transactionId, amount, paidAt } = state;
  await applyGatewayPayment(deps, { localOrderNo: payment.localOrderNo, transactionId, amount, paidAt });
  return true;
}

/** Once paid, no other attempt of the order stays payable (one may have opened in a race with the payment). */
async function closeOtherAttempts(tx: Tx, orderId: number): Promise<void> {
  const closed = await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning();
  for (const attempt of closed) await providerOf(attempt.provider).close(tx, attempt);
}
