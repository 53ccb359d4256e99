import type { accountEndpoints, ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const signinRef = endpointRef<typeof accountEndpoints.signin>('customeraccount/signin');

export interface SignInInput {
  phone: string;
  code: string;
  /** The guest's cart key: the server merges that cart into the member's. */
  cartKey?: string | undefined;
}

export type SignInResult = ResultOf<typeof accountEndpoints.signin>;

/** Phone + SMS code login; an unknown phone is registered. */
export function signIn(input: SignInInput): Promise<SignInResult> {
  return call(signinRef, {
    phone: input.phone,
    code: input.code,
    // The form lets nobody get here without ticking the terms and privacy agreement.
    agreed: true,
    ...(input.cartKey ? { cartKey: input.cartKey } : {}),
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
