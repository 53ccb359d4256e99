import { type loginEndpoints, loginPaths, type PhoneAccount, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { session, useSession } from '../../../lib/session/session.ts';

export type { PhoneAccount };

export const getCustomersByTelRef = endpointRef<typeof loginEndpoints.getCustomersByTel>(
  loginPaths.getCustomersByTel,
);
export const switchCustomerAccountRef = endpointRef<typeof loginEndpoints.switchCustomerAccount>(
  loginPaths.switchCustomerAccount,
);

/**
 * Under the 'account' root, so a change of session drops the list with the rest of the member's data; each account
 * names its level, store text, so the key ends with the locale (textKey).
 */
export const phoneAccountsKey = (locale: Locale) => textKey(['account', 'phoneAccounts'], locale);

/** The active accounts on the logged-in member's phone, oldest first; `current` marks this session's one. */
export async function fetchPhoneAccounts(): Promise<PhoneAccount[]> {
  const { accounts } = await call(getCustomersByTelRef, {});
  return accounts;
}

export function usePhoneAccounts(enabled = true) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: phoneAccountsKey(locale),
    queryFn: fetchPhoneAccounts,
    enabled: isLoggedIn && enabled,
    staleTime: 0,
  });
}

export type SwitchResult = ResultOf<typeof loginEndpoints.switchCustomerAccount>;

/**
 * Moves this session to another account on the same phone and installs the new token, as a login does: the old
 * token is dead on the server from here on, and the session change resets every cached member query.
 */
export async function switchAccount(uid: number): Promise<SwitchResult> {
  const result = await call(switchCustomerAccountRef, { uid });
  session.signIn(result.token);
  return result;
}
