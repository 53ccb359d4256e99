import { type pointsmallEndpoints, pointsmallPaths } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { accountKeys } from '../../account/index.ts';
import { pointsmallKeys } from './pointsmall-keys.ts';

export const cancelExchangeRef = endpointRef<typeof pointsmallEndpoints.cancelExchange>(
  pointsmallPaths.cancelExchange,
);

/** Integrals/CancelExchange as a mutation; whatever the answer, the exchange, the mall and the points are read again. */
export function useCancelExchange(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelExchangeRef, { orderNo }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pointsmallKeys.all });
      void client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
