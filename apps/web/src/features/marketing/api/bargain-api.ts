import {
  type BargainOrderOut,
  type BargainOut,
  type bargainEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { syncServerTime } from '../../../lib/countdown/server-clock.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';

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
const bargainKeys = {
  all: ['marketing', 'bargain'] as const,
  activities: (storeId: number | null, locale: Locale) =>
    textKey(['marketing', 'bargain', 'activities', storeId], locale),
  detail: (id: number, bargain: number | null, member: boolean, locale: Locale) =>
    textKey(['marketing', 'bargain', 'detail', id, bargain, member], locale),
  mine: (locale: Locale) => textKey(['marketing', 'bargain', 'mine'], locale),
};

/** Asks every bargain query again: after a start, a cut or a purchase each of them may read differently. */
function refreshBargains(): void {
  void queryClient.invalidateQueries({ queryKey: bargainKeys.all });
}

/** Bargain/LoadData: the bargain activities on now in the current store; its server time sets the countdowns. */
export function useBargainActivities() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: bargainKeys.activities(storeId, locale),
    queryFn: async () => {
      const result = await call(activitiesRef, {});
      syncServerTime(result.serverTime);
      return result.activities;
    },
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
    queryKey: bargainKeys.detail(id, bargain, isLoggedIn, locale),
    queryFn: async () => {
      const result = await call(detailRef, bargain === null ? { id } : { id, bargain });
      syncServerTime(result.serverTime);
      return result;
    },
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
    queryFn: async () => {
      const result = await call(mineRef, {});
      syncServerTime(result.serverTime);
      return result.bargains;
    },
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Starts (or, while one runs, answers) the member's bargain of an activity. */
export async function startBargain(id: number): Promise<BargainOut> {
  try {
    return await call(startRef, { id });
  } finally {
    refreshBargains();
  }
}

/** A friend's cut of a shared bargain: how much came off and the bargain as it stands after it. */
export async function helpBargain(bargain: number): Promise<{ cut: number; bargain: BargainOut }> {
  try {
    return await call(helpRef, { bargain });
  } finally {
    refreshBargains();
  }
}

/** Buys a bargain at the price shown, by balance; whatever the answer, balance and bargains are asked again. */
export async function buyBargain(request: BargainBuyRequest): Promise<BargainOrderOut> {
  try {
    return await call(buyRef, request);
  } finally {
    refreshBargains();
    for (const root of [['account'], ['orders']]) void queryClient.invalidateQueries({ queryKey: root });
  }
}
