import { useEffect } from 'react';
import { useT } from '../lib/i18n/i18n-context.tsx';
import type { Route } from '../lib/router/location.ts';
import { redirect } from '../lib/router/use-route.tsx';
import { PageHost } from './page-host.tsx';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, routeOf } from './routes.ts';

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
    const load = routeOf(resolution.path)?.load;
    return load ? <PageHost key={resolution.path} path={resolution.path} load={load} /> : null;
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
