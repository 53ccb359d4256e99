import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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
 * Which payments a refund of some lines takes from (docs/decisions/046, partial refunds; 061, split tender): the
 * shop's own books (balance, a prepaid card) before the gateways — their refund is a ledger entry in this
 * transaction that cannot be refused, while a gateway's can be refused or (a real one) fail later — then, within
 * each, the newest payment first. Never more than a payment has left; throws when the payments cannot cover the
 * amount (the lifecycle never asks for more than was paid).
 */
export function planRefund(paid: readonly PaymentRow[], amount: number): Share[] {
  const rank = (p: PaymentRow) => (providerOf(p.provider).inHouse ? 0 : 1);
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
 * Locks an order's paid and refunded payments by id (decision 012: after the order row, which the caller — the
 * order lifecycle, or applying a payment — holds).
 */
async function lockPayments(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(asc(payments.id))
    .for('update');
}

/** What a refund did to an order's payments: its outcome and the money that went back (minor units). */
export interface PaymentsRefund {
  outcome: RefundOutcome;
  refunded: number;
}

/** Gives each share back; what went back, and 'flagged' when a provider refused a share. */
async function giveBack(
  tx: Tx,
  deps: RefundDeps,
  shares: Share[],
  ref: string | null,
  at: Date,
): Promise<PaymentsRefund> {
  let refunded = 0;
  let refused = false;
  for (const share of shares) {
    if (await refundShare(tx, deps, share, ref, at)) refunded += share.amount;
    else refused = true;
  }
  return { outcome: refused ? 'flagged' : 'refunded', refunded };
}

const nothing: PaymentsRefund = { outcome: 'none', refunded: 0 };

/**
 * Gives money of an order's paid payments back to their sources (balance → ledger 'refund', online → the gateway),
 * inside the caller's transaction, which holds the order row: 'all' that is left of every payment (the whole
 * refund, ref null), or `amount` (minor units) of a refund of some lines named by `ref` (unique within the order
 * and member, 'refund:<order_refunds.id>'), taken in planRefund's order and never more than a payment has left.
 * 'none' for nothing to give back and for a repeat of a ref a provider knows it refunded (the balance ledger's);
 * 'flagged' when a provider refused. Throws when the payments cannot cover `amount`. The order records what went
 * back on its own row (order's refundOrderMoney).
 */
export async function refundPayments(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  amount: number | 'all',
  ref: string | null,
  at: Date,
): Promise<PaymentsRefund> {
  const locked = await lockPayments(tx, orderId);
  if (amount === 'all') {
    const shares = locked
      .filter((p) => p.status === 'paid' && leftOf(p) > 0)
      .map((payment) => ({ payment, amount: leftOf(payment) }));
    return shares.length === 0 ? nothing : giveBack(tx, deps, shares, null, at);
  }
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`a refund needs a whole amount, not ${amount}`);
  if (amount === 0) return nothing;
  for (const payment of locked)
    if (ref && (await providerOf(payment.provider).refundedBefore(tx, payment, ref))) return nothing;
  const paid = locked.filter((p) => p.status === 'paid');
  return giveBack(tx, deps, planRefund(paid, amount), ref, at);
}
