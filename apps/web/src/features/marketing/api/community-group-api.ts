import {
  type CommunityOrderOut,
  type communityGroupEndpoints,
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

type E = typeof communityGroupEndpoints;
const groupsRef = endpointRef<E['communityGroups']>(marketingPaths.communityGroups);
const detailRef = endpointRef<E['communityGroupDetail']>(marketingPaths.communityGroupDetail);
const buyRef = endpointRef<E['communityGroupBuy']>(marketingPaths.communityGroupBuy);
const orderRef = endpointRef<E['communityGroupOrder']>(marketingPaths.communityGroupOrder);
const cancelRef = endpointRef<E['communityGroupCancel']>(marketingPaths.communityGroupCancel);
const mineRef = endpointRef<E['communityGroupMine']>(marketingPaths.communityGroupMine);
export type CommunityBuyRequest = RequestOf<E['communityGroupBuy']>;

/**
 * Query keys of the community group purchases. Groups carry store text, so their keys end with the locale
 * (decision 020); all are asked fresh, since the stock moves with every neighbour's order.
 */
const communityKeys = {
  all: ['marketing', 'community'] as const,
  groups: (storeId: number | null, locale: Locale) =>
    textKey(['marketing', 'community', 'groups', storeId], locale),
  detail: (id: number, member: boolean, locale: Locale) =>
    textKey(['marketing', 'community', 'detail', id, member], locale),
  order: (orderNo: string, locale: Locale) => textKey(['marketing', 'community', 'order', orderNo], locale),
  mine: (locale: Locale) => textKey(['marketing', 'community', 'mine'], locale),
};

/** CommunityGroup/LoadData: the groups not past their deadline in the current store, open first. */
export function useCommunityGroups() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: communityKeys.groups(storeId, locale),
    queryFn: async () => {
      const result = await call(groupsRef, {});
      syncServerTime(result.serverTime);
      return result.groups;
    },
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** A group's page, with the member's units of each item and their steppers' maxima (null for a guest). */
export function useCommunityDetail(id: number) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: communityKeys.detail(id, isLoggedIn, locale),
    queryFn: async () => {
      const result = await call(detailRef, { id });
      syncServerTime(result.serverTime);
      return result;
    },
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** One of the member's community orders, after ordering or from my community orders. */
export function useCommunityOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<CommunityOrderOut>({
    queryKey: communityKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}

/** The member's community orders, the newest first. */
export function useMyCommunityOrders() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: communityKeys.mine(locale),
    queryFn: async () => (await call(mineRef, {})).orders,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Every community query asked again: a deadline passing or units ordered or given back change them all. */
export function refreshCommunity(): void {
  void queryClient.invalidateQueries({ queryKey: communityKeys.all });
}

/** Orders items; whatever the answer, the stock, the balance and the orders are asked again. */
export async function buyCommunity(request: CommunityBuyRequest): Promise<CommunityOrderOut> {
  try {
    return await call(buyRef, request);
  } finally {
    for (const root of [communityKeys.all, ['account'], ['orders']])
      void queryClient.invalidateQueries({ queryKey: root });
  }
}

/** Cancels an unpaid order: its held units go back on sale. */
export async function cancelCommunityOrder(orderNo: string): Promise<CommunityOrderOut> {
  try {
    return await call(cancelRef, { orderNo });
  } finally {
    for (const root of [communityKeys.all, ['orders']])
      void queryClient.invalidateQueries({ queryKey: root });
  }
}
