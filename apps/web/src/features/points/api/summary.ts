import { type pointsLedgerEndpoints, pointsLedgerPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pointsKeys } from './points-keys.ts';

export const summaryRef = endpointRef<typeof pointsLedgerEndpoints.summary>(pointsLedgerPaths.summary);
export type PointsSummary = ResultOf<typeof pointsLedgerEndpoints.summary>;

/** Integrals/Summary: the member's points and the next year end's clearing. */
export function usePointsSummary() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: pointsKeys.summary,
    queryFn: () => call(summaryRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
