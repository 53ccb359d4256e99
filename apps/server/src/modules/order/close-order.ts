import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import { returnOrderCoupons } from './order-coupons.ts';
import { releaseStockOf } from './release-stock.ts';

/** A cancel's new status, in its conditional update: a paid order is refunded, an unpaid one cancelled. */
export const cancelledStatus = sql<
  'refunded' | 'cancelled'
>`CASE WHEN ${orders.paidAt} IS NOT NULL THEN 'refunded' ELSE 'cancelled' END`;

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
 * attempts close, the coupons come back, then the stock goes back — payments before the member's coupons before
 * products, the global lock order (docs/decisions/012-lock-order.md). A store cancel refunds after the payments
 * (cancelByStore).
 */
export async function closeCancelledOrders(tx: Tx, orderIds: number[]): Promise<void> {
  await closePaymentAttempts(tx, orderIds);
  await returnOrderCoupons(tx, orderIds);
  await releaseStockOf(tx, orderIds);
}
