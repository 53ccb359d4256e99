import { type OrderDetailOut, type orderEndpoints, orderPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { serverNow, syncServerTime } from '../../../lib/countdown/server-clock.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { orderKeys } from './order-keys.ts';

export const orderDetailsRef = endpointRef<typeof orderEndpoints.orderDetails>(orderPaths.orderDetails);

/** order/OrderDetails: one of the member's orders in full; its serverTime sets the countdown clock. */
export async function fetchOrderDetail(orderNo: string): Promise<OrderDetailOut> {
  const order = await call(orderDetailsRef, { orderno: orderNo });
  syncServerTime(order.serverTime);
  return order;
}

/** Whether an error means there is no such order for this member (unknown, someone else's, or a bad number). */
export function isOrderNotFound(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'ORDER_NOT_FOUND' || error.status === 404 || error.status === 400)
  );
}

/** How often an order past its time to pay, but not yet closed by the server's sweep, is read again. */
export const expiredPollMs = 5000;

/** Whether an unpaid order's time to pay has run out by the server's clock (the server closes it shortly). */
export function isPayExpired(
  order: Pick<OrderDetailOut, 'status' | 'autoCancelAt'>,
  now = serverNow(),
): boolean {
  return order.status === 'unpaid' && order.autoCancelAt !== null && Date.parse(order.autoCancelAt) <= now;
}

/** An order in full; not asked for without a number or for a guest. */
export function useOrderDetail(orderNo: string) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: orderKeys.detail(orderNo, locale),
    queryFn: () => fetchOrderDetail(orderNo),
    enabled: isLoggedIn && orderNo !== '',
    // An order moves on (paid, accepted, ready) while the page is open: fresh on every visit.
    staleTime: 0,
    retry: (count, error) => !isOrderNotFound(error) && count < 2,
    // The auto-cancel sweep runs every few seconds: keep reading until it has closed the order.
    refetchInterval: (query) => (query.state.data && isPayExpired(query.state.data) ? expiredPollMs : false),
  });
}
