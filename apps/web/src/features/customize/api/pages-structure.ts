import type { PageStructure, StoreInfo, storeEndpoints } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { loadDefaultHomePage } from './default-home.ts';
import { homeKeys } from './keys.ts';

export const pagesStructureEndpoint =
  endpointRef<typeof storeEndpoints.pagesStructure>('Store/PagesStructure');

/** SPEC §7: a PagesStructure failure with code 500 means "no page here": the client uses its default page. */
export function isMissingPageError(error: unknown): boolean {
  return isApiError(error) && (error.status === 500 || error.code === '500');
}

/** The home page's structure; the client's default page when the server answers 500, other errors thrown. */
export async function fetchHomePage(storeId: number, info: StoreInfo | null): Promise<PageStructure> {
  try {
    const { pages } = await call(pagesStructureEndpoint, { storeId, pages: ['home'] });
    if (pages.home) return pages.home;
  } catch (error) {
    if (!isMissingPageError(error)) throw error;
  }
  return loadDefaultHomePage(storeId, info);
}

/**
 * The home page structure. The server inlines it in index.html (DESIGN §6), so on a first visit it is there
 * before the first paint with no call; the query refreshes it only once it is stale.
 */
export function useHomePage() {
  const { storeId, info, homePage, textLocale } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: homeKeys.page(storeId ?? 0, 'home', locale),
    queryFn: () => fetchHomePage(storeId!, info),
    // The inlined page is in the locale the server chose; another locale's key fetches its own.
    initialData: homePage && textLocale === locale ? homePage : undefined,
    enabled: storeId !== null,
    // A failed page shows the error dialog and a retry button; retrying silently first only delays that.
    retry: false,
  });
}
