import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the gift area, under the 'gift' root: a session change resets them (what the member bought and
 * received) and a store change drops them (the packages are the store's). Every answer carries store text, so each
 * key ends with its locale (decision 020).
 */
export const giftKeys = {
  all: ['gift'] as const,
  packages: (locale: Locale) => textKey(['gift', 'packages'], locale),
  detail: (id: number, locale: Locale) => textKey(['gift', 'detail', id], locale),
  order: (orderNo: string, locale: Locale) => textKey(['gift', 'order', orderNo], locale),
  received: (locale: Locale) => textKey(['gift', 'received'], locale),
};
