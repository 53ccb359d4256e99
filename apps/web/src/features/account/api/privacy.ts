import { type privacyEndpoints, privacyPaths, type RequestOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';

export const cancelAgreePrivacyRef = endpointRef<typeof privacyEndpoints.cancelAgreePrivacy>(
  privacyPaths.cancelAgreePrivacy,
);
export const deregisterAssetsRef = endpointRef<typeof privacyEndpoints.deregisterAssets>(
  privacyPaths.deregisterAssets,
);
export const disableRef = endpointRef<typeof privacyEndpoints.disable>(privacyPaths.disable);

/** Under the 'account' root, so a change of session drops it with the rest of the member's data. */
export const deregisterAssetsKey = ['account', 'deregisterAssets'] as const;

/** What the member would forfeit by deregistering now; read fresh on every visit. */
export function useDeregisterAssets() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: deregisterAssetsKey,
    queryFn: async () => (await call(deregisterAssetsRef, {})).assets,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Withdraws the terms and privacy agreement; the server ends every session of the member. */
export async function cancelAgreement(): Promise<void> {
  await call(cancelAgreePrivacyRef, {});
}

/** Deregisters the member (disableType 2, SPEC §6); the reminder must have been accepted. */
export async function deregister(request: RequestOf<typeof privacyEndpoints.disable>): Promise<void> {
  await call(disableRef, request);
}
