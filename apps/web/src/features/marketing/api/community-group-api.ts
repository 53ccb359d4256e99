import {
  type CommunityOrderOut,
  type communityGroupEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter, synced } from './activity-queries.ts';

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
const communityKeys = activityKeys('community', { list: 'groups', mine: 'mine' });

/** CommunityGroup/LoadData: the groups not past their deadline in the current store, open first. */
export function useCommunityGroups() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: communityKeys.list(storeId, locale),
    queryFn: async () => synced(await call(groupsRef, {})).groups,
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
    queryFn: async () => synced(await call(detailRef, { id })),
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
  return refreshingAfter(() => call(buyRef, request), [communityKeys.all, ['account'], ['orders']]);
}

/** Cancels an unpaid order: its held units go back on sale. */
export async function cancelCommunityOrder(orderNo: string): Promise<CommunityOrderOut> {
  return refreshingAfter(() => call(cancelRef, { orderNo }), [communityKeys.all, ['orders']]);
}
