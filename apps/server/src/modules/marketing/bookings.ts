import type { GroupMealBookingOut } from '@shop/contracts';
import { canCancelBooking, cancelDeadline, fromMinor, type Locale, translatedField } from '@shop/domain';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { groupMealBookings, groupMealMenus } from '../../db/schema/marketing.ts';
import { stores } from '../../db/schema/store.ts';
import { findKindOrder, kindOrderKeys, presentKindOrder, selectKindOrders } from '../order/index.ts';

/** The statuses a member may still cancel from (a served or closed booking cannot be). */
export const CANCELLABLE = ['unpaid', 'booked', 'accepted'] as const;

/** Bookings with their order, menu texts and store. */
function selectBookings(db: DbOrTx) {
  return selectKindOrders(db, {
    booking: groupMealBookings,
    menuTexts: groupMealMenus.translations,
    store: { name: stores.name, translations: stores.translations },
    storeTimezone: sql<string>`coalesce(${stores.settings}->>'timezone', '')`,
  })
    .innerJoin(groupMealBookings, eq(groupMealBookings.orderId, kindOrderKeys.id))
    .innerJoin(groupMealMenus, eq(groupMealMenus.id, groupMealBookings.menuId))
    .innerJoin(stores, eq(stores.id, groupMealBookings.storeId));
}

export type BookingRow = Awaited<ReturnType<typeof readBookings>>[number];

/** Bookings with their order, menu texts and store, newest meal first. */
export function readBookings(db: DbOrTx, where: SQL | undefined, limit = 100) {
  return selectBookings(db)
    .where(where)
    .orderBy(desc(groupMealBookings.mealAt), desc(groupMealBookings.orderId))
    .limit(limit);
}

/** One of the member's bookings by order number; another member's or none: null. */
export function memberBooking(db: DbOrTx, memberId: number, orderNo: string): Promise<BookingRow | null> {
  return findKindOrder(selectBookings(db), memberId, 'groupMeal', { orderNo });
}

/** A booking as the member sees it, the menu and store named in their language (decision 020). */
export function toBookingOut(row: BookingRow, now: Date, locale: Locale): GroupMealBookingOut {
  const { order, booking } = row;
  const open = (CANCELLABLE as readonly string[]).includes(order.status);
  return {
    ...presentKindOrder(order, ['paidAmount', 'refundedAmount', 'refundState', 'createdAt']),
    menuId: booking.menuId,
    menuName: translatedField(booking.menuName, row.menuTexts, 'name', locale),
    headcount: booking.headcount,
    mealAt: booking.mealAt.toISOString(),
    storeName: translatedField(row.store.name, row.store.translations, 'name', locale),
    storeTimezone: row.storeTimezone,
    total: fromMinor(booking.total),
    deposit: fromMinor(order.amount),
    cancelDeadline: cancelDeadline(booking.mealAt, booking.cutoffHours).toISOString(),
    canCancel: open && canCancelBooking(booking.mealAt, booking.cutoffHours, now),
  };
}
