import type { MyCouponTab } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the coupon area, under the 'coupon' root: a session change resets them (the counts of what the
 * member claimed, their coupons) and a store change drops them (the centre is the store's). Every answer carries
 * store text (template names, product names), so each key ends with its locale (decision 020).
 */
export const couponKeys = {
  all: ['coupon'] as const,
  centre: (locale: Locale) => textKey(['coupon', 'centre'], locale),
  template: (id: number, locale: Locale) => textKey(['coupon', 'template', id], locale),
  mineRoot: ['coupon', 'mine'] as const,
  mine: (tab: MyCouponTab, locale: Locale) => textKey(['coupon', 'mine', tab], locale),
  detail: (id: number, locale: Locale) => textKey(['coupon', 'detail', id], locale),
  transfer: (token: string, locale: Locale) => textKey(['coupon', 'transfer', token], locale),
  records: (direction: 'given' | 'received', locale: Locale) =>
    textKey(['coupon', 'records', direction], locale),
  order: (orderNo: string, locale: Locale) => textKey(['coupon', 'order', orderNo], locale),
  orders: (locale: Locale) => textKey(['coupon', 'orders'], locale),
};

/** Coupons per page of the centre, My coupons and the gift records. */
export const couponPageSize = 20;

/** The next page of a paged answer, while the pages so far hold fewer than its total. */
export function nextPage(total: number, pages: readonly { length: number }[]): number | undefined {
  const seen = pages.reduce((sum, p) => sum + p.length, 0);
  return seen < total ? pages.length + 1 : undefined;
}
