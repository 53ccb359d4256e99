import { type pointsmallEndpoints, pointsmallPaths } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { pointsmallKeys, pointsmallPageSize } from './pointsmall-keys.ts';

export const ordersRef = endpointRef<typeof pointsmallEndpoints.orders>(pointsmallPaths.orders);

/** PointsMall/Orders: the member's exchanges, newest first, page by page. */
export function usePointsOrders() {
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: pointsmallKeys.orders(locale),
    queryFn: ({ pageParam }) => call(ordersRef, { pageIndex: pageParam, pageSize: pointsmallPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((sum, p) => sum + p.orders.length, 0);
      return seen < last.total ? pages.length + 1 : undefined;
    },
    staleTime: 0,
  });
}
