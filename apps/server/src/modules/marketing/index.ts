// The public face of the marketing module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerStaffBargains } from './bargain/staff.ts';
import { registerStaffCommunityGroups } from './community-group/staff.ts';
import { registerStaffCommunityLeaders } from './community-group/staff-leaders.ts';
import { settleGroupsJob } from './group-buy/settle.ts';
import { registerStaffGroupBuys } from './group-buy/staff.ts';
import { lapseDepositsJob } from './presale/lapse.ts';
import { registerStaffPresales } from './presale/staff.ts';
import { registerMarketing } from './routes.ts';
import { reconcileSeckillGateJob } from './seckill/gate.ts';
import { registerStaffSeckills } from './seckill/staff.ts';
import { registerStaffBlindBoxes } from './staff-blind-boxes.ts';
import { registerStaffGroupMeals } from './staff-group-meals.ts';
import { registerStaffPromotions } from './staff-promotions.ts';
import { marketingTranslatables } from './translatables.ts';

// One bargain activity as GET /staff/bargains lists it (the staff CLI's activities bargain prints it), and its
// create, which the demo data uses.
export { createBargainActivity, type StaffBargainOut } from './bargain/staff.ts';
export { createCommunityGroup, type StaffCommunityGroupOut } from './community-group/staff.ts';
// A community group as GET /staff/community-groups lists it, a leader's point as GET /staff/community-leaders does,
// a point's orders and totals (the staff CLI's activities community prints them), and the creates the demo uses.
export { createCommunityLeader, type StaffCommunityLeaderOut } from './community-group/staff-leaders.ts';
export type { StaffCommunityPointOut } from './community-group/staff-points.ts';
// One group buy as GET /staff/group-buys lists it (the staff CLI's activities group-buy prints it), its create
// (the demo data's), and the settling of groups at their limit (tests run it as the job would).
export { settleDueGroups } from './group-buy/settle.ts';
export { createGroupBuy, type StaffGroupBuyOut } from './group-buy/staff.ts';
// One pre-sale as GET /staff/presales lists it, its create, and the lapse of deposits (tests run it as the job).
export { lapseDueDeposits } from './presale/lapse.ts';
export { createPresale, type StaffPresaleOut } from './presale/staff.ts';
// One promotion as the shopper reads it, by id (what unlocks an unlocked-only promotion shows it: a promotion card).
export { promotionShownById } from './promotion-lookup.ts';
// The promotions a store runs now, for checkout's pricing (cached; emptied on staff writes).
export { promotionsForCheckout } from './promotion-store.ts';
// One seckill session as GET /staff/seckills lists it (the staff CLI's activities seckill prints it), and its
// create (the demo data's).
export { createSeckill, type StaffSeckillOut } from './seckill/staff.ts';
// One blind box series as GET /staff/blind-boxes lists it (the staff CLI's activities blind-box prints it), and
// its create, which the demo data uses.
export { createBlindBoxSeries, type StaffBlindBoxOut } from './staff-blind-boxes.ts';
// One booking as GET /staff/group-meals lists it (the staff CLI's group-meals command prints it).
export type { StaffGroupMealOut } from './staff-group-meals.ts';
// One promotion as GET /staff/promotions lists it (the staff CLI's promotions command prints it).
export type { StaffPromotionOut } from './staff-promotions.ts';

/**
 * How the app mounts marketing: group-meal booking (set menus, booking with a deposit paid by balance or online,
 * the member's bookings and their cancel) and the group meal's payable kind; for staff, the bookings and their
 * confirm / serve steps; the set menus' text staff translate. Automatic promotions (decision 032): the promotions
 * list, staff create / end / list, and the lookup checkout prices with. Blind boxes (decision 066): the series,
 * buying one with its draw, the reveal, the member's boxes; for staff, create / end / list. Bargains (decision 070):
 * the activities, a member's bargain started, friends' cuts, buying at the price reached, my bargains; for staff,
 * create / end / list. Group buys (decision 068): the activities, their groups, buying a place to open or join
 * one, the order with its group, cancelling an unpaid place, my groups; for staff, create / end (revoke) / list
 * and handing a formed group's order over; the job settling groups at their limit. Seckill (decision 069): the
 * sessions, buying units (stock and the member's limit taken by conditional updates as the order is placed, given
 * back once on cancel or timeout), an order, its cancel, mine; for staff, create / end / list and hand-over.
 * Pre-sales (decision 071): the deposit and the rest as two orders, the rest settling its deposit once, deposits
 * lapsing by a job (kept or refunded); for staff, create / end / list and hand-over. Community group purchases
 * (decision 072): the groups, ordering items to pick up at a leader's point (units taken as with seckill), an
 * order, its cancel, mine; for staff, groups and leaders' points (create / end / list, a point changed), each
 * point's orders and totals, and hand-over at the point.
 */
export const marketingModule: ShopModule = {
  name: 'marketing',
  routes: registerMarketing,
  staffRoutes: (staff, deps) => {
    registerStaffGroupMeals(staff, deps);
    registerStaffPromotions(staff, deps);
    registerStaffBlindBoxes(staff, deps);
    registerStaffBargains(staff, deps);
    registerStaffGroupBuys(staff, deps);
    registerStaffSeckills(staff, deps);
    registerStaffPresales(staff, deps);
    registerStaffCommunityLeaders(staff, deps);
    registerStaffCommunityGroups(staff, deps);
  },
  // Groups run out at their limit (formed by the store's fill, or refunded) and pre-sale deposits whose rest never
  // came lapse (kept or refunded), with the other sweeps. With Redis, the seckill gate is brought back to the
  // database every 10 s at most: places of cancelled and timed-out orders return on sale then (decision 073).
  jobs: (deps, settings) => {
    if (!settings.orderSweepSeconds) return [];
    const every = Math.min(settings.orderSweepSeconds, 30);
    const gate = deps.redis
      ? [reconcileSeckillGateJob(deps.db, deps.redis, Math.min(settings.orderSweepSeconds, 10))]
      : [];
    return [settleGroupsJob(deps, every), lapseDepositsJob(deps, every), ...gate];
  },
  translatables: marketingTranslatables,
};
