import { useEffect } from 'react';
import { buildHash, type Route } from '../router/location.ts';
import { redirect } from '../router/use-route.tsx';
import { useSession } from './session.ts';

const loginPath = '/subpackages/account/login';

/** The page and query as the login page's `redirect` wants them (`/path?a=1`), without the tab-bar flag. */
export function returnPath(route: Route): string {
  const { hideTab: _flag, ...query } = route.query;
  return buildHash(route.path, query).slice(1);
}

/**
 * A member's page (the route table marks them, app/routes.ts): a guest is sent to the login page, which brings
 * them back to this very page and query afterwards. Answers whether someone is logged in, so nothing of the page
 * shows, and none of its member calls go out, until then.
 */
export function useLoginGate(route: Route): boolean {
  const { isLoggedIn } = useSession();
  const back = returnPath(route);
  useEffect(() => {
    if (!isLoggedIn) redirect(loginPath, { redirect: back });
  }, [isLoggedIn, back]);
  return isLoggedIn;
}
