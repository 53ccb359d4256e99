import { type loginEndpoints, loginPaths, type ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { loginRequest } from './login-request.ts';

export const emailSecurityCodeRef = endpointRef<typeof loginEndpoints.emailSecurityCode>(
  loginPaths.emailSecurityCode,
);
export const signInByEmailRef = endpointRef<typeof loginEndpoints.signInByEmail>(loginPaths.signInByEmail);

/** Emails a login code (a solved slider and the agreement needed); resolves to the resend countdown's seconds. */
export async function sendEmailCode(input: { email: string; sliderToken: string }): Promise<number> {
  const result = await call(emailSecurityCodeRef, { ...input, agreed: true });
  return result.countdownSeconds;
}

export interface EmailLoginInput {
  email: string;
  code: string;
  cartKey?: string | undefined;
}

/** Email + emailed code; an unknown address becomes a member. */
export function signInByEmail(
  input: EmailLoginInput,
): Promise<ResultOf<typeof loginEndpoints.signInByEmail>> {
  return call(signInByEmailRef, loginRequest({ email: input.email, code: input.code }, input.cartKey));
}

export function useSignInByEmail() {
  return useMutation({ mutationFn: signInByEmail });
}
