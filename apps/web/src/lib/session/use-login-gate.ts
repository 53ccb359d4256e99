import { useEffect } from 'react';
import { redirect } from '../router/use-route.tsx';
import { useSession } from './session.ts';

const loginPath = '/subpackages/account/login';

/**
 * A member's page: a guest is sent to the login page, which brings them back to `back` (`/path?a=1`)
 * afterwards. Answers whether someone is logged in, so the page renders nothing of its own until then.
 */
export function useLoginGate(back: string): boolean {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) redirect(loginPath, { redirect: back });
  }, [isLoggedIn, back]);
  return isLoggedIn;
}
