import type { accountEndpoints } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const sendSecurityCodeRef = endpointRef<typeof accountEndpoints.sendSecurityCode>(
  'customeraccount/SendSecurityCodeCode',
);

/**
 * Sends a login code by SMS (a solved slider's token and the agreement needed); resolves to the seconds the resend
 * countdown runs.
 */
export async function sendSecurityCode(input: { phone: string; sliderToken: string }): Promise<number> {
  const result = await call(sendSecurityCodeRef, { ...input, purpose: 'login', agreed: true });
  return result.countdownSeconds;
}

export function useSendSecurityCode() {
  return useMutation({ mutationFn: sendSecurityCode });
}
