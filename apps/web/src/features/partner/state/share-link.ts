import { encodeQuery, type LinkTarget, type Query } from '@shop/domain';

/**
 * The address a partner shares: this app's page (hash routing, on the origin and path the app is served from) with
 * the partner's uid as `inviteruid` (the launch keeps it and sends it as the inviter header, so a new friend's
 * sign-up binds to them) and as `guiderid` (the launch turns it into the guider cookie, decision 081, so an order
 * placed through the link pays them the first level even for a member bound to someone else). Without a uid (not a
 * partner) the link is the plain page.
 */
export function shareLink(origin: string, appPath: string, to: LinkTarget, uid: number | null): string {
  const query: Query =
    uid === null ? to.query : { ...to.query, inviteruid: String(uid), guiderid: String(uid) };
  const q = encodeQuery(query);
  return `${origin}${appPath}#${to.path}${q ? `?${q}` : ''}`;
}
