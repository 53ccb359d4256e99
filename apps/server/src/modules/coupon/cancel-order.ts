import type { CouponOrderOut } from '@shop/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { cancelOrder } from '../order/index.ts';
import { couponOrderOut, findCouponOrder } from './coupon-orders.ts';

/**
 * OrderHistory/CancelCouponOrder (SPEC §4: cancelling is allowed while unpaid): the member drops a coupon order
 * waiting for its online payment, through the order lifecycle's one cancel path (couponKind's rule: unpaid, nothing
 * paid; nothing else to undo, coupons are issued only when paid). A payment landing at the same moment either comes
 * first (the cancel is refused) or finds the order cancelled (and payment refunds it). A repeat answers the
 * cancelled order.
 */
export async function cancelCouponOrder(ctx: MemberContext, orderNo: string): Promise<CouponOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  await cancelOrder(ctx, { orderNo, memberId: uid, kinds: ['coupon'] }, 'shopper', at);
  const found = await findCouponOrder(ctx.db, uid, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  return couponOrderOut(ctx.db, found, at, ctx.locale);
}
