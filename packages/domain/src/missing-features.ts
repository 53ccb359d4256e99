import type { Query } from './query.ts';
import { errorPagePath, routePaths, unlistedPaths } from './routes.ts';

/**
 * Features this app does not build (decision 041). A link to one of their pages — a path of `unlistedPaths`, a
 * page the spec lists that has no screen yet, an unknown named link — opens the error page with
 * type=unavailable and the feature's name, which says in the shopper's language that the feature is not offered
 * here and leads home. Never a blank page, never the develop error (that one is for addresses nobody links to).
 */

/** Page folders (or single pages) of SPEC §2 that have no screen yet, by the feature they belong to. */
const listedFeatures: ReadonlyArray<readonly [prefix: string, feature: string]> = [
  ['/subpackages/invoice/', 'invoice'],
  ['/subpackages/commentCenter/', 'reviews'],
  ['/subpackages/partner/', 'partner'],
  ['/subpackages/actions/invitation/', 'invitation'],
  ['/subpackages/orderhistory/orderByDate', 'orderHistory'],
  ['/subpackages/customize/', 'customPages'],
  ['/pages/college/', 'college'],
  ['/pages/web/', 'webPages'],
  ['/pages/wkbin/', 'sceneCodes'],
  ['/preview-image', 'imagePreview'],
];

export type UnlistedFeature = keyof typeof unlistedPaths;

/** A spec page outside the table above: the missing-feature page says 'this page'. */
const anyPage = 'page';

/** Every feature name the missing-feature page may be opened with (each has a translated name in the app). */
export const missingFeatureNames: readonly string[] = [
  ...new Set([...Object.keys(unlistedPaths), ...listedFeatures.map(([, f]) => f), anyPage]),
];

const unlistedByPath = new Map(Object.entries(unlistedPaths).map(([feature, path]) => [path, feature]));
const listed = new Set(routePaths);

/** The feature a page path belongs to when the app may lack it: unlisted paths and spec pages; null for others. */
export function featureOfPath(path: string): string | null {
  const unlisted = unlistedByPath.get(path as never);
  if (unlisted) return unlisted;
  if (!listed.has(path)) return null;
  const match = listedFeatures.find(([prefix]) => path === prefix || path.startsWith(prefix));
  return match ? match[1] : anyPage;
}

/** The type of the error page that says a feature is not offered here. */
export const unavailableType = 'unavailable';

/** Where a link to a feature this app does not offer leads. */
export function missingFeatureTarget(feature: string): { path: string; query: Query } {
  return { path: errorPagePath, query: { type: unavailableType, feature } };
}
