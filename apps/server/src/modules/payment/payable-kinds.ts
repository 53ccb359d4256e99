import type { Tx } from '../../db/client.ts';
import type { RefundDeps } from './refund.ts';

/** What a kind's follow-up made of a payment: kept (applied), given back (refunded), or left for staff (flagged). */
export type PaidOutcome = 'applied' | 'refunded' | 'flagged';

/**
 * One thing that is paid for through an order (orders.kind): a goods order, a level upgrade, later a coupon
 * package or a top-up. Payment records the money and moves the order unpaid → pending (paid) once; the kind says
 * what that payment means for its own area.
 */
export interface PayableKind {
  /** The orders.kind value this entry answers for. */
  kind: string;
  /**
   * Called once per order, in the payment's transaction, right after the order became paid (its row, payments and
   * the gateway's intents are locked: decision 012). Rows it locks come after those in the global lock order. A
   * follow-up that cannot take the payment gives the money back (refundOrder) and says 'refunded' or 'flagged'.
   */
  onPaid(tx: Tx, deps: RefundDeps, orderId: number, at: Date): Promise<PaidOutcome>;
}

const kinds = new Map<string, PayableKind>();

/**
 * Registers a payable kind. Registering the same entry again is a no-op (every app built in one process — the
 * API tests build many — registers its modules again); a second, different entry for a kind is a mistake.
 */
export function registerPayableKind(entry: PayableKind): void {
  const known = kinds.get(entry.kind);
  if (known && known !== entry) throw new Error(`payable kind '${entry.kind}' is registered twice`);
  kinds.set(entry.kind, entry);
}

/** The registered entry for an order's kind; throws for a kind no module registered, so nothing is paid silently. */
export function payableKind(kind: string): PayableKind {
  const entry = kinds.get(kind);
  if (!entry) throw new Error(`no payable kind '${kind}' is registered (modules/index.ts shopModules)`);
  return entry;
}
