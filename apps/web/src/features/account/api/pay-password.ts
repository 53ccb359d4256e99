import { type payPasswordEndpoints, payPasswordPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { forgetPayInfo } from '../../payment/index.ts';

export const ifHasPayPasswordRef = endpointRef<typeof payPasswordEndpoints.ifHasPayPassword>(
  payPasswordPaths.ifHasPayPassword,
);
export const setPayPasswordRef = endpointRef<typeof payPasswordEndpoints.setPayPassword>(
  payPasswordPaths.setPayPassword,
);

export type PayPasswordStatus = ResultOf<typeof payPasswordEndpoints.ifHasPayPassword>;

/** Under the 'account' root, so a change of session drops it with the rest of the member's data. */
export const payPasswordStatusKey = ['account', 'payPasswordStatus'] as const;

/** Whether the member has a payment password, and the bound phone (masked) its code goes to. */
export function usePayPasswordStatus() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: payPasswordStatusKey,
    queryFn: () => call(ifHasPayPasswordRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/**
 * Sets the payment password with the SMS code. Whether a balance payment asks for it is part of the cached pay
 * info (the payment area's), so that is dropped too: the next settlement or upgrade asks the server again.
 */
export async function savePayPassword(input: {
  code: string;
  password: string;
  confirmPassword: string;
}): Promise<void> {
  await call(setPayPasswordRef, input);
  await queryClient.invalidateQueries({ queryKey: payPasswordStatusKey });
  forgetPayInfo();
}
