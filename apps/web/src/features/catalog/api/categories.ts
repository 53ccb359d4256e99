import { type CategoryNode, type catalogEndpoints, catalogPaths } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { bootCategories, useStore } from '../../store/index.ts';
import { catalogKeys } from './keys.ts';

export const categoriesEndpoint = endpointRef<typeof catalogEndpoints.categories>(catalogPaths.categories);

/** product/categories: the store's category tree, the system folders that have products first. */
export function fetchCategories(storeId: number): Promise<CategoryNode[]> {
  return call(categoriesEndpoint, { storeId });
}

/** The category tree's query, shared by the page and the prefetch that starts it ahead of the page's code. */
export function categoriesQuery(storeId: number | null, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.categories(storeId ?? 0, locale),
    queryFn: () => fetchCategories(storeId!),
    // The tree index.html came with, for the store and language it booted in: no call when a visit opens here.
    initialData: () => (storeId === null ? undefined : (bootCategories(storeId, locale) ?? undefined)),
    enabled: storeId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery(categoriesQuery(storeId, locale));
}
