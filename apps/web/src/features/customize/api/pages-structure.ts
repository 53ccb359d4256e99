import { type PageStructure, type StoreInfo, type storeEndpoints, storePaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { useStore } from '../../store/index.ts';
import { loadDefaultHomePage } from './default-home.ts';
import { homeKeys } from './keys.ts';

export const pagesStructureEndpoint = endpointRef<typeof storeEndpoints.pagesStructure>(
  storePaths.pagesStructure,
);

/** SPEC §7: a PagesStructure failure with code 500 means "no page here": the client uses its default page. */
export function isMissingPageError(error: unknown): boolean {
  return isApiError(error) && (error.status === 500 || error.code === '500');
}

/** A staff member's look at an unpublished home (SPEC §7 isPreview) or an alternative layout (templateId). */
export interface HomeView {
  preview?: boolean;
  templateId?: number;
}

/** The view the address asks for: `isPreview=1` (or true) and a numeric `templateId`, decision 040. */
export function homeViewOf(query: Record<string, string | undefined>): HomeView {
  const view: HomeView = {};
  if (query.isPreview === '1' || query.isPreview === 'true') view.preview = true;
  if (query.templateId && /^\d{1,9}$/.test(query.templateId) && Number(query.templateId) > 0)
    view.templateId = Number(query.templateId);
  return view;
}

/** The home page's structure; the client's default page when the server answers 500, other errors thrown. */
export async function fetchHomePage(
  storeId: number,
  info: StoreInfo | null,
  view: HomeView = {},
): Promise<PageStructure> {
  const extra = {
    ...(view.preview ? { isPreview: true } : {}),
    ...(view.templateId ? { templateId: view.templateId } : {}),
  };
  try {
    const { pages } = await call(pagesStructureEndpoint, { storeId, pages: ['home'], ...extra });
    if (pages.home) return pages.home;
  } catch (error) {
    if (!isMissingPageError(error)) throw error;
  }
  return loadDefaultHomePage(storeId, info);
}

/**
 * The home page structure. The server inlines it in index.html (DESIGN §6), so on a first visit it is there
 * before the first paint with no call; the query refreshes it only once it is stale. A preview or a template
 * (the address's isPreview / templateId) is always asked for, under a key of its own.
 */
export function useHomePage() {
  const { storeId, info, homePage, textLocale } = useStore();
  const { locale } = useLocale();
  const { query } = useRoute();
  const view = homeViewOf(query);
  const special = view.preview || view.templateId;
  const page = special ? `home:${view.preview ? 'preview' : ''}:${view.templateId ?? ''}` : 'home';
  return useQuery({
    queryKey: homeKeys.page(storeId ?? 0, page, locale),
    queryFn: () => fetchHomePage(storeId!, info, view),
    // The inlined page is in the locale the server chose; another locale's key fetches its own.
    initialData: !special && homePage && textLocale === locale ? homePage : undefined,
    enabled: storeId !== null,
    // A failed page shows the error dialog and a retry button; retrying silently first only delays that.
    retry: false,
  });
}
