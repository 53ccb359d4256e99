import type { loginEndpoints, ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const signInByPasswordRef = endpointRef<typeof loginEndpoints.signInByPassword>(
  'customeraccount/SignInByPassword',
);

export interface PasswordLoginInput {
  memberNo: string;
  password: string;
  sliderToken: string;
  cartKey?: string | undefined;
}

export type SessionResult = ResultOf<typeof loginEndpoints.signInByPassword>;

/** Member number + member password, with a solved slider; the agreement was ticked to get here. */
export function signInByPassword(input: PasswordLoginInput): Promise<SessionResult> {
  return call(signInByPasswordRef, {
    memberNo: input.memberNo,
    password: input.password,
    sliderToken: input.sliderToken,
    agreed: true,
    ...(input.cartKey ? { cartKey: input.cartKey } : {}),
  });
}

export function useSignInByPassword() {
  return useMutation({ mutationFn: signInByPassword });
}
