import { type promotionEndpoints, promotionPaths } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { currentLocale } from '../../../lib/i18n/messages.ts';
import { currentStoreId, useStore } from '../../store/index.ts';
import { productActivitiesQuery, useProductActivities } from './product-activities-api.ts';

export const loadPromotionsRef = endpointRef<typeof promotionEndpoints.loadPromotionDiscountList>(
  promotionPaths.loadPromotionDiscountList,
);

/** Promotions carry store text (their names, the products they hand out): the key ends with the locale. */
export const promotionKeys = {
  store: (storeId: number | null, locale: Locale) => textKey(['marketing', 'promotions', storeId], locale),
};

/**
 * The store's promotions running now or later, all types: one list per store and language that the promotions
 * page filters by type and every product card and detail page matches against (so a product list costs no extra
 * call per card, and the product list's page cache stays as it is: decision 032).
 */
export function usePromotions() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery(promotionsQuery(storeId, locale));
}

/** The promotions' query, shared by the hook and the prefetch that starts it ahead of a page's code. */
export function promotionsQuery(storeId: number | null, locale: Locale) {
  return queryOptions({
    queryKey: promotionKeys.store(storeId, locale),
    queryFn: async () => (await call(loadPromotionsRef, {})).promotions,
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}

/** Starts the store's promotions and product activities ahead of a page that waits for them (the product detail). */
export function prefetchPromotions(): void {
  const storeId = currentStoreId();
  if (storeId === null) return;
  void queryClient.prefetchQuery(promotionsQuery(storeId, currentLocale()));
  void queryClient.prefetchQuery(productActivitiesQuery(storeId, currentLocale()));
}

/** Whether a list has answered, failed once, or is not being asked (a query's state, read as the badges need it). */
function hasSettled(q: { isPending: boolean; failureCount: number; fetchStatus: string }): boolean {
  return !q.isPending || q.failureCount > 0 || q.fetchStatus !== 'fetching';
}

/**
 * Whether the store's promotions and product activities have been answered (or failed once, or cannot be asked
 * yet): the product detail waits for both, so its badges come with the page rather than pushing the options down
 * after it (issue 15: CLS). Once true it stays true for the caller: a failed list is asked again when the badges
 * mount, which must not take the page away again.
 */
export function usePromotionsSettled(): boolean {
  const promotions = usePromotions();
  const activities = useProductActivities();
  const settled = useRef(false);
  if (hasSettled(promotions) && hasSettled(activities)) settled.current = true;
  return settled.current;
}
