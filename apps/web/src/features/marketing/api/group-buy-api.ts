import {
  type GroupBuyOrderOut,
  type groupBuyEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter, synced } from './activity-queries.ts';

const activitiesRef = endpointRef<typeof groupBuyEndpoints.groupBuyActivities>(
  marketingPaths.groupBuyActivities,
);
const detailRef = endpointRef<typeof groupBuyEndpoints.groupBuyDetail>(marketingPaths.groupBuyDetail);
const rulesRef = endpointRef<typeof groupBuyEndpoints.groupBuyRules>(marketingPaths.groupBuyRules);
const buyRef = endpointRef<typeof groupBuyEndpoints.groupBuyBuy>(marketingPaths.groupBuyBuy);
const orderRef = endpointRef<typeof groupBuyEndpoints.groupBuyOrder>(marketingPaths.groupBuyOrder);
const cancelRef = endpointRef<typeof groupBuyEndpoints.groupBuyCancel>(marketingPaths.groupBuyCancel);
const mineRef = endpointRef<typeof groupBuyEndpoints.groupBuyMine>(marketingPaths.groupBuyMine);
export type GroupBuyRequest = RequestOf<typeof groupBuyEndpoints.groupBuyBuy>;

/**
 * Query keys of the group buys. Activities carry store text, so their keys end with the locale (decision 020);
 * a page and an order are asked fresh, since places are taken by other members at any moment.
 */
const groupKeys = {
  ...activityKeys('groupBuy', { list: 'activities', mine: 'mine' }),
  rules: (id: number, locale: Locale) => textKey(['marketing', 'groupBuy', 'rules', id], locale),
};

/** GroupPurchase/LoadData: the group buys on now in the current store; its server time sets the countdowns. */
export function useGroupBuyActivities() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: groupKeys.list(storeId, locale),
    queryFn: async () => synced(await call(activitiesRef, {})).activities,
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** GroupPurchase/Detail: an activity with its open groups, and the shared group when the link names one. */
export function useGroupBuyDetail(id: number, group: number | null) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: groupKeys.detail(id, isLoggedIn, locale, group),
    queryFn: async () => synced(await call(detailRef, group === null ? { id } : { id, group })),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** GroupPurchase/GrouppurchaseRules: the figures of the rules and the store's own text. */
export function useGroupBuyRules(id: number) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: groupKeys.rules(id, locale),
    queryFn: () => call(rulesRef, { id }),
    enabled: storeId !== null,
  });
}

/** GroupPurchase/OrderDetails: one of the member's group buy orders with its group, after paying. */
export function useGroupBuyOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<GroupBuyOrderOut>({
    queryKey: groupKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}

/** GroupPurchase/MyGroups: the member's group buy orders, the newest first. */
export function useMyGroups() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: groupKeys.mine(locale),
    queryFn: async () => synced(await call(mineRef, {})).orders,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Every group buy query asked again: a place taken, a group formed or ended changes them all. */
export function refreshGroupBuys(): void {
  void queryClient.invalidateQueries({ queryKey: groupKeys.all });
}

/** GroupPurchase/Buy: the key is the caller's, kept for the visit; whatever the answer, balance and groups are asked again. */
export async function buyGroupPlace(request: GroupBuyRequest): Promise<GroupBuyOrderOut> {
  return refreshingAfter(() => call(buyRef, request), [groupKeys.all, ['account'], ['orders']]);
}

/** GroupPurchase/CancelPurchaseOrder: cancels an unpaid order (no place was taken). */
export async function cancelGroupOrder(orderNo: string): Promise<GroupBuyOrderOut> {
  return refreshingAfter(() => call(cancelRef, { orderNo }), [groupKeys.all, ['orders']]);
}
