import { QueryClient } from '@tanstack/react-query';
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

export function rootOf(queryKey: readonly unknown[]): string {
  return typeof queryKey[0] === 'string' ? queryKey[0] : '';
}
