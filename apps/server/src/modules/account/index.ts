// The public face of the account module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerMemberAccounts } from './member-accounts-routes.ts';
import { registerPrivacy } from './privacy/routes.ts';
import { registerProfile } from './profile/routes.ts';
import { profileTranslatables } from './profile/translatables.ts';
import { registerAccount } from './routes.ts';
import { registerStaffCodes } from './staff-codes.ts';
import { registerStaffLogin } from './staff-login.ts';
import { registerStaffMembers } from './staff-members.ts';
import { registerStaffWechat } from './wechat/staff-wechat.ts';
import { registerWechat } from './wechat/wechat-routes.ts';

// Members as another area checks them: active or not, their masked name and photo (an inviter, decision 076).
export { type MemberStanding, memberStandings } from './member-standing.ts';
// The member password's scrypt hashing, for other secrets that are stored hashed (a printed card's password).
export { hashPassword, verifyPassword } from './password-hash.ts';
// Checks before a member pays or orders: the pay password, and a bound phone.
export { hasPayPassword, requirePayPassword } from './pay-password.ts';
// What other areas do when a member joins (a new-member reward), registered when they mount.
export { type JoinedThrough, type NewMemberHook, onNewMember } from './registration.ts';
export { memberPhone, memberPhoneSql, requirePhone } from './service.ts';
// Members as other members see them, masked (a bargain's helpers, a group's members).
export { shownMemberNames } from './shown-names.ts';
// The member a staff request names by phone (and member number when the phone holds several accounts).
export { staffMember } from './staff-member.ts';

// What POST /staff/members answers (the staff CLI's member-add reads it).
export type { StaffNewMember } from './staff-members.ts';
// What the staff WeChat routes answer (the staff CLI's wechat command reads it).
export type { StaffWechatOut } from './wechat/staff-wechat.ts';

/**
 * How the app mounts the account: the ways in, the session, passwords, the member's accounts on a phone, profile
 * and privacy, the mini-program's WeChat login; for staff, the demo codes, opening an account, the platform's phone assertion and translating the
 * custom profile fields.
 */
export const accountModule: ShopModule = {
  name: 'account',
  routes(app, deps) {
    registerAccount(app, deps);
    registerMemberAccounts(app, deps);
    registerProfile(app, deps);
    registerPrivacy(app, deps);
    registerWechat(app, deps);
  },
  staffRoutes(staff, deps) {
    registerStaffCodes(staff, deps);
    registerStaffMembers(staff, deps);
    registerStaffLogin(staff, deps);
    registerStaffWechat(staff, deps);
  },
  translatables: profileTranslatables,
};
