import { type CouponOrderOut, type couponEndpoints, couponPaths, type RequestOf } from '@shop/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { accountKeys } from '../../account/index.ts';
import { couponKeys } from './coupon-keys.ts';

export const buyRef = endpointRef<typeof couponEndpoints.buy>(couponPaths.buy);
export const couponOrderRef = endpointRef<typeof couponEndpoints.couponOrderDetail>(
  couponPaths.couponOrderDetail,
);
export type BuyRequest = RequestOf<typeof couponEndpoints.buy>;

/**
 * Coupon/Buy: the coupon order, paid by balance at once or left unpaid for the gateway. The idempotency key is the
 * caller's, kept for the visit, so a retry or a double tap answers the first order. Whatever the answer the
 * balance and the coupon lists are asked again.
 */
export async function buyCoupon(client: QueryClient, request: BuyRequest): Promise<CouponOrderOut> {
  try {
    return await call(buyRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: couponKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** OrderHistory/CouponOrderDetail: one of the member's coupon orders, for the pay result. */
export function useCouponOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<CouponOrderOut>({
    queryKey: couponKeys.order(orderNo, locale),
    queryFn: () => call(couponOrderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}
