import { type pointsmallEndpoints, pointsmallPaths, type ResultOf } from '@shop/contracts';
import type { MallView } from '@shop/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { pointsmallKeys, pointsmallPageSize } from './pointsmall-keys.ts';

export const loadProductsRef = endpointRef<typeof pointsmallEndpoints.loadProducts>(
  pointsmallPaths.loadProducts,
);
export type MallPage = ResultOf<typeof pointsmallEndpoints.loadProducts>;

/** PointsMall/LoadProducts: one view and shelf of the mall, page by page, with the shelves and the caller's points. */
export function useMall(view: MallView, categoryId: number | null) {
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: pointsmallKeys.mall(view, categoryId, locale),
    queryFn: ({ pageParam }) =>
      call(loadProductsRef, {
        view,
        ...(categoryId === null ? {} : { categoryId }),
        pageIndex: pageParam,
        pageSize: pointsmallPageSize,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((sum, p) => sum + p.products.length, 0);
      return seen < last.total ? pages.length + 1 : undefined;
    },
    staleTime: 0,
  });
}
