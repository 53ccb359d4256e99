// The public face of the card module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCardTender } from './card-provider.ts';
import { cardsAsset, prepaidCardsAsset, shoppingCardsAsset } from './member-assets.ts';
import { registerPrepaidCards, registerStaffPrepaid } from './prepaid-routes.ts';
import { privilegeCouponsJob } from './privilege-grant.ts';
import { registerPrivilegeCard } from './privilege-routes.ts';
import { registerPromotionCard } from './promotion-routes.ts';
import { registerCard } from './routes.ts';
import { registerStaffCards } from './staff-cards.ts';

export type { PrintedCardOut } from './prepaid-print.ts';
export type { StaffPrepaidOut } from './prepaid-staff-read.ts';
// What GET /staff/cards/… answer (the staff CLI's cards command prints them).
export type { StaffCardProductOut } from './staff-products.ts';
export type { StaffCardOut } from './use.ts';

/** Seconds between runs of the privilege cards' monthly coupons: a month's come within minutes of its start. */
const PRIVILEGE_COUPONS_EVERY = 300;

/**
 * How the app mounts cards (issue 29, decision 057): card products on sale, buying them (their order kind and its
 * refund effect), the member's cards and their records; for staff, products, counter use, disabling, a member's
 * cards; prepaid cards bound, topped up, transferred, printed and spent at the counter; the cards a member holds
 * among their assets.
 */
export const cardModule: ShopModule = {
  name: 'card',
  routes(app, deps) {
    registerCard(app, deps);
    registerPrepaidCards(app, deps);
    registerPrivilegeCard(app, deps);
    // A promotion card, opened by its code, unlocks its promotion in the pricing engine (decision 064).
    registerPromotionCard(app, deps);
    // A bound prepaid card pays at settlement, alone or with another method (split tender, decision 061).
    registerCardTender(deps);
  },
  staffRoutes(staff, deps) {
    registerStaffCards(staff, deps);
    registerStaffPrepaid(staff, deps);
  },
  // The privilege cards' monthly coupons, run with the other sweeps (API tests run it by hand).
  jobs: (deps, settings) =>
    settings.orderSweepSeconds ? [privilegeCouponsJob(deps, PRIVILEGE_COUPONS_EVERY)] : [],
  memberAssets: [cardsAsset, prepaidCardsAsset, shoppingCardsAsset],
};
