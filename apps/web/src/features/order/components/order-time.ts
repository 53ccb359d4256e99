import type { OrderSummaryOut } from '@shop/contracts';
import { DELIVERY_SLOT_MINUTES } from '@shop/domain';
import { formatDate } from '../../../lib/i18n/format.ts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/**
 * A time of an order, on the store's clock (as the store's pickup slots are shown): a shopper whose phone is set
 * to another zone still reads the order time and the pickup time alike. The device's zone only when the store
 * has none.
 */
export function orderTime(iso: string, order: Pick<OrderSummaryOut, 'storeTimezone'>): string {
  return formatDate(iso, 'long', { timeZone: order.storeTimezone || undefined });
}

type TimedOrder = Pick<OrderSummaryOut, 'storeTimezone' | 'status' | 'orderMode' | 'pickupTime'>;

/**
 * A reservation's day and time on the store's clock: a booked delivery's window ("Delivery on Thu 26 Nov,
 * 12:00–12:30", the picker's DELIVERY_SLOT_MINUTES from the time asked for), a booked pickup's time ("Pickup on
 * Thu 26 Nov, 12:00"); null for an order not booked.
 */
export function bookedTimeText(order: TimedOrder, t: Translate): string | null {
  if (order.status !== 'booked' || !order.pickupTime) return null;
  const zone = { timeZone: order.storeTimezone || undefined };
  const day = formatDate(order.pickupTime, 'weekdayDay', zone);
  const start = formatDate(order.pickupTime, 'time', zone);
  if (order.orderMode !== 'package') return t('order.pickupOn', { day, time: start });
  const end = new Date(Date.parse(order.pickupTime) + DELIVERY_SLOT_MINUTES * 60_000);
  return t('order.deliveryOn', { day, start, end: formatDate(end, 'time', zone) });
}

/**
 * When the order reaches the shopper, in its mode's words: the booked day and time, the time asked for, or as
 * soon as possible — brought ("尽快送达") for a delivery, collected ("立即取餐") for any other.
 */
export function handoverTimeText(order: TimedOrder, t: Translate): string {
  const booked = bookedTimeText(order, t);
  if (booked) return booked;
  if (order.pickupTime) return orderTime(order.pickupTime, order);
  return t(order.orderMode === 'package' ? 'order.deliveryAsap' : 'order.pickupAsap');
}

/** The label of that time: delivery time, or pickup time. */
export function handoverTimeLabel(order: Pick<OrderSummaryOut, 'orderMode'>, t: Translate): string {
  return t(order.orderMode === 'package' ? 'order.deliveryTime' : 'order.pickupTime');
}
