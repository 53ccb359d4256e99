import { type orderEndpoints, orderPaths, type ResultOf } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { orderKeys } from './order-keys.ts';

export const cancelOrderRef = endpointRef<typeof orderEndpoints.cancelProductOrder>(
  orderPaths.cancelProductOrder,
);

/** Order/CancelProductOrder: cancels the member's unpaid order. */
export function cancelOrder(orderNo: string): Promise<ResultOf<typeof orderEndpoints.cancelProductOrder>> {
  return call(cancelOrderRef, { orderNo });
}

/** Cancelling as a mutation; whatever the answer, the order and the lists are read again. */
export function useCancelOrder(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderNo),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.anyDetail(orderNo) }),
        client.invalidateQueries({ queryKey: orderKeys.lists }),
      ]);
    },
  });
}
