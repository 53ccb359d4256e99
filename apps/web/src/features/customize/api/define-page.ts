import { type customizeEndpoints, customizePaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { homeKeys } from './keys.ts';

export const readDefinePageRef = endpointRef<typeof customizeEndpoints.readDefinePageStructure>(
  customizePaths.readDefinePageStructure,
);
export const definePageListRef = endpointRef<typeof customizeEndpoints.definePageList>(
  customizePaths.definePageList,
);

/** A custom page the store does not have, or has not published: the page says so instead of failing. */
export function isMissingPage(error: unknown): boolean {
  return isApiError(error) && error.code === 'CUSTOM_PAGE_NOT_FOUND';
}

/** Customize/ReadDefinePageStructure: a custom page of the current store, its draft with `preview`. */
export function useDefinePage(pageId: number | null, preview: boolean) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: homeKeys.definePage(storeId ?? 0, pageId ?? 0, preview, locale),
    queryFn: () =>
      call(readDefinePageRef, {
        storeId: storeId!,
        pageId: pageId!,
        ...(preview ? { isPreview: true } : {}),
      }),
    enabled: storeId !== null && pageId !== null,
    // Not found stays not found; other failures show a retry button rather than waiting on silent retries.
    retry: false,
    staleTime: preview ? 0 : 30_000,
  });
}

/** Customize/DefinePageList: the store's published custom pages. */
export function useDefinePageList(enabled: boolean) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: homeKeys.definePageList(storeId ?? 0, locale),
    queryFn: () => call(definePageListRef, { storeId: storeId! }),
    enabled: enabled && storeId !== null,
  });
}
