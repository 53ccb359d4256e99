import {
  type CashOutOut,
  type PartnerCentreOut,
  type ProfitKindOut,
  type partnerEndpoints,
  partnerPaths,
  type RequestOf,
  type ResultOf,
} from '@shop/contracts';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { accountKeys } from '../../account/index.ts';

// The partner calls (packages/contracts/src/partner, issue 31), one reference each.
export const levelsRef = endpointRef<typeof partnerEndpoints.levels>(partnerPaths.levels);
export const applyRef = endpointRef<typeof partnerEndpoints.apply>(partnerPaths.apply);
export const centreRef = endpointRef<typeof partnerEndpoints.centre>(partnerPaths.centre);
export const friendsRef = endpointRef<typeof partnerEndpoints.friends>(partnerPaths.friends);
export const myProfitRef = endpointRef<typeof partnerEndpoints.myProfit>(partnerPaths.myProfit);
export const profitDetailsRef = endpointRef<typeof partnerEndpoints.profitDetails>(
  partnerPaths.profitDetails,
);
export const quoteRef = endpointRef<typeof partnerEndpoints.cashOutQuote>(partnerPaths.cashOutQuote);
export const cashOutRef = endpointRef<typeof partnerEndpoints.cashOut>(partnerPaths.cashOut);
export const recordsRef = endpointRef<typeof partnerEndpoints.cashOutRecords>(partnerPaths.cashOutRecords);
export const recordRef = endpointRef<typeof partnerEndpoints.cashOutDetail>(partnerPaths.cashOutDetail);
export const toBalanceRef = endpointRef<typeof partnerEndpoints.toBalance>(partnerPaths.toBalance);

export type PartnerLevels = ResultOf<typeof partnerEndpoints.levels>;
export type CashOutRequest = RequestOf<typeof partnerEndpoints.cashOut>;
export type CashOutStatus = CashOutOut['status'];

/**
 * Query keys under the partner area's root 'partner': a session change resets them (the member's money). Answers
 * naming levels (store text) end with their locale (decision 020).
 */
export const partnerKeys = {
  all: ['partner'] as const,
  levels: (locale: Locale) => textKey(['partner', 'levels'], locale),
  centre: (locale: Locale) => textKey(['partner', 'centre'], locale),
  friends: (level: 1 | 2) => ['partner', 'friends', level] as const,
  myProfit: ['partner', 'myProfit'] as const,
  details: (kind: ProfitKindOut | '') => ['partner', 'details', kind] as const,
  records: ['partner', 'records'] as const,
  record: (id: number) => ['partner', 'record', id] as const,
  quote: (amount: number) => ['partner', 'quote', amount] as const,
  share: (what: string, storeId: number | null, locale: Locale) =>
    textKey(['partner', 'share', what, storeId ?? 0], locale),
};

/** Rows per page of the paged lists. */
export const partnerPageSize = 20;

/** The next page's number while the rows seen so far are fewer than the total. */
function nextPage(last: { total: number }, pages: readonly unknown[], seen: number): number | undefined {
  return seen < last.total ? pages.length + 1 : undefined;
}

/** Partner/Levels: the store's levels, whether sign-up is open and the partner agreement's version. */
export function usePartnerLevels() {
  const { locale } = useLocale();
  return useQuery({ queryKey: partnerKeys.levels(locale), queryFn: () => call(levelsRef, {}), staleTime: 0 });
}

/** Partner/Index: the member's identity, its validity, the four figures and the cash-out rules. */
export function usePartnerCentre() {
  const { locale } = useLocale();
  return useQuery({ queryKey: partnerKeys.centre(locale), queryFn: () => call(centreRef, {}), staleTime: 0 });
}

/** Partner/Apply; the centre and the login info (isDistributer) are asked again whatever the answer. */
export async function applyPartner(
  client: QueryClient,
  levelId: number,
  agreementVersion: string,
): Promise<PartnerCentreOut> {
  try {
    return await call(applyRef, { levelId, agreementVersion });
  } finally {
    void client.invalidateQueries({ queryKey: partnerKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Partner/MyFriends at one level, newest first, paged. */
export function useFriends(level: 1 | 2) {
  return useInfiniteQuery({
    queryKey: partnerKeys.friends(level),
    queryFn: ({ pageParam }) => call(friendsRef, { level, pageIndex: pageParam, pageSize: partnerPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last,
        pages,
        pages.reduce((sum, p) => sum + p.friends.length, 0),
      ),
    staleTime: 0,
  });
}

/** Partner/MyProfit: the last year's earnings by month and the accounts now. */
export function useMyProfit() {
  return useQuery({ queryKey: partnerKeys.myProfit, queryFn: () => call(myProfitRef, {}), staleTime: 0 });
}

/** Partner/ProfitDetails: the ledger of the last year, of a kind ('' all), newest first, paged. */
export function useProfitDetails(kind: ProfitKindOut | '') {
  return useInfiniteQuery({
    queryKey: partnerKeys.details(kind),
    queryFn: ({ pageParam }) =>
      call(profitDetailsRef, {
        pageIndex: pageParam,
        pageSize: partnerPageSize,
        ...(kind ? { kind } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last,
        pages,
        pages.reduce((sum, p) => sum + p.entries.length, 0),
      ),
    staleTime: 0,
  });
}

/** Partner/CashOutQuote for a valid amount (0: none asked): the fee and what is paid out, before the request. */
export function useCashOutQuote(amount: number) {
  return useQuery({
    queryKey: partnerKeys.quote(amount),
    queryFn: () => call(quoteRef, { amount }),
    enabled: amount > 0,
    staleTime: 30_000,
  });
}

/**
 * Partner/CashOut with the caller's idempotency key (one per attempt, kept while the form is unchanged, so a retry
 * or a double tap answers the first record); the centre, the ledger and the records are asked again after.
 */
export async function requestCashOut(client: QueryClient, request: CashOutRequest): Promise<CashOutOut> {
  try {
    return await call(cashOutRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: partnerKeys.all });
  }
}

/** Partner/CashOutRecords, newest first, paged. */
export function useCashOutRecords() {
  return useInfiniteQuery({
    queryKey: partnerKeys.records,
    queryFn: ({ pageParam }) => call(recordsRef, { pageIndex: pageParam, pageSize: partnerPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last,
        pages,
        pages.reduce((sum, p) => sum + p.records.length, 0),
      ),
    staleTime: 0,
  });
}

/** Partner/CashOutDetail: one of the member's records. */
export function useCashOutRecord(id: number | null) {
  return useQuery({
    queryKey: partnerKeys.record(id ?? 0),
    queryFn: () => call(recordRef, { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type MyProfit = ResultOf<typeof partnerEndpoints.myProfit>;

/**
 * Partner/ToBalance with the caller's idempotency key (one per attempt): withdrawable profit onto the member balance,
 * which then can never also be cashed out. The partner's figures and the member's balance are asked again after.
 */
export async function moveToBalance(
  client: QueryClient,
  amount: number,
  idempotencyKey: string,
): Promise<ResultOf<typeof partnerEndpoints.toBalance>> {
  try {
    return await call(toBalanceRef, { amount, idempotencyKey });
  } finally {
    void client.invalidateQueries({ queryKey: partnerKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

export const buyLevelRef = endpointRef<typeof partnerEndpoints.buyLevel>(partnerPaths.buyLevel);
export const levelOrderRef = endpointRef<typeof partnerEndpoints.levelOrder>(partnerPaths.levelOrder);
export type BuyLevelRequest = RequestOf<typeof partnerEndpoints.buyLevel>;

/**
 * Partner/Upgrade: signs up or renews by buying a level, paid by balance at once or online after; the centre and the
 * member's balance are asked again whatever the answer.
 */
export async function buyLevel(client: QueryClient, request: BuyLevelRequest) {
  try {
    return await call(buyLevelRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: partnerKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Partner/UpgradeOrder: one of the member's level orders, for the result after paying. */
export function useLevelOrder(orderNo: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: textKey(['partner', 'levelOrder', orderNo], locale),
    queryFn: () => call(levelOrderRef, { orderNo }),
    enabled: orderNo !== '',
    staleTime: 0,
  });
}
