import { type couponEndpoints, couponPaths } from '@shop/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { couponKeys } from './coupon-keys.ts';

export const cancelCouponOrderRef = endpointRef<typeof couponEndpoints.cancelCouponOrder>(
  couponPaths.cancelCouponOrder,
);

/**
 * OrderHistory/CancelCouponOrder as a mutation (a coupon or card order, decision 059); whatever the answer, the
 * order and the lists are read again — coupon's, and what the kind's own view reads (`also`, its area's keys).
 */
export function useCancelCouponOrder(orderNo: string, also?: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelCouponOrderRef, { orderNo }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: couponKeys.all }),
        also ? client.invalidateQueries({ queryKey: also }) : null,
      ]),
  });
}
