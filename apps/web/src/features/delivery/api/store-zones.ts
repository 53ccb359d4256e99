import { type deliveryEndpoints, deliveryPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { deliveryKeys } from './delivery-keys.ts';

export type StoreZones = ResultOf<typeof deliveryEndpoints.getStoreTakeawayZones>;

export const storeZonesRef = endpointRef<typeof deliveryEndpoints.getStoreTakeawayZones>(
  deliveryPaths.getStoreTakeawayZones,
);

/** Store/GetStoreTakeawayZones: a store's position and delivery zones; not asked for without a store. */
export function useStoreZones(storeId: number | null) {
  return useQuery({
    queryKey: deliveryKeys.zones(storeId ?? 0),
    queryFn: () => call(storeZonesRef, { storeId: storeId ?? 0 }),
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}
