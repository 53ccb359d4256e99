// The public face of the points module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { onNewMember } from '../account/index.ts';
import { yearEndClearingJob } from './expiry-job.ts';
import { pointsAsset } from './member-assets.ts';
import { rewardNewMember } from './new-member-reward.ts';
import { registerPoints } from './routes.ts';
import { registerStaffPoints } from './staff-points.ts';
import { pointsTranslatables } from './translatables.ts';

// The points ledger: moving a member's points.
export { movePoints } from './ledger.ts';
// The points a goods order earns when it completes, and takes back when it is refunded.
export {
  earnOrderPoints,
  type PointsRefund,
  pointsEarned,
  takeBackOrderPoints,
  takeBackRefundedPoints,
} from './order-points.ts';
// Where the gift area lends its checking and delivery of gift items to the points' rewards (registered on mount).
export { type RewardGifts, registerRewardGifts } from './reward-delivery.ts';
// What GET /staff/points/accumulation lists (the staff CLI's accumulation command prints it).
export type { StaffAccumulationOut } from './staff-accumulation.ts';
// What GET and PUT /staff/points/checkin-rule answer (the staff CLI's checkin command prints it).
export type { StaffCheckinRuleOut } from './staff-points.ts';

/**
 * How the app mounts points: the integral page's calls, the daily check-in, the accumulated-points promotions and
 * the new-member reward;
 * for staff, the check-in rule, manual edits and the promotions (their names translated like the store's text); the year-end clearing job when its interval is set. Other areas move points through the ledger.
 */
export const pointsModule: ShopModule = {
  name: 'points',
  routes(app, deps) {
    // With the routes, not on import (decision 016): a member who joins gets the chain's new-member reward.
    onNewMember(rewardNewMember);
    registerPoints(app, deps);
  },
  staffRoutes: registerStaffPoints,
  translatables: pointsTranslatables,
  memberAssets: [pointsAsset],
  jobs: (deps, settings) =>
    settings.pointsClearingSeconds ? [yearEndClearingJob(deps, settings.pointsClearingSeconds)] : [],
};
