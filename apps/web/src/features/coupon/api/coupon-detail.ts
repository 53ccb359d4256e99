import { type couponEndpoints, couponPaths, type MemberCouponDetailOut } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { couponKeys } from './coupon-keys.ts';

export const detailRef = endpointRef<typeof couponEndpoints.detail>(couponPaths.detail);

/** Coupon/Detail: one of the member's coupons with its rule and its open share link. */
export function useMemberCoupon(id: number | null) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<MemberCouponDetailOut>({
    queryKey: couponKeys.detail(id ?? 0, locale),
    queryFn: () => call(detailRef, { id: id ?? 0 }),
    enabled: isLoggedIn && id !== null,
    staleTime: 0,
  });
}
