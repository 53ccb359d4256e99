import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../i18n/locale.ts';
import { isApiError } from './api-error.ts';

/**
 * The app's TanStack Query client. Query keys start with their area (`['catalog', …]`, `['account', …]`), one
 * key factory per area (DESIGN §5); the roots below matter to the app layer: a store change drops every query
 * except `prefs` and `account`, and a session change resets every query except the public ones.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change on retry; a network hiccup or a 5xx might.
      retry: (failures, err) => failures < 2 && !(isApiError(err) && err.status >= 400 && err.status < 500),
    },
  },
});

/** Query-key roots that do not depend on who is logged in. */
export const publicQueryRoots: ReadonlySet<string> = new Set(['store', 'catalog', 'customize', 'prefs']);

/** Query-key roots kept across a store change. */
export const storeIndependentRoots: ReadonlySet<string> = new Set(['prefs', 'account']);

/**
 * Answers that carry store-authored text (product, category and option names, the store's name, banners and
 * notice, level names…) come in the locale they were asked in (the x-locale header; decision 020). Their query
 * keys end with that locale, so each language is its own cache entry: switching language asks for the new one
 * (a new key) without a reload, and switching back is served from the cache. A key factory takes the locale as
 * its last argument (`catalogKeys.list(storeId, filter, locale)`); the hook reads it with `useLocale()`, which
 * also re-renders it on a switch.
 */
export type TextKey<K extends readonly unknown[]> = readonly [...K, Locale];

/** A store-text query key: `key` followed by the locale its answer is in. */
export function textKey<const K extends readonly unknown[]>(key: K, locale: Locale): TextKey<K> {
  return [...key, locale];
}

export function rootOf(queryKey: readonly unknown[]): string {
  return typeof queryKey[0] === 'string' ? queryKey[0] : '';
}
