import { type CouponShareOut, type couponEndpoints, couponPaths } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { couponKeys } from './coupon-keys.ts';

export const shareGiftRef = endpointRef<typeof couponEndpoints.shareGift>(couponPaths.shareGift);
export const cancelShareRef = endpointRef<typeof couponEndpoints.cancelShare>(couponPaths.cancelShare);

/**
 * Coupon/ShareGift: a share link of one of the member's coupons, working for `hours`; it replaces an open one.
 * Coupon/CancelShare: takes the coupon's open link back (the coupon stays the member's). Either way the member's
 * coupon lists are asked again.
 */
export function useShareGift() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: couponKeys.all });
  return {
    async share(id: number, hours: number): Promise<CouponShareOut> {
      const link = await call(shareGiftRef, { id, hours });
      refresh();
      return link;
    },
    async cancel(id: number): Promise<boolean> {
      try {
        return (await call(cancelShareRef, { id })).cancelled;
      } finally {
        refresh();
      }
    },
  };
}
