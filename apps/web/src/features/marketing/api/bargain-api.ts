import {
  type BargainOrderOut,
  type BargainOut,
  type bargainEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter, synced } from './activity-queries.ts';

const activitiesRef = endpointRef<typeof bargainEndpoints.bargainActivities>(
  marketingPaths.bargainActivities,
);
const detailRef = endpointRef<typeof bargainEndpoints.bargainDetail>(marketingPaths.bargainDetail);
const startRef = endpointRef<typeof bargainEndpoints.bargainStart>(marketingPaths.bargainStart);
const helpRef = endpointRef<typeof bargainEndpoints.bargainHelp>(marketingPaths.bargainHelp);
const buyRef = endpointRef<typeof bargainEndpoints.bargainBuy>(marketingPaths.bargainBuy);
const mineRef = endpointRef<typeof bargainEndpoints.bargainMine>(marketingPaths.bargainMine);
export type BargainBuyRequest = RequestOf<typeof bargainEndpoints.bargainBuy>;

/**
 * Query keys of the bargains. Activities carry store text, so their keys end with the locale (decision 020); a
 * bargain's page is asked fresh, since friends cut its price at any moment.
 */
const bargainKeys = activityKeys('bargain', { list: 'activities', mine: 'mine' });

/** Bargain/LoadData: the bargain activities on now in the current store; its server time sets the countdowns. */
export function useBargainActivities() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: bargainKeys.list(storeId, locale),
    queryFn: async () => synced(await call(activitiesRef, {})).activities,
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** Bargain detail: an activity with the shared bargain the link names, or else the reader's own latest one. */
export function useBargainDetail(id: number, bargain: number | null) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: bargainKeys.detail(id, isLoggedIn, locale, bargain),
    queryFn: async () => synced(await call(detailRef, bargain === null ? { id } : { id, bargain })),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** My bargains, the newest first. */
export function useMyBargains() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: bargainKeys.mine(locale),
    queryFn: async () => synced(await call(mineRef, {})).bargains,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Starts (or, while one runs, answers) the member's bargain of an activity. */
export async function startBargain(id: number): Promise<BargainOut> {
  return refreshingAfter(() => call(startRef, { id }), [bargainKeys.all]);
}

/** A friend's cut of a shared bargain: how much came off and the bargain as it stands after it. */
export async function helpBargain(bargain: number): Promise<{ cut: number; bargain: BargainOut }> {
  return refreshingAfter(() => call(helpRef, { bargain }), [bargainKeys.all]);
}

/** Buys a bargain at the price shown, by balance; whatever the answer, balance and bargains are asked again. */
export async function buyBargain(request: BargainBuyRequest): Promise<BargainOrderOut> {
  return refreshingAfter(() => call(buyRef, request), [bargainKeys.all, ['account'], ['orders']]);
}
