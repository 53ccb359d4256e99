import { type passwordEndpoints, passwordPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { accountKeys } from './account-keys.ts';

export const ifHasPasswordRef = endpointRef<typeof passwordEndpoints.ifHasPassword>(
  passwordPaths.ifHasPassword,
);
export const setPasswordFirstTimeRef = endpointRef<typeof passwordEndpoints.setPasswordFirstTime>(
  passwordPaths.setPasswordFirstTime,
);
export const setPasswordByOldRef = endpointRef<typeof passwordEndpoints.setPasswordByOld>(
  passwordPaths.setPasswordByOld,
);
export const setPasswordBySecurityCodeRef = endpointRef<typeof passwordEndpoints.setPasswordBySecurityCode>(
  passwordPaths.setPasswordBySecurityCode,
);

export type PasswordStatus = ResultOf<typeof passwordEndpoints.ifHasPassword>;

/** Whether the member has a password, and the bound phone (masked) a reset code would go to. */
export function usePasswordStatus() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: accountKeys.passwordStatus,
    queryFn: () => call(ifHasPasswordRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** The three ways to a new password (SPEC §5): first time, with the old one, or with an SMS code. */
export type PasswordChange =
  | ({ mode: 'set' } & NewPassword)
  | ({ mode: 'change'; oldPassword: string } & NewPassword)
  | ({ mode: 'reset'; code: string } & NewPassword);

export async function savePassword(change: PasswordChange): Promise<void> {
  const { password, confirmPassword } = change;
  if (change.mode === 'set') await call(setPasswordFirstTimeRef, { password, confirmPassword });
  else if (change.mode === 'change') {
    await call(setPasswordByOldRef, { oldPassword: change.oldPassword, password, confirmPassword });
  } else await call(setPasswordBySecurityCodeRef, { code: change.code, password, confirmPassword });
}
