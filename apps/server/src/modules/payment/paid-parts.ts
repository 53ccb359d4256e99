import type { Tx } from '../../db/client.ts';
import { orderPayments } from './order-payments.ts';
import type { RefundDeps } from './refund.ts';
import { refundPayments } from './refund.ts';

/**
 * Split tender (decision 061): an order a prepaid card paid part of when it was placed waits unpaid for the rest;
 * cancelled or expired before that, it was never paid (the lifecycle refunds paid orders only), yet the card's part
 * is money taken. This gives every paid part of such an order back to its source (the card's ledger), in the
 * caller's transaction, which holds the order row: its payments are locked after it, as every path that touches an
 * order's payments does (decision 012). A provider's refusal (a card disabled since) flags the order for staff.
 */
export async function returnPaidParts(tx: Tx, deps: RefundDeps, orderId: number, at: Date): Promise<void> {
  const { outcome } = await refundPayments(tx, deps, orderId, 'all', null, at);
  if (outcome === 'flagged') await orderPayments().flag(tx, orderId);
}
