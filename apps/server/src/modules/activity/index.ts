// The public face of the activity module (issue 31: invitations): what other modules use of it (DESIGN §2). Its
// inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPosterRoutes } from './poster-routes.ts';

// Who invited whom (member_relations): the partner programme's first and second level, and the one writer.
export { bindOnce, inviterChain, inviterOf, type MemberRelation, type NewRelation } from './relations.ts';

/** How the app mounts invitations: binding a member to their inviter, the invite rules, rewards and pages. */
export const activityModule: ShopModule = {
  name: 'activity',
  routes(app, deps) {
    registerPosterRoutes(app, deps);
  },
};
