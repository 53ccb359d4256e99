import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';

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
