import { type termsEndpoints, termsPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useStore } from '../../store/index.ts';

export const termsListRef = endpointRef<typeof termsEndpoints.termsList>(termsPaths.termsList);
export const termsRef = endpointRef<typeof termsEndpoints.terms>(termsPaths.terms);

/**
 * Public documents of the store: under the 'customize' root, kept across logins, dropped on a store change; a
 * document is store text in the reader's language, so each key ends with the locale (textKey).
 */
export const termsKeys = {
  list: (storeId: number | null, locale: Locale) => textKey(['customize', 'terms', storeId, 'list'], locale),
  doc: (storeId: number | null, locale: Locale, which: TermsWhich) =>
    textKey(['customize', 'terms', storeId, which.id ?? null, which.kind ?? null], locale),
};

/** A document as the terms page's address names it: `terms?id=3` or `terms?kind=privacyPolicy`. */
export interface TermsWhich {
  id?: number;
  kind?: string;
}

/** The store's terms documents, titled in the app's language. */
export function useTermsList() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: termsKeys.list(storeId, locale),
    queryFn: async () => (await call(termsListRef, { storeId: storeId!, locale })).terms,
    enabled: storeId !== null,
  });
}

/** One document in the app's language (or the store's, when it has none in it). */
export function useTermsDocument(which: TermsWhich) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const named = which.id !== undefined || which.kind !== undefined;
  return useQuery({
    queryKey: termsKeys.doc(storeId, locale, which),
    queryFn: () => call(termsRef, { storeId: storeId!, locale, ...which }),
    enabled: storeId !== null && named,
  });
}
