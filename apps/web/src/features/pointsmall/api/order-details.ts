import { type pointsmallEndpoints, pointsmallPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { pointsmallKeys } from './pointsmall-keys.ts';

export const orderDetailsRef = endpointRef<typeof pointsmallEndpoints.orderDetails>(
  pointsmallPaths.orderDetails,
);

/** PointsMall/OrderDetails: one of the member's exchanges (history/orderDetails, receipt). */
export function usePointsOrder(orderNo: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: pointsmallKeys.order(orderNo, locale),
    queryFn: () => call(orderDetailsRef, { orderNo }),
    enabled: enabled && orderNo !== '',
    staleTime: 0,
  });
}
