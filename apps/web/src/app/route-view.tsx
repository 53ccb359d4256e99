import { useEffect } from 'react';
import { useT } from '../lib/i18n/i18n-context.tsx';
import type { Route } from '../lib/router/location.ts';
import { redirect } from '../lib/router/use-route.tsx';
import { useLoginGate } from '../lib/session/use-login-gate.ts';
import { PageHost } from './page-host.tsx';
import type { PageLoader } from './page-loader.ts';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, routeOf } from './routes.ts';

/** A member's page: shown only to someone logged in; a guest is on the way to the login page meanwhile. */
function MemberPage({ route, path, load }: { route: Route; path: string; load: PageLoader }) {
  const loggedIn = useLoginGate(route);
  return loggedIn ? <PageHost key={path} path={path} load={load} /> : null;
}

/** Shows the page of the current route, or carries out the not-found rule (SPEC §2). */
export function RouteView({ route }: { route: Route }) {
  const t = useT();
  const resolution = resolvePath(route.path, builtPaths);

  useEffect(() => {
    const next = resolvePath(route.path, builtPaths);
    if (next.kind === 'redirect') {
      const timer = setTimeout(() => redirect(next.path, next.query), next.delayMs);
      return () => clearTimeout(timer);
    }
    if (next.kind === 'error') redirect(next.path, next.query);
    return undefined;
  }, [route.path]);

  if (resolution.kind === 'page') {
    const entry = routeOf(resolution.path);
    if (!entry?.load) return null;
    return entry.member ? (
      <MemberPage key={entry.path} route={route} path={entry.path} load={entry.load} />
    ) : (
      <PageHost key={entry.path} path={entry.path} load={entry.load} />
    );
  }
  if (resolution.kind === 'redirect') {
    return (
      <p className="route-redirecting" role="status">
        {t('app.redirecting')}
      </p>
    );
  }
  return null;
}
