import { type deliveryEndpoints, deliveryPaths, type ResultOf } from '@shop/contracts';
import { isFinalDeliveryState } from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { deliveryKeys } from './delivery-keys.ts';

export type ExpressInfo = ResultOf<typeof deliveryEndpoints.expressInfo>;
export type RiderPosition = ResultOf<typeof deliveryEndpoints.queryTransporterRealTimePosition>;

export const expressInfoRef = endpointRef<typeof deliveryEndpoints.expressInfo>(deliveryPaths.expressInfo);
export const riderPositionRef = endpointRef<typeof deliveryEndpoints.queryTransporterRealTimePosition>(
  deliveryPaths.queryTransporterRealTimePosition,
);
export const confirmReceiveRef = endpointRef<typeof deliveryEndpoints.confirmReceive>(
  deliveryPaths.confirmReceive,
);

/** How often a live delivery is read again while its page is open (SPEC §4 states move with the rider). */
export const progressPollMs = 12_000;

/** Poll while the delivery can still move: `live` (the order is open) and its state not final. */
function pollWhile(live: boolean) {
  return (query: { state: { data?: { state: ExpressInfo['state'] } } }) => {
    const state = query.state.data?.state ?? null;
    return live && !(state && isFinalDeliveryState(state)) ? progressPollMs : false;
  };
}

/** order/ExpressInfo: the timeline and the courier, refreshed by itself while the delivery is live. */
export function useExpressInfo(orderNo: string, live: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: deliveryKeys.express(orderNo, locale),
    queryFn: () => call(expressInfoRef, { orderNo }),
    staleTime: 0,
    refetchInterval: pollWhile(live),
  });
}

/** order/QueryTransporterRealTimePosition: the map's positions, refreshed with the timeline. */
export function useRiderPosition(orderNo: string, live: boolean) {
  return useQuery({
    queryKey: deliveryKeys.position(orderNo),
    queryFn: () => call(riderPositionRef, { orderNo }),
    staleTime: 0,
    refetchInterval: pollWhile(live),
  });
}

/**
 * order/ConfirmReceive as a mutation; whatever the answer, the progress is read again (the order itself is read
 * again by the page that shows it, told through DeliverySection's onMoved).
 */
export function useConfirmReceive(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(confirmReceiveRef, { orderNo }),
    onSettled: () => client.invalidateQueries({ queryKey: deliveryKeys.progress(orderNo) }),
  });
}
