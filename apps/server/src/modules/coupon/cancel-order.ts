import type { CouponCardOrderOut } from '@shop/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { cancelOrder, findKindOrder, selectKindOrders } from '../order/index.ts';
import { couponCardOrderKinds } from './card-order-kinds.ts';
import { presentListed } from './coupon-card-orders.ts';

/**
 * OrderHistory/CancelCouponOrder (SPEC §4: cancelling is allowed while unpaid): the member drops an order of the
 * coupon & card orders list (a coupon or card purchase) waiting for its online payment, through the order
 * lifecycle's one cancel path, whose kind rule says who may (coupon's and card's: the shopper, unpaid, nothing
 * paid; nothing else to undo, as both issue what they sell, and take its stock and limits, only when paid). A
 * payment landing at the same moment either comes first (the cancel is refused) or finds the order cancelled (and
 * payment refunds it). A repeat answers the cancelled order; another member's, or another kind's, is not found.
 */
export async function cancelCouponOrder(ctx: MemberContext, orderNo: string): Promise<CouponCardOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const target = { orderNo, memberId: uid, kinds: couponCardOrderKinds() };
  const { order: facts } = await cancelOrder(ctx, target, 'shopper', at);
  const found = await findKindOrder(selectKindOrders(ctx.db, {}), uid, facts.kind, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  const [out] = await presentListed(ctx.db, [order], at, ctx.locale);
  return out!;
}
