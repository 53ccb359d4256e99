import { type catalogEndpoints, catalogPaths, type ProductPage } from '@shop/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { bootProducts, useStore } from '../../store/index.ts';
import { catalogKeys, type ProductListFilter } from './keys.ts';

export const listMultiEndpoint = endpointRef<typeof catalogEndpoints.listMulti>(catalogPaths.listMulti);

/** Products per page of an infinite list. */
export const productPageSize = 20;

/** product/listmulti: one page of the store's products matching the filter. */
export function fetchProductPage(
  storeId: number,
  filter: ProductListFilter,
  pageIndex: number,
  pageSize = productPageSize,
): Promise<ProductPage> {
  const { categoryUids, name, mode } = filter;
  return call(listMultiEndpoint, {
    storeId,
    pageIndex,
    pageSize,
    ...(categoryUids && categoryUids.length > 0 ? { categoryUids } : {}),
    ...(name ? { name } : {}),
    ...(mode ? { mode } : {}),
  });
}

/**
 * The first page index.html came with (decision 062): the opening category's, in the order mode a new visit is in,
 * for the store and language the page booted in. A visit that opens on the category page then draws its first rows, and
 * asks for their pictures, as soon as its code has run.
 */
function bootFirstPage(storeId: number | null, filter: ProductListFilter, locale: Locale) {
  const [uid, ...more] = filter.categoryUids ?? [];
  if (storeId === null || uid === undefined || more.length > 0 || filter.name) return undefined;
  const page = bootProducts(storeId, locale, {
    categoryUid: uid,
    mode: filter.mode,
    pageSize: productPageSize,
  });
  return page ? { pages: [page], pageParams: [1] } : undefined;
}

/** A product list's query, shared by the list and the prefetch of its first page. */
export function productListQuery(storeId: number | null, filter: ProductListFilter, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list(storeId ?? 0, filter, locale),
    queryFn: ({ pageParam }) => fetchProductPage(storeId!, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.hasMore ? last.pageIndex + 1 : undefined),
    initialData: () => bootFirstPage(storeId, filter, locale),
    enabled: storeId !== null,
  });
}

/** The pages of a product list, fetched one after the other (`fetchNextPage` while `hasNextPage`). */
export function useProductList(filter: ProductListFilter, opts: { enabled?: boolean } = {}) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const query = productListQuery(storeId, filter, locale);
  return useInfiniteQuery({ ...query, enabled: query.enabled && (opts.enabled ?? true) });
}
