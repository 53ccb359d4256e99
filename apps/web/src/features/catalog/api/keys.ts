import type { OrderModeName } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/** What a product list is filtered by; part of its query key. */
export interface ProductListFilter {
  categoryUids?: number[];
  name?: string;
  mode?: OrderModeName;
}

/**
 * The catalogue's query keys (DESIGN §5: one factory per area). Public data, dropped on a store change; names are
 * store text, so each key ends with its locale (lib/api/query-client.ts textKey).
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (storeId: number, locale: Locale) => textKey(['catalog', 'categories', storeId], locale),
  list: (storeId: number, filter: ProductListFilter, locale: Locale) =>
    textKey(['catalog', 'list', storeId, filter], locale),
  detail: (storeId: number, productId: number, locale: Locale) =>
    textKey(['catalog', 'detail', storeId, productId], locale),
  combo: (storeId: number, comboId: number, locale: Locale) =>
    textKey(['catalog', 'combo', storeId, comboId], locale),
};
