import type { PointsOrderOut } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import { pointsmallCounts, pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { closePaymentAttempts } from '../order/index.ts';
import { type RefundDeps, refundOrder } from '../payment/index.ts';
import { movePoints } from '../points/index.ts';
import { findPointsOrder, pointsOrderOut } from './orders.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Gives a goods exchange waiting for pickup back, in the lock order of decision 035: the order (locked by the
 * caller), its payments and their refund, the member's points ('cancel_refund', once per order by the ledger's
 * key), their count, the product's stock. The order's own conditional update (status = 'pending') runs first, so
 * a second cancel, or a pickup at the same moment, finds nothing to give back.
 */
async function giveBack(tx: Tx, deps: RefundDeps, order: OrderRow, at: Date): Promise<void> {
  const [exchange] = await tx.select().from(pointsmallOrders).where(eq(pointsmallOrders.orderId, order.id));
  if (!exchange) throw new Error(`points order ${order.orderNo} without its pointsmall_orders row`);
  if (exchange.kind !== 'goods') return;
  const status = order.paidAmount > 0 ? 'refunded' : 'cancelled';
  const [moved] = await tx
    .update(orders)
    .set({ status, cancelReason: 'shopper', cancelledAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!moved) return;
  if (order.paidAmount > 0 && (await refundOrder(tx, deps, order.id, at)) === 'flagged')
    deps.log.error({ orderNo: order.orderNo }, 'points exchange refund refused; flagged for staff');
  await movePoints(tx, {
    memberId: order.memberId,
    delta: exchange.points,
    reason: 'cancel_refund',
    orderId: order.id,
    at,
  });
  await tx
    .update(pointsmallCounts)
    .set({ exchanged: sql`${pointsmallCounts.exchanged} - ${exchange.quantity}` })
    .where(
      and(eq(pointsmallCounts.memberId, order.memberId), eq(pointsmallCounts.productId, exchange.productId)),
    );
  await tx
    .update(pointsmallProducts)
    .set({ stock: sql`${pointsmallProducts.stock} + ${exchange.quantity}` })
    .where(eq(pointsmallProducts.id, exchange.productId));
}

/**
 * Integrals/CancelExchange (SPEC §7): an exchange waiting unpaid is closed with its payment attempts (nothing was
 * taken yet); goods waiting for pickup come back with their points, stock and money. Coupons issued and goods
 * picked up cannot be given back (ORDER_CANCEL_FAILED). A repeat answers the cancelled order and gives nothing twice.
 */
export async function cancelExchange(ctx: MemberContext, orderNo: string): Promise<PointsOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  await retryTransaction(ctx.db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, uid), eq(orders.kind, 'points')))
      .for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status === 'unpaid' && !order.paidAt) {
      await tx
        .update(orders)
        .set({ status: 'cancelled', cancelReason: 'shopper', cancelledAt: at, cancelAfter: null })
        .where(eq(orders.id, order.id));
      await closePaymentAttempts(tx, [order.id]);
    } else if (order.status === 'pending') await giveBack(tx, ctx, order, at);
  });
  const found = await findPointsOrder(ctx.db, uid, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled' && order.status !== 'refunded') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  return pointsOrderOut(ctx.db, found, ctx.locale);
}
