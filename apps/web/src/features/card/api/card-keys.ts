import type { CardKind, CardSingletype, MyCardTab } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the card area, under the 'card' root: a session change resets them (the member's cards) and a
 * store change drops them (the products are the store's). Every answer carries store text (card and store names),
 * so each key ends with its locale (decision 020).
 */
export const cardKeys = {
  all: ['card'] as const,
  products: (kind: CardKind, locale: Locale) => textKey(['card', 'products', kind], locale),
  product: (id: number, locale: Locale) => textKey(['card', 'product', id], locale),
  mine: (singletype: CardSingletype, tab: MyCardTab, locale: Locale) =>
    textKey(['card', 'mine', singletype, tab], locale),
  detail: (id: number, locale: Locale) => textKey(['card', 'detail', id], locale),
  records: (id: number, locale: Locale) => textKey(['card', 'records', id], locale),
  order: (orderNo: string, locale: Locale) => textKey(['card', 'order', orderNo], locale),
};

/** Cards and records per page. */
export const cardPageSize = 20;
