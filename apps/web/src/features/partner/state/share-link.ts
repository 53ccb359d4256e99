import { encodeQuery, type LinkTarget, type Query } from '@shop/domain';

/**
 * The address a partner shares: this app's page (hash routing, on the origin and path the app is served from) with
 * the partner's uid as `inviteruid`, which the launch keeps and sends as the inviter header (app/init-steps.ts), so
 * the friend's sign-up and orders are theirs. Without a uid (not a partner) the link is the plain page.
 */
export function shareLink(origin: string, appPath: string, to: LinkTarget, uid: number | null): string {
  const query: Query = uid === null ? to.query : { ...to.query, inviteruid: String(uid) };
  const q = encodeQuery(query);
  return `${origin}${appPath}#${to.path}${q ? `?${q}` : ''}`;
}
