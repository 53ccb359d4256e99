import { type accountEndpoints, accountPaths } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const logoffRef = endpointRef<typeof accountEndpoints.logoff>(accountPaths.logoff);

/** Ends the session on the server: its token stops working. */
export async function logOff(): Promise<void> {
  await call(logoffRef, {});
}

export function useLogOff() {
  return useMutation({ mutationFn: logOff });
}
