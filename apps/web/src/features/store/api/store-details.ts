import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../state/use-store.ts';
import { getStoreDataFast } from './store-api.ts';

/**
 * The current store with its position, for the shop information and map pages: read fresh, since its state
 * (open, closed for the day) moves with the clock while the app's boot copy does not.
 */
export function useStoreDetails() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    // Its name and address are store text: one entry per locale (decision 020).
    queryKey: textKey(['store', 'details', storeId], locale),
    queryFn: () => call(getStoreDataFast, { storeId: storeId!, includeLatLon: true }),
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}
