import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { PaymentRow } from './provider.ts';
import { providerOf } from './providers.ts';

export type RefundOutcome = 'refunded' | 'flagged' | 'none';

/** All a refund needs of the app besides the transaction: somewhere to report a refused refund. */
export type RefundDeps = Pick<AppDeps, 'log'>;

/** What a payment has not given back yet (minor units). */
const leftOf = (p: PaymentRow) => p.amount - p.refundedAmount;

/** One payment's part of a refund. */
interface Share {
  payment: PaymentRow;
  amount: number;
}

/**
 * Which payments a refund of some lines takes from (docs/decisions/046, partial refunds): balance before the
 * gateways — its refund is a ledger entry in this transaction that cannot be refused, while a gateway's can be
 * refused or (a real one) fail later — then, within each, the latest payment first. Never more than a payment has
 * left; throws when the payments cannot cover the amount (the lifecycle never asks for more than was paid).
 */
export function planRefund(paid: readonly PaymentRow[], amount: number): Share[] {
  const rank = (p: PaymentRow) => (p.provider === 'balance' ? 0 : 1);
  const order = [...paid].sort((a, b) => rank(a) - rank(b) || b.id - a.id);
  const shares: Share[] = [];
  let rest = amount;
  for (const payment of order) {
    const take = Math.min(rest, leftOf(payment));
    if (take <= 0) continue;
    shares.push({ payment, amount: take });
    rest -= take;
    if (rest === 0) return shares;
  }
  throw new Error(`refund of ${amount} exceeds what is left of the order's payments by ${rest}`);
}

/**
 * Gives `amount` of one paid payment back through its provider and records it on the payment by a conditional
 * update (never past its amount); all of it back, the payment is 'refunded'. The payment row is locked by the
 * caller. False when the provider refused: the payment stays as it was, for staff to settle.
 */
async function refundShare(
  tx: Tx,
  deps: RefundDeps,
  share: Share,
  ref: string | null,
  at: Date,
): Promise<boolean> {
  const { payment, amount } = share;
  if (!(await providerOf(payment.provider).refund(tx, payment, amount, ref, at))) {
    deps.log.error(
      { localOrderNo: payment.localOrderNo, amount },
      'payment refund refused; flagged for staff',
    );
    return false;
  }
  const after = sql`${payments.refundedAmount} + ${amount}`;
  const full = sql`${after} = ${payments.amount}`;
  const [row] = await tx
    .update(payments)
    .set({
      refundedAmount: after,
      status: sql`CASE WHEN ${full} THEN 'refunded' ELSE ${payments.status} END`,
      refundedAt: sql`CASE WHEN ${full} THEN ${at.toISOString()}::timestamptz ELSE ${payments.refundedAt} END`,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid'), sql`${after} <= ${payments.amount}`))
    .returning({ id: payments.id });
  // The row is locked and was read under the lock: a miss means the caller did not lock it.
  if (!row) throw new Error(`payment ${payment.localOrderNo} changed under its refund`);
  return true;
}

/**
 * Gives what is left of one paid payment back through its provider (the payment row is locked by the caller).
 * False when the provider refused: the payment stays paid for staff to settle.
 */
export async function refundPayment(
  tx: Tx,
  deps: RefundDeps,
  payment: PaymentRow,
  at: Date,
): Promise<boolean> {
  return refundShare(tx, deps, { payment, amount: leftOf(payment) }, null, at);
}

/**
 * Locks the order row, then its paid and refunded payments (decision 012: order, then payments, by id). The
 * caller of a refund has the order locked already; taking it again keeps every refund in the same order.
 */
async function lockPayments(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(asc(payments.id))
    .for('update');
}

/**
 * Gives each share back, then records the refund on the order: refunded_amount grows by what went back,
 * refund_state says 'flagged' when a provider refused (a refund of some lines leaves an earlier flag standing:
 * what was refused then is still owed), 'refunded' otherwise.
 */
async function giveBack(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  shares: Share[],
  ref: string | null,
  at: Date,
): Promise<RefundOutcome> {
  let refunded = 0;
  let refused = false;
  for (const share of shares) {
    if (await refundShare(tx, deps, share, ref, at)) refunded += share.amount;
    else refused = true;
  }
  const state = refused
    ? sql`'flagged'`
    : ref === null
      ? sql`'refunded'`
      : sql`CASE WHEN ${orders.refundState} = 'flagged' THEN 'flagged' ELSE 'refunded' END`;
  await tx
    .update(orders)
    .set({ refundState: state, refundedAmount: sql`${orders.refundedAmount} + ${refunded}` })
    .where(eq(orders.id, orderId));
  return refused ? 'flagged' : 'refunded';
}

/**
 * Gives back `amount` (minor units) of an order's paid payments to their sources, in the caller's transaction:
 * a refund of some lines, named by `refundRef` (unique within the order, e.g. 'refund:<order_refunds.id>'). Takes
 * from the payments in planRefund's order, never more than each has left; records it on the order as refundOrder
 * does. 'none' for 0, and for a repeat of a refund a provider knows it made (the balance ledger's ref); 'flagged'
 * when a provider refused. Throws when the payments cannot cover `amount`.
 */
export async function refundOrderAmount(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  amount: number,
  refundRef: string,
  at: Date,
): Promise<RefundOutcome> {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`a refund needs a whole amount, not ${amount}`);
  if (amount === 0) return 'none';
  const locked = await lockPayments(tx, orderId);
  for (const payment of locked)
    if (await providerOf(payment.provider).refundedBefore(tx, payment, refundRef)) return 'none';
  const paid = locked.filter((p) => p.status === 'paid');
  return giveBack(tx, deps, orderId, planRefund(paid, amount), refundRef, at);
}

/**
 * Refunds what is left of every paid payment of an order to its source (balance → ledger 'refund', online → the
 * gateway's refund), inside the caller's transaction, and records it on the order (refund_state,
 * refunded_amount): the whole refund, the same path as refundOrderAmount. 'none' when nothing is left to give
 * back — so a second call does nothing; 'flagged' when a provider refused.
 */
export async function refundOrder(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  at: Date,
): Promise<RefundOutcome> {
  const shares = (await lockPayments(tx, orderId))
    .filter((p) => p.status === 'paid' && leftOf(p) > 0)
    .map((payment) => ({ payment, amount: leftOf(payment) }));
  if (shares.length === 0) return 'none';
  return giveBack(tx, deps, orderId, shares, null, at);
}

/** Marks an order whose stray payment could not be refunded, so staff see it. */
export async function flagOrderRefund(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ refundState: 'flagged' }).where(eq(orders.id, orderId));
}
