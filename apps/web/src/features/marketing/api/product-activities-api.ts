import { marketingPaths, type productActivityEndpoints } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useStore } from '../../store/index.ts';

const activitiesRef = endpointRef<typeof productActivityEndpoints.productActivities>(
  marketingPaths.productActivities,
);

/**
 * The store's activities on products (flash sales, group buys, bargains, pre-sales) that can still be joined: one
 * list per store and language, matched against every product card and detail page as the promotions are
 * (decision 032), so a product list costs one call, not one per card. Names are store text: the key ends with
 * the locale.
 */
export function productActivitiesQuery(storeId: number | null, locale: Locale) {
  return queryOptions({
    queryKey: textKey(['marketing', 'productActivities', storeId], locale),
    queryFn: async () => (await call(activitiesRef, {})).activities,
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}

export function useProductActivities() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery(productActivitiesQuery(storeId, locale));
}
