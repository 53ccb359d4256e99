import { type accountEndpoints, accountPaths, type ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { loginRequest } from './login-request.ts';

export const signinRef = endpointRef<typeof accountEndpoints.signin>(accountPaths.signin);

export interface SignInInput {
  phone: string;
  code: string;
  /** The guest's cart key: the server merges that cart into the member's. */
  cartKey?: string | undefined;
}

export type SignInResult = ResultOf<typeof accountEndpoints.signin>;

/** Phone + SMS code login; an unknown phone is registered. */
export function signIn(input: SignInInput): Promise<SignInResult> {
  return call(signinRef, loginRequest({ phone: input.phone, code: input.code }, input.cartKey));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
