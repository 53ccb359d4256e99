import { useEffect } from 'react';
import { redirect } from '../../../app/router/use-route.tsx';
import { useSession } from '../../../app/session.ts';
import { loginPath } from './order-paths.ts';

/** Orders are a member's: a guest is sent to the login page, which brings them back to `back` afterwards. */
export function useLoginGate(back: string): boolean {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) redirect(loginPath, { redirect: back });
  }, [isLoggedIn, back]);
  return isLoggedIn;
}
