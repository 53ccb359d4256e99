import { type checkoutEndpoints, checkoutPaths, type PlaceOrderMode, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useStore } from '../../store/index.ts';
import { paymentKeys } from './payment-keys.ts';

export const getPayInfoRef = endpointRef<typeof checkoutEndpoints.getPayInfo>(checkoutPaths.getPayInfo);
export type PayInfo = ResultOf<typeof checkoutEndpoints.getPayInfo>;

/** checkout/GetPayInfo: the store's payment flags and the options it offers in a mode. */
export function fetchPayInfo(orderMode: PlaceOrderMode): Promise<PayInfo> {
  return call(getPayInfoRef, { orderMode });
}

const payInfoStaleMs = 60_000;

/** Fetches the options ahead of the settlement page (the init step), keeping whatever is fresh. */
export function prefetchPayInfo(storeId: number, orderMode: PlaceOrderMode): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: paymentKeys.payInfo(storeId, orderMode),
    queryFn: () => fetchPayInfo(orderMode),
    staleTime: payInfoStaleMs,
  });
}

/** Drops every cached pay info: whether a balance payment asks for the payment password has just changed. */
export function forgetPayInfo(): void {
  queryClient.removeQueries({ queryKey: paymentKeys.payInfoAll });
}

/** The payment options of the current store in a mode (members only). */
export function usePayInfo(orderMode: PlaceOrderMode, enabled: boolean) {
  const { storeId } = useStore();
  return useQuery({
    queryKey: paymentKeys.payInfo(storeId, orderMode),
    queryFn: () => fetchPayInfo(orderMode),
    enabled: enabled && storeId !== null,
    staleTime: payInfoStaleMs,
    // A store that turned payment off answers the same on a retry; the page shows it at once.
    retry: false,
  });
}
