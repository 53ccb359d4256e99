import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { useStore } from '../state/use-store.ts';
import { getStoreDataFast } from './store-api.ts';

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
