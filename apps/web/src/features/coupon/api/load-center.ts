import { type couponEndpoints, couponPaths, type ResultOf } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { couponKeys, couponPageSize, nextPage } from './coupon-keys.ts';

export const loadCenterRef = endpointRef<typeof couponEndpoints.loadCenter>(couponPaths.loadCenter);
export type CentrePage = ResultOf<typeof couponEndpoints.loadCenter>;

/** Coupon/LoadCenter: the templates the store publishes, with what is left and whether the caller can take each. */
export function useCentre() {
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: couponKeys.centre(locale),
    queryFn: ({ pageParam }) => call(loadCenterRef, { pageIndex: pageParam, pageSize: couponPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.coupons),
      ),
    staleTime: 0,
  });
}
