import { type accountEndpoints, accountPaths } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const sendSecurityCodeRef = endpointRef<typeof accountEndpoints.sendSecurityCode>(
  accountPaths.sendSecurityCode,
);

/**
 * Sends a login code by SMS (a solved slider's token and the agreement needed); resolves to the seconds the resend
 * countdown runs.
 */
export async function sendSecurityCode(input: { phone: string; sliderToken: string }): Promise<number> {
  const result = await call(sendSecurityCodeRef, { ...input, purpose: 'login', agreed: true });
  return result.countdownSeconds;
}

/**
 * Sends a code to the logged-in member's bound phone, for a new login password or payment password; resolves to
 * the seconds of the resend countdown.
 */
export async function sendBoundPhoneCode(purpose: 'password' | 'payPassword'): Promise<number> {
  const result = await call(sendSecurityCodeRef, { purpose });
  return result.countdownSeconds;
}
