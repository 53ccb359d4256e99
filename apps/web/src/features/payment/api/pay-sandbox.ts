import { type paymentEndpoints, paymentPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export const sandboxCheckoutRef = endpointRef<typeof paymentEndpoints.sandboxCheckout>(
  paymentPaths.sandboxCheckout,
);
export const sandboxPayRef = endpointRef<typeof paymentEndpoints.sandboxPay>(paymentPaths.sandboxPay);
export const sandboxCancelRef = endpointRef<typeof paymentEndpoints.sandboxCancel>(
  paymentPaths.sandboxCancel,
);
export type SandboxIntent = ResultOf<typeof paymentEndpoints.sandboxCheckout>;

/** paysandbox/Checkout: what the sandbox gateway's cashier page is asked to collect. */
export function useSandboxIntent(prepayId: string) {
  return useQuery({
    queryKey: paymentKeys.sandbox(prepayId),
    queryFn: () => call(sandboxCheckoutRef, { prepayId }),
    enabled: prepayId !== '',
    staleTime: 0,
  });
}

/** paysandbox/Pay: the shopper pays; the gateway notifies the shop before answering. */
export function sandboxPay(prepayId: string) {
  return call(sandboxPayRef, { prepayId });
}

/** paysandbox/Cancel: the shopper gives up on the gateway page; the order stays unpaid. */
export function sandboxCancel(prepayId: string) {
  return call(sandboxCancelRef, { prepayId });
}
