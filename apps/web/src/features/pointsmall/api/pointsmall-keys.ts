import type { MallView } from '@shop/domain';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the points mall, under the 'pointsmall' root: a session change resets them (the member's points
 * and counts), a store change drops them (the mall is the store's). Answers carry store text, so each key ends
 * with its locale (decision 020).
 */
export const pointsmallKeys = {
  all: ['pointsmall'] as const,
  mall: (view: MallView, categoryId: number | null, locale: Locale) =>
    textKey(['pointsmall', 'mall', view, categoryId], locale),
  product: (id: number, locale: Locale) => textKey(['pointsmall', 'product', id], locale),
  orders: (locale: Locale) => textKey(['pointsmall', 'orders'], locale),
  order: (orderNo: string, locale: Locale) => textKey(['pointsmall', 'order', orderNo], locale),
};

/** Products per page of the mall and exchanges per page of the history. */
export const pointsmallPageSize = 20;
