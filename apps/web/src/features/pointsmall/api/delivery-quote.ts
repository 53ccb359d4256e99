import { type deliveryEndpoints, deliveryPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { pointsmallKeys } from './pointsmall-keys.ts';

export const checkAddressRef = endpointRef<typeof deliveryEndpoints.checkAddressReliability>(
  deliveryPaths.checkAddressReliability,
);

/**
 * Store/CheckAddressReliability for one of the member's addresses: the store's zone covering it, whose fee is the
 * freight of delivered goods (decision 044); DELIVERY_OUT_OF_RANGE when none does. Not asked without an address.
 */
export function useDeliveryQuote(storeId: number | null, addressId: number | null) {
  return useQuery({
    queryKey: [...pointsmallKeys.all, 'freight', storeId, addressId],
    queryFn: () => call(checkAddressRef, { storeId: storeId!, addressId: addressId! }),
    enabled: storeId !== null && addressId !== null,
    retry: false,
    staleTime: 30_000,
  });
}
