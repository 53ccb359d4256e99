import { type accumulationEndpoints, accumulationPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pointsKeys } from './points-keys.ts';

export const accumulationRef = endpointRef<typeof accumulationEndpoints.load>(accumulationPaths.load);

/** Accumulation/Load: the running accumulated-points promotions with the member's progress. */
export function useAccumulation() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: pointsKeys.accumulation,
    queryFn: () => call(accumulationRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
