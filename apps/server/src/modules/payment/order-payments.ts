import type { Tx } from '../../db/client.ts';
import type { ApplyDeps } from './provider.ts';

/** A payment the gateway confirmed, as applying it hands it to the order. */
export interface ConfirmedPayment {
  orderId: number;
  payMethod: number;
  /** Minor units. */
  amount: number;
  paidAt: Date;
}

/**
 * What a confirmed payment made of its order: taken (applied, or given back at once by the kind: refunded /
 * flagged), or not taken because the order had left unpaid (cancelled meanwhile, or paid by another attempt).
 */
export type SettleOutcome = 'applied' | 'refunded' | 'flagged' | { late: 'cancelled' | 'paid' };

/**
 * The order's side of a payment (decision 046): payment records the money in its own tables and asks the order
 * to lock its row and take it, so only order writes orders. The order module registers it when it mounts.
 */
export interface OrderPayments {
  /** Locks the order row, before any payment of it (decision 012). */
  lock(tx: Tx, orderId: number): Promise<void>;
  /** The order takes the payment: unpaid → paid, its 'paid' event, what the payment means for its kind. */
  settle(tx: Tx, deps: ApplyDeps, payment: ConfirmedPayment): Promise<SettleOutcome>;
  /** A late payment of a cancelled order: everything paid goes back, recorded on the order. */
  refundAll(tx: Tx, deps: ApplyDeps, orderId: number, at: Date): Promise<'refunded' | 'flagged' | 'none'>;
  /** A stray payment that could not go back: the order is flagged for staff. */
  flag(tx: Tx, orderId: number): Promise<void>;
}

let registered: OrderPayments | null = null;

/** Lets the order module take payments (once; the same entry again is a no-op, a different one a mistake). */
export function registerOrderPayments(entry: OrderPayments): void {
  if (registered && registered !== entry) throw new Error('order payments are registered twice');
  registered = entry;
}

/** The order's side of payments; throws when no order module is mounted, so no payment is applied silently. */
export function orderPayments(): OrderPayments {
  if (!registered) throw new Error('no order payments are registered (modules/index.ts shopModules)');
  return registered;
}
