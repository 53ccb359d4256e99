import type { DbOrTx, Tx } from '../../db/client.ts';
import type { payments } from '../../db/schema/payment.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { AlipayPayload, WechatPayload } from './sandbox/payloads.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What the providers need of the app. */
export type PaymentDeps = Pick<AppDeps, 'log' | 'paySandboxSecret'>;

/** What recording a gateway's payment needs: its own transaction and the time. */
export type ApplyDeps = PaymentDeps & Pick<AppDeps, 'db' | 'clock'>;

/** What the shop asks a gateway to collect for one attempt. */
export interface StartRequest {
  localOrderNo: string;
  payMethod: number;
  amount: number;
  description: string;
  expiresAt: Date;
}

/** The client's side of a started payment: the gateway handle and the payload of its type. */
export interface StartedPayment {
  gatewayRef: string;
  wechat: WechatPayload | null;
  alipay: AlipayPayload | null;
}

/** What the gateway says of an attempt: still payable, closed unpaid, or paid (with its proof). */
export type GatewayState =
  | { state: 'open' }
  | { state: 'closed' }
  | { state: 'paid'; transactionId: string; amount: number; paidAt: Date };

/**
 * One way money reaches the shop. Calls take the caller's database handle or transaction; online providers
 * answer start/query/close, every provider refunds.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Money the shop keeps in its own books (the member's balance, a prepaid card): taken when the order is placed and
   * given back by a ledger entry in the caller's transaction, never refused for a reason outside the shop. No gateway
   * notifies such a payment, and a refund of some lines takes from these before the gateways (decision 061).
   */
  readonly inHouse?: boolean;
  /** Opens (or, for the same localOrderNo, resumes) the payment at the gateway. */
  start(db: DbOrTx, deps: PaymentDeps, req: StartRequest, at: Date): Promise<StartedPayment>;
  /** Asks the gateway where the attempt stands (the safety net for lost notifications). */
  query(db: DbOrTx, payment: PaymentRow, at: Date): Promise<GatewayState>;
  /** Closes an unpaid attempt at the gateway so its page can no longer be paid. */
  close(db: DbOrTx, payment: PaymentRow): Promise<void>;
  /**
   * Gives `amount` (minor units, at most what the payment has left) of the payment back to where it came from;
   * false when the gateway refuses. `ref` names a refund of some of an order's lines (one per refund, so each
   * gives back once); null for the order's whole refund, which happens once.
   */
  refund(tx: Tx, payment: PaymentRow, amount: number, ref: string | null, at: Date): Promise<boolean>;
  /**
   * Whether the refund named `ref` was made from this payment already, so a repeated refund changes nothing.
   * A provider that cannot tell answers false (the sandbox gateway keeps no refund numbers; a real gateway's
   * out_refund_no would).
   */
  refundedBefore(tx: Tx, payment: PaymentRow, ref: string): Promise<boolean>;
}

/**
 * The parts every in-house provider shares (the balance, a prepaid card): its money is taken in the placing
 * statement, so there is nothing to start or close, and its payment row is paid from the start or was never used.
 */
export function takenAtPlacing(
  name: string,
): Pick<PaymentProvider, 'name' | 'inHouse' | 'start' | 'query' | 'close'> {
  return {
    name,
    inHouse: true,
    async start() {
      throw new Error(`${name} payments are taken when the order is placed`);
    },
    async query(_db, payment) {
      return payment.paidAt
        ? {
            state: 'paid',
            transactionId: payment.localOrderNo,
            amount: payment.amount,
            paidAt: payment.paidAt,
          }
        : { state: 'closed' };
    },
    async close() {},
  };
}
