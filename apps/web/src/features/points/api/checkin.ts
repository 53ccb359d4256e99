import { type CheckinStateOut, type checkinEndpoints, checkinPaths, type ResultOf } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { accountKeys } from '../../account/index.ts';
import { pointsKeys } from './points-keys.ts';

export const checkinLoadRef = endpointRef<typeof checkinEndpoints.load>(checkinPaths.load);
export const checkinSignInRef = endpointRef<typeof checkinEndpoints.signIn>(checkinPaths.signIn);

/** Checkin/Load: the check-in page's state, with the signed days of `month` (YYYY-MM; null: this month). */
export function useCheckinState(month: string | null) {
  const { isLoggedIn } = useSession();
  return useQuery<CheckinStateOut>({
    queryKey: pointsKeys.checkin(month),
    queryFn: () => call(checkinLoadRef, month ? { month } : {}),
    enabled: isLoggedIn,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/**
 * Checkin/SignIn: today's check-in. Whatever the answer, the points area and the member's points (login info)
 * are asked again, so the calendar, the ledger and the member centre show it.
 */
export function useCheckIn() {
  const client = useQueryClient();
  return async (): Promise<ResultOf<typeof checkinEndpoints.signIn>> => {
    try {
      return await call(checkinSignInRef, {});
    } finally {
      void client.invalidateQueries({ queryKey: pointsKeys.all });
      void client.invalidateQueries({ queryKey: accountKeys.all });
    }
  };
}
