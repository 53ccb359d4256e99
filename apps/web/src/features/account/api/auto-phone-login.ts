import { type loginEndpoints, loginPaths, type ResultOf } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { loginRequest } from './login-request.ts';

export const autoSignByPhoneRef = endpointRef<typeof loginEndpoints.autoSignByPhone>(
  loginPaths.autoSignByPhone,
);

/** One-tap login with the platform's signed assertion of the device's phone number. */
export function autoSignByPhone(input: {
  phoneToken: string;
  cartKey?: string | undefined;
}): Promise<ResultOf<typeof loginEndpoints.autoSignByPhone>> {
  return call(autoSignByPhoneRef, loginRequest({ phoneToken: input.phoneToken }, input.cartKey));
}

export function useAutoSignByPhone() {
  return useMutation({ mutationFn: autoSignByPhone });
}
