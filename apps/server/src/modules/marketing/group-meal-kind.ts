import { canCancelBooking } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { groupMealBookings } from '../../db/schema/marketing.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { moveKindOrder, type OrderKindRules } from '../order/index.ts';
import { CANCELLABLE } from './bookings.ts';

/**
 * A group meal's deposit order (decision 027): the member cancels it before its cut-off, paid or not (a paid
 * deposit goes back); the store cancels any live one. Read with the order row locked, so a cancel and the
 * store serving it cannot both pass.
 */
export const groupMealKind: OrderKindRules = {
  kind: 'groupMeal',
  cancel: {
    shopper: { from: CANCELLABLE, paid: true },
    store: { from: ['unpaid', 'booked', 'pending', 'accepted'], paid: true },
  },
  // A paid deposit waits as booked for the store to confirm it.
  async onPaid(tx, _deps, order, at) {
    await moveKindOrder(tx, { orderId: order.id, kind: 'groupMeal' }, ['pending'], 'booked', at);
    return 'applied';
  },
  async refuseCancel(tx, order, by, at) {
    if (by !== 'shopper') return null;
    const [booking] = await tx
      .select({ mealAt: groupMealBookings.mealAt, cutoffHours: groupMealBookings.cutoffHours })
      .from(groupMealBookings)
      .where(eq(groupMealBookings.orderId, order.id));
    if (!booking) throw new Error(`group meal ${order.orderNo} without its booking`);
    return canCancelBooking(booking.mealAt, booking.cutoffHours, at)
      ? null
      : new AppError('GROUP_MEAL_CANCEL_CLOSED');
  },
};
