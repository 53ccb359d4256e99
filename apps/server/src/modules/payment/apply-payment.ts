import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { payments } from '../../db/schema/payment.ts';
import { orderPayments } from './order-payments.ts';
import { orderDue } from './payable-order.ts';
import type { ApplyDeps, PaymentRow } from './provider.ts';
import { providerOf } from './providers.ts';
import { refundPayment } from './refund.ts';

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
 * cancelled → paid, then the order takes it (its own module: unpaid → paid, the lifecycle's 'paid' event, what the
 * payment means for its kind, registered as OrderPayments) and no other attempt stays payable. A payment the order
 * can no longer take is still recorded, then refunded to its source, so no money is lost. Rows in the global lock
 * order (docs/decisions/012-lock-order.md): the order, its payments and the gateway's intents, then what the kind
 * locks (members, for an upgrade).
 */
export async function applyGatewayPayment(deps: ApplyDeps, paid: GatewayPaid): Promise<ApplyOutcome> {
  const order = orderPayments();
  return retryTransaction(deps.db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.localOrderNo, paid.localOrderNo));
    // Only a gateway's attempt is paid by its notification; the shop's own books were paid when the order was made.
    if (!payment || providerOf(payment.provider).inHouse) return 'unknown';
    if (payment.amount !== paid.amount) return 'mismatch';
    // The order row first, like every cancel, so the two never wait on each other in opposite orders.
    await order.lock(tx, payment.orderId);
    const [recorded] = await tx
      .update(payments)
      .set({ status: 'paid', transactionId: paid.transactionId, paidAt: paid.paidAt })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'cancelled'])))
      .returning();
    if (!recorded) return 'replayed';
    // Split tender (decision 061): the order is paid once its paid payments reach its amount, so a card's part
    // paid when it was placed and this remainder settle it together; short of it, the order waits for the rest.
    const paidSoFar = await paidTotal(tx, payment.orderId);
    if (paidSoFar.total < paidSoFar.amount && paidSoFar.status === 'unpaid') return 'applied';
    const confirmed = {
      orderId: payment.orderId,
      payMethod: payment.payMethod,
      amount: paidSoFar.total,
      paidAt: paid.paidAt,
    };
    const settled = await order.settle(tx, deps, confirmed);
    if (typeof settled === 'string') return settled;
    const at = deps.clock.now();
    deps.log.warn({ localOrderNo: paid.localOrderNo, order: settled.late }, 'late payment; refunding');
    if (settled.late === 'cancelled')
      return (await order.refundAll(tx, deps, payment.orderId, at)) === 'flagged' ? 'flagged' : 'refunded';
    // Paid already by another attempt: only this stray payment goes back.
    if (await refundPayment(tx, deps, recorded, at)) return 'refunded';
    await order.flag(tx, payment.orderId);
    return 'flagged';
  });
}

/** What an order's paid payments sum to (minor units), beside its amount and status, under its row lock. */
async function paidTotal(tx: Tx, orderId: number) {
  const order = await orderDue(tx, orderId);
  const [paid] = await tx
    .select({ total: sql<string>`COALESCE(SUM(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return { ...order, total: Number(paid?.total ?? 0) };
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

/**
 * Closes the open payment attempts of orders (pending → cancelled), in the caller's transaction: a cancel that took
 * them out of a live state, so a payment that still arrives is known to be late and refunded. Returns them.
 */
export function cancelOpenAttempts(tx: Tx, orderIds: number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')))
    .returning();
}

/**
 * Once paid, no other attempt of the order stays payable (one may have opened in a race with the payment), at the
 * gateway too: the order's settle calls this once the order took the payment.
 */
export async function closeOtherAttempts(tx: Tx, orderId: number): Promise<void> {
  for (const attempt of await cancelOpenAttempts(tx, [orderId]))
    await providerOf(attempt.provider).close(tx, attempt);
}
