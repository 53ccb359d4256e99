import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { session } from '../../../lib/session/session.ts';
import { toast } from '../../../ui/feedback/feedback.ts';
import { cartKeyForSignIn } from '../../cart/index.ts';

/** How the shopper got in; the page asks for an account choice after the ways that prove a phone. */
export type LoginWay = 'sms' | 'password' | 'email' | 'autoPhone';

/**
 * Runs a way in with the guest's cart key, so the server merges the guest cart, and installs the session it
 * answers. The guest's last cart changes reach the server first, so the merge takes them along.
 */
export async function logInWith(
  run: (cartKey: string | undefined) => Promise<{ token: string }>,
): Promise<void> {
  const cartKey = await cartKeyForSignIn();
  const { token } = await run(cartKey);
  session.signIn(token);
}

/**
 * A way in run to its end, for every login form: busy meanwhile, then the session installed (logInWith), the
 * 'logged in' toast and `onLoggedIn`; a failure goes to `onError`.
 */
export function useLogIn(way: LoginWay, onLoggedIn: (way: LoginWay) => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const logIn = async (
    run: (cartKey: string | undefined) => Promise<{ token: string }>,
    onError: (error: unknown) => void,
  ) => {
    setBusy(true);
    try {
      await logInWith(run);
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn(way);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, logIn };
}
