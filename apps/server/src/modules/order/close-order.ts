import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';
import { releaseStockOf } from './release-stock.ts';

/**
 * Closes the open payment attempts of orders a cancel has just taken out of a live state, so a payment that still
 * arrives is known to be late (and refunded).
 */
export async function closePaymentAttempts(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')));
}

/**
 * What every cancel of unpaid orders does once its conditional update has taken them out of a live state: payment
 * attempts close, then the stock goes back — payments before products, the global lock order
 * (docs/decisions/012-lock-order.md). A store cancel refunds between the two (cancelByStore).
 */
export async function closeCancelledOrders(tx: Tx, orderIds: number[]): Promise<void> {
  await closePaymentAttempts(tx, orderIds);
  await releaseStockOf(tx, orderIds);
}
