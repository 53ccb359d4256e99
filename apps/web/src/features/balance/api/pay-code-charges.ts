import { type payCodeEndpoints, payCodePaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { payCodeKeys, payCodePollMs } from './pay-code-keys.ts';

export const chargesRef = endpointRef<typeof payCodeEndpoints.payCodeCharges>(payCodePaths.payCodeCharges);

export type PayCodeCharges = ResultOf<typeof payCodeEndpoints.payCodeCharges>;

/**
 * Balance/PayCodeCharges, polled every 2 s while the page is on screen and the phone online (a hidden tab or no
 * network pauses it): the charges of the last ten minutes, the balance, and whether this phone's key still works.
 */
export function usePayCodeCharges(deviceKey: string | null) {
  return useQuery<PayCodeCharges>({
    queryKey: payCodeKeys.charges(deviceKey),
    queryFn: () => call(chargesRef, deviceKey ? { deviceKey } : {}),
    enabled: deviceKey !== null,
    refetchInterval: payCodePollMs,
    staleTime: 0,
  });
}
