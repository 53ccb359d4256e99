import {
  errorPagePath,
  featureOfPath,
  homePath,
  missingFeatureTarget,
  type Query,
  routePaths,
} from '@shop/domain';

/**
 * What to show for a path (SPEC §2): the page when it is built; a known replacement after 300 ms when the path
 * is a legacy one (or the replacement of one) and the replacement is built; a page of a feature this app does not
 * build (a spec page without a screen, a page only links reach) the missing-feature page (type=unavailable,
 * decision 041); any other address the error page with type=develop. Never a placeholder page.
 */

export const notFoundRedirectMs = 300;

export type Resolution =
  | { kind: 'page'; path: string }
  | { kind: 'redirect'; path: string; query: Query; delayMs: number }
  | { kind: 'error'; path: string; query: Query };

const known = new Set(routePaths);

/** Old subpackage-less folders whose pages moved under /subpackages/ with the same names. */
const movedFolders = ['account', 'orderhistory', 'coupons', 'balance', 'address', 'groupMeal'];

/** Maps a legacy path to its current page and query, or null when the path has no known replacement. */
export function legacyTarget(path: string): { path: string; query: Query } | null {
  if (/^\/(pages\/)?nearstores(\/.*)?$/.test(path)) {
    return { path: '/subpackages/chainStores/nearstore', query: { hideTab: 'true' } };
  }
  const moved = /^\/pages\/([^/]+)\/(.+)$/.exec(path);
  if (moved && movedFolders.includes(moved[1]!)) {
    const next = `/subpackages/${moved[1]}/${moved[2]}`;
    return known.has(next) ? { path: next, query: {} } : null;
  }
  // Distribution and shareholder were both renamed to the partner programme.
  const partner = /^\/(?:pages|subpackages)\/(?:distribution|shareholder)(?:\/(.+))?$/.exec(path);
  if (partner) {
    const page = partner[1]?.split('/').pop() ?? 'index';
    const next = `/subpackages/partner/${page}`;
    return { path: known.has(next) ? next : '/subpackages/partner/index', query: {} };
  }
  return null;
}

/** Decides what a path shows, given the set of paths whose page is built. */
export function resolvePath(rawPath: string, built: ReadonlySet<string>): Resolution {
  const path = rawPath === '/' || rawPath === '' ? homePath : rawPath;
  if (built.has(path)) return { kind: 'page', path };
  const replacement = legacyTarget(path);
  if (replacement && built.has(replacement.path)) {
    return { kind: 'redirect', ...replacement, delayMs: notFoundRedirectMs };
  }
  const feature = featureOfPath(replacement?.path ?? path);
  if (feature) return { kind: 'error', ...missingFeatureTarget(feature) };
  return { kind: 'error', path: errorPagePath, query: { type: 'develop' } };
}
