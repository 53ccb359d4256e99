import type { StoreSummary } from '@shop/contracts';
import type { LatLon } from '@shop/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { platform } from '../../../lib/platform.ts';
import { useStore } from '../state/use-store.ts';
import { nearbyStoreList } from './store-api.ts';

/** SPEC §9: the nearby list is read 20 stores a page, from page 1. */
export const nearbyPageSize = 20;
/** The contract's bound on ignoreStoreIds. */
const maxIgnored = 100;

export interface NearbyQuery {
  /** Null lists the stores without distances (no position, SPEC §9). */
  position: LatLon | null;
  /** The store settings' excludedStoreIds. */
  ignoreStoreIds: readonly number[];
}

/**
 * The picker's query keys: under `store`, so a store change drops them with the rest of the store's data; the
 * stores' names and addresses are store text, so the key ends with its locale.
 */
export const storePickerKeys = {
  nearby: (storeId: number, q: NearbyQuery, locale: Locale) =>
    textKey(
      [
        'store',
        'nearby',
        storeId,
        q.position?.latitude ?? null,
        q.position?.longitude ?? null,
        q.ignoreStoreIds,
      ],
      locale,
    ),
};

function validIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(0, maxIgnored);
}

/** Store/NearbyStoreList: one page of the chain's stores, nearest first when a position is given. */
export function fetchNearbyPage(q: NearbyQuery, pageIndex: number) {
  const ignored = validIds(q.ignoreStoreIds);
  return call(nearbyStoreList, {
    ...(q.position ? { latitude: q.position.latitude, longitude: q.position.longitude } : {}),
    ...(platform.kind === 'miniprogram' ? { forMiniAppOnly: true } : {}),
    pageIndex,
    pageSize: nearbyPageSize,
    ...(ignored.length > 0 ? { ignoreStoreIds: ignored } : {}),
  });
}

/** Stores may shift between pages while the list is read; each is shown once. */
export function uniqueStores(pages: readonly { items: readonly StoreSummary[] }[]): StoreSummary[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((s) => !seen.has(s.storeId) && seen.add(s.storeId));
}

/** The pages of the nearby list (`fetchNextPage` while `hasNextPage`); waits while `enabled` is false. */
export function useNearbyStores(q: NearbyQuery, enabled: boolean) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: storePickerKeys.nearby(storeId ?? 0, q, locale),
    queryFn: ({ pageParam }) => fetchNearbyPage(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageIndex + 1 : undefined),
    // A retried location swaps the list in place instead of blanking it.
    placeholderData: keepPreviousData,
    enabled: storeId !== null && enabled,
  });
}
