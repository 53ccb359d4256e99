import type { CouponOrderOut } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { closePaymentAttempts } from '../order/index.ts';
import { couponOrderOut, findCouponOrder } from './coupon-orders.ts';

/**
 * OrderHistory/CancelCouponOrder (SPEC §4: cancelling is allowed while unpaid): the member drops a coupon order
 * waiting for its online payment. One conditional update decides (unpaid, nothing paid), then its open payment
 * attempts close (order → payments, decision 012); nothing else to undo, coupons are issued only when paid. A
 * payment landing at the same moment either comes first (the cancel is refused) or finds the order cancelled (and
 * payment refunds it). A repeat answers the cancelled order.
 */
export async function cancelCouponOrder(ctx: MemberContext, orderNo: string): Promise<CouponOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  await retryTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'shopper', cancelledAt: at, cancelAfter: null })
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.memberId, uid),
          eq(orders.kind, 'coupon'),
          eq(orders.status, 'unpaid'),
          isNull(orders.paidAt),
        ),
      )
      .returning({ id: orders.id });
    if (row) await closePaymentAttempts(tx, [row.id]);
  });
  const found = await findCouponOrder(ctx.db, uid, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  return couponOrderOut(ctx.db, found, at, ctx.locale);
}
