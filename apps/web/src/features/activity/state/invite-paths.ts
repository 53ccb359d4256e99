// A page's ?inviterUid= as a number (domain's queryId).
export { queryId } from '@shop/domain';

/** The invitation pages (SPEC §2 actions/invitation). */
export const invitePath = '/subpackages/actions/invitation/invite';
export const enterSharePath = '/subpackages/actions/invitation/enterShare';
export const inviteRewardPath = '/subpackages/actions/invitation/inviteReward';
export const inviteRulePath = '/subpackages/actions/invitation/inviteRule';

/**
 * The link a member shares: the friend's landing page with the member's uid, on the origin and path the app is
 * served from (hash routing). Opening it remembers the uid (sent as x-inviter-uid), so a sign-up binds.
 */
export function enterShareLink(origin: string, appPath: string, inviterUid: number): string {
  return `${origin}${appPath}#${enterSharePath}?${new URLSearchParams({ inviterUid: String(inviterUid) })}`;
}
