import { type couponEndpoints, couponPaths } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { couponKeys, couponPageSize, nextPage } from './coupon-keys.ts';

export const couponOrdersRef = endpointRef<typeof couponEndpoints.loadCouponCardOrders>(
  couponPaths.loadCouponCardOrders,
);

/** OrderHistory/LoadCouponCardOrders: the member's coupon orders, newest first, page after page. */
export function useCouponOrders() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: couponKeys.orders(locale),
    queryFn: ({ pageParam }) => call(couponOrdersRef, { pageIndex: pageParam, pageSize: couponPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.orders),
      ),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
