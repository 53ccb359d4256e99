import { type accountEndpoints, accountPaths, type LoginInfo } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { accountKeys } from './account-keys.ts';

export const findLoginInfoRef = endpointRef<typeof accountEndpoints.findLoginInfo>(
  accountPaths.findLoginInfo,
);

/** Who is logged in (SPEC §3 user info); isMemCenter asks for the member centre's figures. */
export function findLoginInfo(storeId: number, memberCentre: boolean): Promise<LoginInfo> {
  return call(findLoginInfoRef, {
    storeId,
    isRefresh: memberCentre,
    isMemCenter: memberCentre,
    showCardAge: memberCentre,
  });
}

/** The user info of the logged-in member; not asked for a guest (there is nothing to fetch). */
export function useLoginInfo(memberCentre = false) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: accountKeys.loginInfo(storeId, memberCentre, locale),
    queryFn: () => findLoginInfo(storeId!, memberCentre),
    enabled: isLoggedIn && storeId !== null,
    // The member centre's figures (balance, points) move with every order and refund: fetched on each visit.
    staleTime: memberCentre ? 0 : undefined,
  });
}
