import { type catalogEndpoints, catalogPaths, type ProductDetail } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useStore } from '../../store/index.ts';
import { catalogKeys } from './keys.ts';

export const productDetailEndpoint = endpointRef<typeof catalogEndpoints.productDetail>(
  catalogPaths.productDetail,
);

/** product/ProductDetail: the product's card data, images, description and option groups. */
export function fetchProductDetail(storeId: number, productId: number): Promise<ProductDetail> {
  return call(productDetailEndpoint, { storeId, productId });
}

/** A product's detail query, shared by the page and the prefetch that starts it ahead of the page's code. */
export function productDetailQuery(storeId: number | null, productId: number | null, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.detail(storeId ?? 0, productId ?? 0, locale),
    queryFn: () => fetchProductDetail(storeId!, productId!),
    enabled: storeId !== null && productId !== null,
    // Stock changes; a short freshness keeps "only N left" honest without refetching on every visit.
    staleTime: 15_000,
  });
}

/** The product's detail; `productId` null (a missing or malformed id) fetches nothing. */
export function useProductDetail(productId: number | null) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery(productDetailQuery(storeId, productId, locale));
}
