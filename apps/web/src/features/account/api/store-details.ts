import { useQuery } from '@tanstack/react-query';
import { getStoreDataFast } from '../../../app/store/store-api.ts';
import { useStore } from '../../../app/store/use-store.ts';
import { call } from '../../../lib/api/client.ts';

/**
 * The current store with its position, for the shop information and map pages: read fresh, since its state
 * (open, closed for the day) moves with the clock while the app's boot copy does not.
 */
export function useStoreDetails() {
  const { storeId } = useStore();
  return useQuery({
    queryKey: ['store', 'details', storeId],
    queryFn: () => call(getStoreDataFast, { storeId: storeId!, includeLatLon: true }),
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}
