// The public face of the partner module (issue 31, decision 078): what other modules use of it (DESIGN §2). Its
// inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { pendingProfitAsset, withdrawableProfitAsset } from './member-assets.ts';
import { releaseProfitJob } from './release.ts';
import { registerPartner } from './routes.ts';
import { registerStaffPartner } from './staff.ts';
import { partnerTranslatables } from './translatables.ts';

/** Seconds between runs of the hold-day release: commission becomes withdrawable within this after its day. */
const RELEASE_EVERY = 300;

/**
 * How the app mounts the partner programme: levels and applying, the centre, friends, profit and cash-out, the
 * commission effect on the order lifecycle (with the routes); for staff, applications and cash-outs; the hold-day
 * release job with the other sweeps (API tests run it by hand); pending and withdrawable profit as member assets.
 */
export const partnerModule: ShopModule = {
  name: 'partner',
  routes: registerPartner,
  staffRoutes: registerStaffPartner,
  translatables: partnerTranslatables,
  jobs: (deps, settings) => (settings.orderSweepSeconds ? [releaseProfitJob(deps, RELEASE_EVERY)] : []),
  memberAssets: [pendingProfitAsset, withdrawableProfitAsset],
};

// What GET /staff/partner/… answer (the staff CLI's partner command prints them).
export type { StaffCashOutOut, StaffPartnerLevelOut, StaffPartnerOut } from './staff.ts';
