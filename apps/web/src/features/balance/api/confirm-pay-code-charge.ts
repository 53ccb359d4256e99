import { type PayCodeChargeOut, type payCodeEndpoints, payCodePaths } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { payCodeKeys } from './pay-code-keys.ts';

export const confirmRef = endpointRef<typeof payCodeEndpoints.confirmPayCodeCharge>(
  payCodePaths.confirmPayCodeCharge,
);

/** Balance/ConfirmPayCodeCharge: the member confirms a charge above the store's limit (with the payment password). */
export function useConfirmPayCodeCharge() {
  const client = useQueryClient();
  return async (chargeNo: string, payPassword?: string): Promise<PayCodeChargeOut> => {
    const { charge } = await call(confirmRef, payPassword ? { chargeNo, payPassword } : { chargeNo });
    void client.invalidateQueries({ queryKey: payCodeKeys.chargesRoot });
    return charge;
  };
}
