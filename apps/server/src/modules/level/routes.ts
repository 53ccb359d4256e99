import { headerNames, levelEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderEffect, registerOrderKind } from '../order/index.ts';
import { orderGrowthEffect } from './growth.ts';
import { activatInfo, upgradeInfo, upgradeRewardRule } from './level-info.ts';
import { allLevels, toLevelOut } from './levels.ts';
import { upgradeKind } from './upgrade-kind.ts';
import { updateCategory } from './upgrade-order.ts';
import { findUpgradeOrder, upgradeDetailOut } from './upgrade-read.ts';

/** The store a call is made in: the x-store-id header, required where the store's rules apply. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/** Member levels, growth, paid upgrades and upgrade invitations (SPEC §3, §5, §6, §7). */
export function registerLevel(app: FastifyInstance, deps: AppDeps): void {
  // The upgrade's order kind and growth effect are registered here, with the routes, and not as a side effect of importing a file:
  // an area left out of modules/index.ts is noticed at once (its endpoints are missing), while a side-effect import
  // can be dropped by any refactor without a sound — and an unregistered kind makes a payment throw. Every app,
  // main's and each API test's (test/harness.ts → buildApp → shopModules), goes through here.
  registerOrderKind(upgradeKind);
  registerOrderEffect(orderGrowthEffect);
  registerEndpoint(app, deps, levelEndpoints.loadCategorys, async (input, ctx) => {
    const levels = await allLevels(ctx.db);
    const entryRank = levels[0]?.rank ?? 0;
    const withRule = input.includeAutoUpgradeRule === true;
    return { categorys: levels.map((level) => toLevelOut(level, entryRank, withRule, ctx.locale)) };
  });
  registerEndpoint(app, deps, levelEndpoints.upgradeInfo, (_input, ctx) => upgradeInfo(ctx));
  registerEndpoint(app, deps, levelEndpoints.updateCategory, (input, ctx) =>
    updateCategory(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, levelEndpoints.upgradeOrderDetail, async (input, ctx) => {
    const row = await findUpgradeOrder(ctx.db, ctx.member.uid, { orderNo: input.orderNo });
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return upgradeDetailOut(row, ctx.locale);
  });
  registerEndpoint(app, deps, levelEndpoints.activatInfo, (_input, ctx) => activatInfo(ctx));
  registerEndpoint(app, deps, levelEndpoints.upgradeRewardRule, (_input, ctx) =>
    upgradeRewardRule(ctx, storeOf(ctx)),
  );
}
