import { type RequestOf, type TopUpOrderOut, type topUpEndpoints, topUpPaths } from '@shop/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { accountKeys } from '../../account/index.ts';
import { balanceKeys } from './balance-keys.ts';

export const topUpRef = endpointRef<typeof topUpEndpoints.topUp>(topUpPaths.topUp);
export const topUpOrderRef = endpointRef<typeof topUpEndpoints.topUpOrder>(topUpPaths.topUpOrder);
export type TopUpRequest = RequestOf<typeof topUpEndpoints.topUp>;

/**
 * Balance/TopUp: the top-up order, unpaid for the gateway. The idempotency key is the caller's, kept for the visit,
 * so a retry or a double tap answers the first order; whatever the answer the balance is asked again.
 */
export async function placeTopUp(client: QueryClient, request: TopUpRequest): Promise<TopUpOrderOut> {
  try {
    return await call(topUpRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: balanceKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Balance/TopUpOrder: one of the member's top-ups, for the result after the gateway. */
export function useTopUpOrder(orderNo: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: balanceKeys.topUp(orderNo, locale),
    queryFn: () => call(topUpOrderRef, { orderNo }),
    enabled: enabled && orderNo !== '',
    staleTime: 0,
  });
}
