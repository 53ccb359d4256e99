import type { PointsOrderOut } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { type CancelReason, type OrderStatus, orders } from '../../db/schema/order.ts';
import { pointsmallCounts, pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { closePaymentAttempts } from '../order/index.ts';
import { type RefundDeps, refundOrder } from '../payment/index.ts';
import { movePoints } from '../points/index.ts';
import { findPointsOrder, pointsOrderOut } from './orders.ts';

type OrderRow = typeof orders.$inferSelect;

/** Who gives goods back and from which statuses: the member before the store accepted them, the store until received. */
interface GiveBackBy {
  reason: CancelReason;
  from: OrderStatus[];
}

const byShopper: GiveBackBy = { reason: 'shopper', from: ['pending'] };
// A delivered exchange the store will not bring (or the rider brought back) is given back from any live status.
const byStore: GiveBackBy = { reason: 'store', from: ['pending', 'accepted', 'delivering'] };

/**
 * Gives a goods exchange not yet handed over back, in the lock order of decision 035: the order (locked by the
 * caller), its payments and their refund (the freight with it), the member's points ('cancel_refund', once per order
 * by the ledger's key), their count, the product's stock. The order's own conditional update (status in `by.from`)
 * runs first, so a second cancel, or a pickup, an acceptance or a receipt at the same moment, finds nothing to give
 * back. True when this call gave it back.
 */
async function giveBack(tx: Tx, deps: RefundDeps, order: OrderRow, at: Date, by: GiveBackBy) {
  const [exchange] = await tx.select().from(pointsmallOrders).where(eq(pointsmallOrders.orderId, order.id));
  if (!exchange) throw new Error(`points order ${order.orderNo} without its pointsmall_orders row`);
  if (exchange.kind !== 'goods') return false;
  const status = order.paidAmount > 0 ? 'refunded' : 'cancelled';
  const [moved] = await tx
    .update(orders)
    .set({ status, cancelReason: by.reason, cancelledAt: at })
    .where(and(eq(orders.id, order.id), inArray(orders.status, by.from)))
    .returning({ id: orders.id });
  if (!moved) return false;
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
  return true;
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
    } else if (order.status === 'pending') await giveBack(tx, ctx, order, at, byShopper);
  });
  const found = await findPointsOrder(ctx.db, uid, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled' && order.status !== 'refunded') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  return pointsOrderOut(ctx.db, found, ctx.locale);
}

/**
 * The store gives goods back that it will not hand over (`npm run staff -- pointsmall cancel <orderNo>`): waiting
 * for pickup, or delivered and not yet received (accepted, on the way, brought back by the rider). Points, stock,
 * count and money (with the freight) come back once; anything else is ORDER_STATE_CONFLICT with its status.
 */
export async function cancelExchangeByStore(deps: AppDeps, orderNo: string) {
  const at = deps.clock.now();
  const outcome = await retryTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.kind, 'points')))
      .for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const done = await giveBack(tx, deps, order, at, byStore);
    return { done, status: order.status };
  });
  if (!outcome.done) throw new AppError('ORDER_STATE_CONFLICT', {}, { Status: outcome.status });
  const [row] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return { orderNo, status: row!.status };
}
