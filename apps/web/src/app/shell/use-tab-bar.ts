import { type storeEndpoints, storePaths, type TabBarTab } from '@shop/contracts';
import { defaultTabKinds, tabStop } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { bootTabBar, useStore } from '../../features/store/index.ts';
import { call, endpointRef } from '../../lib/api/client.ts';
import { textKey } from '../../lib/api/query-client.ts';
import { useLocale } from '../../lib/i18n/i18n-context.tsx';
import { setTabStops } from '../../lib/router/tab-set.ts';

const pagesStructure = endpointRef<typeof storeEndpoints.pagesStructure>(storePaths.pagesStructure);

/** The bar of a store without its own, and of any store while its bar cannot be read. */
export const defaultTabBar: TabBarTab[] = defaultTabKinds.map((kind) => ({
  kind,
  ...tabStop(kind),
  label: null,
}));

/** PagesStructure carries the store's tab bar with the page asked for; a store without a home still has a bar. */
async function fetchTabBar(storeId: number): Promise<TabBarTab[]> {
  try {
    return (await call(pagesStructure, { storeId, pages: ['home'] })).tabBar;
  } catch {
    return defaultTabBar;
  }
}

/**
 * The store's tab bar (decision 041): inlined in index.html for the first paint, fetched with PagesStructure after
 * a store or language switch. Keeps the router's tab set (lib/router/tab-set.ts) in step, so links to the store's
 * tab pages open by redirect and others with hideTab=true.
 */
export function useTabBar(): TabBarTab[] {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const { data } = useQuery({
    queryKey: textKey(['store', 'tabBar', storeId ?? 0], locale),
    queryFn: () => fetchTabBar(storeId!),
    initialData: storeId ? (bootTabBar(storeId, locale) ?? undefined) : undefined,
    enabled: storeId !== null,
    staleTime: 60_000,
  });
  const tabs = data ?? defaultTabBar;
  // Set while rendering, not in an effect: the router must know the tabs before the first tap on this bar.
  setTabStops(tabs);
  return tabs;
}
