import { type paymentEndpoints, paymentPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export const payResultRef = endpointRef<typeof paymentEndpoints.payResult>(paymentPaths.payResult);
export type PayResult = ResultOf<typeof paymentEndpoints.payResult>;

/** order/payresult: the payment state of one of the member's orders, for the receipt. */
export function usePayResult(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.payResult(orderNo),
    queryFn: () => call(payResultRef, { orderNo }),
    enabled: enabled && orderNo !== '',
    staleTime: 0,
  });
}
