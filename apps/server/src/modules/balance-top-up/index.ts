// The public face of balance-top-up: placing a balance top-up, crediting it and its gifts once paid, the balance
// gift's later instalments, the top-up rules for staff. It is the balance area's, in a module of its own because it
// sits above payment, checkout and the gift area, which use the balance ledger (decision 037).
import { headerNames, topUpEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerTopUpDetail } from '../balance/index.ts';
import { registerOrderKind } from '../order/index.ts';
import { giftInstalmentsJob } from './gift-instalments.ts';
import { registerStaffTopUpRules } from './staff-top-up-rules.ts';
import { placeTopUp } from './top-up.ts';
import { topUpKind } from './top-up-kind.ts';
import { memberTopUpOut } from './top-up-orders.ts';

// What GET /staff/balance/top-up-rules answers (the staff CLI's top-up-rules command prints it).
export type { StaffTopUpRuleOut } from './staff-top-up-rules.ts';

/**
 * Balance/TopUp in the store of the x-store-id header and its result page's read, the top-up's order kind, and the
 * top-up's order on its ledger entry.
 */
function registerTopUp(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, not on import: an area left out of modules/index.ts is noticed at once (decision 016).
  registerOrderKind(topUpKind);
  registerTopUpDetail(memberTopUpOut);
  registerEndpoint(app, deps, topUpEndpoints.topUp, (input, ctx) => {
    const storeId = ctx.headers.storeId;
    if (!storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
    return placeTopUp(ctx, storeId, input);
  });
  registerEndpoint(app, deps, topUpEndpoints.topUpOrder, async (input, ctx) => {
    const out = await memberTopUpOut(ctx.db, ctx.member.uid, input.orderNo, ctx.locale);
    if (!out) throw new AppError('ORDER_NOT_FOUND');
    return out;
  });
}

/**
 * How the app mounts top-up: placing one (an order of kind 'topup') and what its payment does; for staff, the rules;
 * the job that credits balance gift instalments as they fall due.
 */
export const balanceTopUpModule: ShopModule = {
  name: 'balance-top-up',
  routes: registerTopUp,
  staffRoutes: registerStaffTopUpRules,
  jobs: (deps, settings) =>
    settings.giftInstalmentSeconds ? [giftInstalmentsJob(deps, settings.giftInstalmentSeconds)] : [],
};
