// The public face of the gift module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerRewardGifts } from '../points/index.ts';
import { checkGiftItems } from './check-items.ts';
import { deliverGifts } from './deliver.ts';
import { giftItemsAsset } from './member-assets.ts';
import { registerGift } from './routes.ts';
import { registerStaffGifts } from './staff-gifts.ts';

// Checking gift items when they are made (a package, a top-up rule, a reward), so every delivery can open them.
export { checkGiftItems } from './check-items.ts';
// Delivering gift items to a member, once per source, inside the caller's transaction (decision 033).
export { deliverGifts, type GiftDelivery, type GiftDeliveryResult, type GiftSource } from './deliver.ts';

/**
 * How the app mounts gifts: gift packages on sale, buying them (their order kind), what a member received; for
 * staff, packages, granting one, and honouring goods and service gifts. With the routes, not on import (decision
 * 016): the points' rewards (the points challenge) are checked and delivered here through points' registry.
 */
export const giftModule: ShopModule = {
  name: 'gift',
  routes(app, deps) {
    registerRewardGifts({ check: checkGiftItems, deliver: deliverGifts });
    registerGift(app, deps);
  },
  staffRoutes: registerStaffGifts,
  memberAssets: [giftItemsAsset],
};

// What GET /staff/gifts/… answer (the staff CLI's gifts command prints them).
export type { StaffEntitlementOut } from './staff-grants.ts';
export type { StaffPackageOut } from './staff-packages.ts';
