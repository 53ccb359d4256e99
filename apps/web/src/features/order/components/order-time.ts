import type { OrderSummaryOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';

/**
 * A time of an order, on the store's clock (as the store's pickup slots are shown): a shopper whose phone is set
 * to another zone still reads the order time and the pickup time alike. The device's zone only when the store
 * has none.
 */
export function orderTime(iso: string, order: Pick<OrderSummaryOut, 'storeTimezone'>): string {
  return formatDate(iso, 'long', { timeZone: order.storeTimezone || undefined });
}
