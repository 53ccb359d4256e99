import { type couponEndpoints, couponPaths } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { couponKeys } from './coupon-keys.ts';

export const cancelCouponOrderRef = endpointRef<typeof couponEndpoints.cancelCouponOrder>(
  couponPaths.cancelCouponOrder,
);

/** OrderHistory/CancelCouponOrder as a mutation; whatever the answer, the order and the lists are read again. */
export function useCancelCouponOrder(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelCouponOrderRef, { orderNo }),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
