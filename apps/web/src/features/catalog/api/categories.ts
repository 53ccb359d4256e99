import type { CategoryNode, catalogEndpoints } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { catalogKeys } from './keys.ts';

export const categoriesEndpoint = endpointRef<typeof catalogEndpoints.categories>('product/categories');

/** product/categories: the store's category tree, the system folders that have products first. */
export function fetchCategories(storeId: number): Promise<CategoryNode[]> {
  return call(categoriesEndpoint, { storeId });
}

export function useCategories() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: catalogKeys.categories(storeId ?? 0, locale),
    queryFn: () => fetchCategories(storeId!),
    enabled: storeId !== null,
    staleTime: 5 * 60_000,
  });
}
