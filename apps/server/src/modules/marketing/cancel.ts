import type { GroupMealBookingOut } from '@shop/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { cancelOrder } from '../order/index.ts';
import { memberBooking, toBookingOut } from './bookings.ts';

/**
 * GroupMeal/Cancel: the member cancels their booking before its cut-off, through the order lifecycle's one cancel
 * path (groupMealKind's rules): the order refunded when the deposit was paid, cancelled when not, open payment
 * attempts closed and a paid deposit back to its source (balance ledger 'refund' or the gateway), in one
 * transaction in decision 012's lock order. Two cancels at once: one moves the order and refunds, the other finds
 * it already cancelled and answers it as it stands.
 */
export async function cancelGroupMeal(ctx: MemberContext, orderNo: string): Promise<GroupMealBookingOut> {
  const uid = ctx.member.uid;
  const found = await memberBooking(ctx.db, uid, orderNo);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const answer = async () =>
    toBookingOut((await memberBooking(ctx.db, uid, orderNo))!, ctx.clock.now(), ctx.locale);
  const outcome = await cancelOrder(
    ctx,
    { orderNo, memberId: uid, kinds: ['groupMeal'] },
    'shopper',
    ctx.clock.now(),
  );
  if (outcome.cancelled || outcome.order.cancelReason === 'shopper') return answer();
  throw new AppError('GROUP_MEAL_NOT_CANCELLABLE');
}
