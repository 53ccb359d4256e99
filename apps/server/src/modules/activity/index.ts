// The public face of the activity module (issue 31: invitations): what other modules use of it (DESIGN §2). Its
// inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPosterRoutes } from './poster-routes.ts';
import { registerInvitations } from './routes.ts';
import { registerStaffInvitations } from './staff.ts';

// A member's friends at the first and second level (the partner programme's myFriends, issue 31).
export { type Friend, friendsOf } from './friends.ts';
// Who invited whom (member_relations): the partner programme's first and second level, and the one writer.
export { bindOnce, inviterChain, inviterOf, type MemberRelation, type NewRelation } from './relations.ts';

/**
 * How the app mounts invitations (decision 076): RelationDistribute, the invite page, rewards, rules and the
 * friend's landing page; the binding at registration and the first-order rewards, registered with the routes; for
 * staff, the invite rules and a member's invitations.
 */
export const activityModule: ShopModule = {
  name: 'activity',
  routes(app, deps) {
    registerInvitations(app, deps);
    registerPosterRoutes(app, deps);
  },
  staffRoutes: registerStaffInvitations,
};

// What GET /staff/invitations/member answers (the staff CLI's invitations command prints it).
export type { StaffInvitationsOut } from './staff.ts';
