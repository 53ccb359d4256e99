import { type orderEndpoints, orderPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { isOrderNotFound } from './order-details.ts';

const queueStatusRef = endpointRef<typeof orderEndpoints.getOrderKDSQueuingStatus>(
  orderPaths.getOrderKDSQueuingStatus,
);

export type QueueStatus = ResultOf<typeof orderEndpoints.getOrderKDSQueuingStatus>;

/** How often a ticket still in the kitchen's queue is read again. */
export const queuePollMs = 5000;

/** Whether the kitchen is done with the ticket: nothing more to wait for. */
export function isQueueDone(status: QueueStatus | undefined): boolean {
  return status?.kitchenStatus === 'ready' || status?.kitchenStatus === 'served';
}

/**
 * GetOrderKDSQueuingStatus (SPEC §7): the dine-in order's queue number, position and estimated wait, read again
 * every few seconds until the order is ready or served.
 */
export function useQueueStatus(orderNo: string) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['orders', 'queue', orderNo] as const,
    queryFn: () => call(queueStatusRef, { orderNo }),
    enabled: isLoggedIn && orderNo !== '',
    staleTime: 0,
    retry: (count, error) => !isOrderNotFound(error) && count < 2,
    refetchInterval: (query) => (isQueueDone(query.state.data) ? false : queuePollMs),
  });
}
