import { type loginEndpoints, loginPaths, type ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { loginRequest } from './login-request.ts';

export const signInByPasswordRef = endpointRef<typeof loginEndpoints.signInByPassword>(
  loginPaths.signInByPassword,
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
  const { memberNo, password, sliderToken } = input;
  return call(signInByPasswordRef, loginRequest({ memberNo, password, sliderToken }, input.cartKey));
}

export function useSignInByPassword() {
  return useMutation({ mutationFn: signInByPassword });
}
