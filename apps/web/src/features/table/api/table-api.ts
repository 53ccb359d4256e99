import {
  type CoopCartOut,
  type RequestOf,
  type ResultOf,
  type TableOut,
  type tableEndpoints,
  tablePaths,
} from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import type { TableRef } from '../state/table-ref.ts';

type Eps = typeof tableEndpoints;
const refs = {
  query: endpointRef<Eps['queryTableByWxCode']>(tablePaths.queryTableByWxCode),
  join: endpointRef<Eps['joinCoopCart']>(tablePaths.joinCoopCart),
  mine: endpointRef<Eps['myCoopCart']>(tablePaths.myCoopCart),
  add: endpointRef<Eps['addCoopCartItem']>(tablePaths.addCoopCartItem),
  set: endpointRef<Eps['setCoopCartItem']>(tablePaths.setCoopCartItem),
  complete: endpointRef<Eps['completeCoopCart']>(tablePaths.completeCoopCart),
};

/** How often an open table's cart is read again: another phone's dishes show within this. */
export const coopCartPollMs = 3000;

/**
 * Query keys of the table area. Nothing of a table session is kept between visits: every query is fresh on mount
 * (staleTime 0) and the cart polls, so a table closed or moved is seen as such at once (decision 024).
 */
export const tableKeys = {
  all: ['table'] as const,
  table: (ref: TableRef, locale: Locale) =>
    textKey(['table', 'table', ref.code ?? '', ref.tableNo ?? ''], locale),
  cart: (sessionId: number, locale: Locale) => textKey(['table', 'cart', sessionId], locale),
};

/** table/QueryTableByWxCode: the table a scan names, with its open session. */
export function useTable(ref: TableRef | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: tableKeys.table(ref ?? {}, locale),
    queryFn: () => call(refs.query, ref ?? {}),
    enabled: ref !== null,
    staleTime: 0,
    retry: false,
  });
}

/** CoopCart/MyCoopCart, read again every few seconds while the session is open. */
export function useCoopCart(sessionId: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: tableKeys.cart(sessionId, locale),
    queryFn: () => call(refs.mine, { sessionId }),
    enabled: sessionId > 0,
    staleTime: 0,
    retry: false,
    refetchInterval: (q) => (q.state.data?.session.status === 'closed' ? false : coopCartPollMs),
  });
}

/** Puts a cart answer in place at once, so the phone that changed it sees it without waiting for the poll. */
function useCartAnswer(locale: Locale) {
  return (cart: CoopCartOut) => queryClient.setQueryData(tableKeys.cart(cart.session.id, locale), cart);
}

export function useJoinTable() {
  const { locale } = useLocale();
  const put = useCartAnswer(locale);
  return useMutation({
    mutationFn: (req: RequestOf<Eps['joinCoopCart']>) => call(refs.join, req),
    onSuccess: put,
  });
}

export function useAddDish() {
  const { locale } = useLocale();
  const put = useCartAnswer(locale);
  return useMutation({
    mutationFn: (req: RequestOf<Eps['addCoopCartItem']>) => call(refs.add, req),
    onSuccess: put,
  });
}

export function useSetDish() {
  const { locale } = useLocale();
  const put = useCartAnswer(locale);
  return useMutation({
    mutationFn: (req: RequestOf<Eps['setCoopCartItem']>) => call(refs.set, req),
    onSuccess: put,
  });
}

export type CompletedTable = ResultOf<Eps['completeCoopCart']>;

export function useCompleteTable() {
  const { locale } = useLocale();
  const put = useCartAnswer(locale);
  return useMutation({
    mutationFn: (req: RequestOf<Eps['completeCoopCart']>) => call(refs.complete, req),
    onSuccess: (done) => put(done.cart),
  });
}

export type { TableOut };
