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

/**
 * A booked delivery's day and window on the store's clock ("Delivery on Thu 26 Nov, 12:00–12:30"); null for any
 * other order. The window is the picker's (DELIVERY_SLOT_MINUTES from the time asked for).
 */
export function bookedDeliveryText(
  order: Pick<OrderSummaryOut, 'storeTimezone' | 'status' | 'orderMode' | 'pickupTime'>,
  t: Translate,
): string | null {
  if (order.status !== 'booked' || order.orderMode !== 'package' || !order.pickupTime) return null;
  const zone = { timeZone: order.storeTimezone || undefined };
  const end = new Date(Date.parse(order.pickupTime) + DELIVERY_SLOT_MINUTES * 60_000);
  return t('order.deliveryOn', {
    day: formatDate(order.pickupTime, 'weekdayDay', zone),
    start: formatDate(order.pickupTime, 'time', zone),
    end: formatDate(end, 'time', zone),
  });
}
