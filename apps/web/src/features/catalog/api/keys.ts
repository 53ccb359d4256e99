import type { OrderModeName } from '@shop/contracts';

/** What a product list is filtered by; part of its query key. */
export interface ProductListFilter {
  categoryUids?: number[];
  name?: string;
  mode?: OrderModeName;
}

/** The catalogue's query keys (DESIGN §5: one factory per area). Public data, dropped on a store change. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (storeId: number) => ['catalog', 'categories', storeId] as const,
  list: (storeId: number, filter: ProductListFilter) => ['catalog', 'list', storeId, filter] as const,
  detail: (storeId: number, productId: number) => ['catalog', 'detail', storeId, productId] as const,
};
