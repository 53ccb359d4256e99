// Paths under /wxapi/ of `invitationEndpoints` (activity/invitation.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
// SPEC §7 names RelationDistribute; the pages' reads follow its CustomerReferral/ controller.
export const relationDistribute = 'customeraccount/RelationDistribute';
export const inviteInfo = 'CustomerReferral/GetInviteInfo';
export const inviteRewards = 'CustomerReferral/LoadInviteRewards';
export const inviteRule = 'CustomerReferral/GetInviteRule';
export const enterShare = 'CustomerReferral/GetEnterShareInfo';
