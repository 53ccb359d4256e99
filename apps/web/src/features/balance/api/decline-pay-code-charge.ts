import { type PayCodeChargeOut, type payCodeEndpoints, payCodePaths } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { payCodeKeys } from './pay-code-keys.ts';

export const declineRef = endpointRef<typeof payCodeEndpoints.declinePayCodeCharge>(
  payCodePaths.declinePayCodeCharge,
);

/** Balance/DeclinePayCodeCharge: the member refuses a charge waiting for them; nothing is taken. */
export function useDeclinePayCodeCharge() {
  const client = useQueryClient();
  return async (chargeNo: string): Promise<PayCodeChargeOut> => {
    const { charge } = await call(declineRef, { chargeNo });
    void client.invalidateQueries({ queryKey: payCodeKeys.chargesRoot });
    return charge;
  };
}
