import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';
import { releaseStockOf } from './release-stock.ts';

/**
 * What every cancel does once its conditional update has taken the order out of a live state: the stock goes
 * back and open payment attempts are closed, so a payment that still arrives is known to be late (and refunded).
 */
export async function closeCancelledOrders(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await releaseStockOf(tx, orderIds);
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')));
}
