import { type couponEndpoints, couponPaths, type MyCouponTab, type ResultOf } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { couponKeys, couponPageSize, nextPage } from './coupon-keys.ts';

export const myCouponsRef = endpointRef<typeof couponEndpoints.myCoupons>(couponPaths.myCoupons);
export type MyCouponsPage = ResultOf<typeof couponEndpoints.myCoupons>;

/** Coupon/MyCoupons (singletype 0): one tab of the member's coupons, page after page, with every tab's count. */
export function useMyCoupons(tab: MyCouponTab) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: couponKeys.mine(tab, locale),
    queryFn: ({ pageParam }) =>
      call(myCouponsRef, { singletype: 0, tab, pageIndex: pageParam, pageSize: couponPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.coupons),
      ),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
