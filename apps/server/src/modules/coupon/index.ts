// The public face of the coupon module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { couponsAsset } from './member-assets.ts';
import { registerCoupon } from './routes.ts';
import { registerStaffCoupons } from './staff-coupons.ts';
import { couponTranslatables } from './translatables.ts';

// The member's coupon & card orders (OrderHistory/LoadCouponCardOrders): an area selling another line-less kind
// of the list (cards) registers how its orders show there (decision 059).
export { type CouponCardOrderKind, registerCouponCardOrderKind } from './card-order-kinds.ts';
// An exchange code typed at settlement (order/ApplyCouponCode) redeemed into a coupon of the member's.
export { redeemExchangeCode } from './exchange.ts';
// Coupons given as part of a gift (gift packages, top-up gifts), and which templates a new gift may name.
export { type GiftCoupons, giftableTemplateIds, issueGiftCoupons } from './gift-coupons.ts';
// Coupons other areas give (points mall exchanges, gifts), and how they show what a template gives.
export { type CouponFace, type CouponGrant, couponFaces, grantCoupons, levelNames } from './grant.ts';
// A member's level now and whether they are new, as the coupon rules read them (other areas' level rules too).
export { memberFacts } from './member-facts.ts';
// The placing statement's piece that takes an order's coupons and bumps their use counts (decision 057).
export { type CouponTake, couponTakePiece } from './placing.ts';
// What GET /staff/coupons/… answer (the staff CLI's coupons command prints them).
export type { StaffMemberCouponOut } from './staff-coupons.ts';
export type { StaffTemplateOut } from './staff-templates.ts';
// How many templates the coupon centre lists (a custom page's activity strip shows it, decision 040).
export { centreCount } from './templates.ts';

/**
 * How the app mounts the coupon life: the coupon centre, claiming and buying (coupons' payable kind), my coupons,
 * exchange codes, share links, the member's coupon orders; for staff, templates, issuing, a member's coupons and
 * exchange codes; the templates' text staff translate.
 */
export const couponModule: ShopModule = {
  name: 'coupon',
  routes: registerCoupon,
  staffRoutes: registerStaffCoupons,
  translatables: couponTranslatables,
  memberAssets: [couponsAsset],
};
