import { type OrderTab, type orderEndpoints, orderPaths, type ResultOf } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { syncServerTime } from '../../../lib/countdown/server-clock.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { type OrderRange, orderKeys } from './order-keys.ts';

export const loadOrdersRef = endpointRef<typeof orderEndpoints.loadOrders>(orderPaths.loadOrders);

export type OrderPage = ResultOf<typeof orderEndpoints.loadOrders>;

/** Orders per page of the history. */
export const orderPageSize = 10;

/** OrderHistory/LoadOrders: one page of the member's orders in a tab and time range. */
export async function fetchOrderPage(
  tab: OrderTab,
  range: OrderRange,
  pageIndex: number,
): Promise<OrderPage> {
  const page = await call(loadOrdersRef, { tab, range, pageIndex, pageSize: orderPageSize });
  syncServerTime(page.serverTime);
  return page;
}

/** The member's order history, page after page (`fetchNextPage` while `hasNextPage`); nothing for a guest. */
export function useOrderList(tab: OrderTab, range: OrderRange) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: orderKeys.list(tab, range, locale),
    queryFn: ({ pageParam }) => fetchOrderPage(tab, range, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: isLoggedIn,
  });
}
