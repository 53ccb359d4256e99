import type { OrderTab } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/** The history's time filter (SPEC §9): the last 30 days or the last year. */
export type OrderRange = 'month' | 'year';

/**
 * Query keys of the order area. Member data: reset whenever the session changes (app/api-setup.ts). Orders show
 * product and store names in the reader's language, so a list or detail key ends with its locale (decision 020);
 * `lists` and `anyDetail` are the prefixes to invalidate every language at once.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (tab: OrderTab, range: OrderRange, locale: Locale) => textKey(['orders', 'list', tab, range], locale),
  anyDetail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
  detail: (orderNo: string, locale: Locale) => textKey(['orders', 'detail', orderNo], locale),
};
