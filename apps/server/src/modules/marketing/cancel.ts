import type { GroupMealBookingOut } from '@shop/contracts';
import { canCancelBooking } from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { cancelledStatus, closePaymentAttempts } from '../order/index.ts';
import { refundOrder } from '../payment/index.ts';
import { CANCELLABLE, memberBooking, toBookingOut } from './bookings.ts';

/**
 * GroupMeal/Cancel: the member cancels their booking before its cut-off. One conditional update on the order
 * decides (status still open → refunded when the deposit was paid, cancelled when not), then open payment attempts
 * close and a paid deposit goes back to its source through refundOrder (balance ledger 'refund' or the gateway),
 * in that transaction and in the lock order of decision 012 (order → payments → member → ledger). Two cancels at
 * once: one moves the order and refunds, the other finds it already cancelled and answers it as it stands.
 */
export async function cancelGroupMeal(ctx: MemberContext, orderNo: string): Promise<GroupMealBookingOut> {
  const uid = ctx.member.uid;
  const found = await memberBooking(ctx.db, uid, orderNo);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const now = ctx.clock.now();
  const answer = async () =>
    toBookingOut((await memberBooking(ctx.db, uid, orderNo))!, ctx.clock.now(), ctx.locale);
  const open = (CANCELLABLE as readonly string[]).includes(found.order.status);
  if (!open) {
    if (found.order.cancelReason === 'shopper') return answer();
    throw new AppError('GROUP_MEAL_NOT_CANCELLABLE');
  }
  if (!canCancelBooking(found.booking.mealAt, found.booking.cutoffHours, now))
    throw new AppError('GROUP_MEAL_CANCEL_CLOSED');
  await retryTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: cancelledStatus,
        cancelReason: 'shopper',
        cancelledAt: now,
        cancelAfter: null,
      })
      .where(and(eq(orders.id, found.order.id), inArray(orders.status, [...CANCELLABLE])))
      .returning({ id: orders.id, status: orders.status });
    if (!row) return;
    await closePaymentAttempts(tx, [row.id]);
    if (row.status === 'refunded') await refundOrder(tx, ctx, row.id, now);
  });
  // Cancelled by this call or a parallel one of the member's: the booking as it stands. Anything else (staff served
  // it meanwhile) is a refusal.
  const after = await answer();
  if (!['cancelled', 'refunded'].includes(after.status)) throw new AppError('GROUP_MEAL_NOT_CANCELLABLE');
  return after;
}
