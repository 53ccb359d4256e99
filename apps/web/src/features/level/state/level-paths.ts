// A page's ?id= as a number, shared by every area's pages (domain).
export { queryId } from '@shop/domain';

/** The level page (SPEC §2 account/customerLevel; ?type=update for the paid upgrade). */
export const levelPath = '/subpackages/account/customerLevel';

/** The invitation page a member shares (SPEC §2 account/invitePayUpgrade). */
export const invitePath = '/subpackages/account/invitePayUpgrade';

/** The member centre, where the new level shows after an upgrade. */
export const memberCentrePath = '/subpackages/account/account';

/**
 * The address of an upgrade invitation to `categoryId` from `inviterUid`: this app's page with the two in its
 * query, on the origin and path the app is served from (hash routing).
 */
export function inviteLink(origin: string, appPath: string, inviterUid: number, categoryId: number): string {
  const query = new URLSearchParams({ inviterUid: String(inviterUid), categoryId: String(categoryId) });
  return `${origin}${appPath}#${invitePath}?${query}`;
}
