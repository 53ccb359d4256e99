import { headerNames, marketingEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderKind } from '../order/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { registerBargainRoutes } from './bargain/routes.ts';
import { registerBlindBoxRoutes } from './blind-box-routes.ts';
import { bookGroupMeal } from './book.ts';
import { readBookings, toBookingOut } from './bookings.ts';
import { cancelGroupMeal } from './cancel.ts';
import { registerCommunityGroupRoutes } from './community-group/routes.ts';
import { registerGroupBuyRoutes } from './group-buy/routes.ts';
import { groupMealKind } from './group-meal-kind.ts';
import { registerPresaleRoutes } from './presale/routes.ts';
import { registerProductActivityRoutes } from './product-activities.ts';
import { registerPromotionRoutes } from './promotion-routes.ts';
import { registerSeckillRoutes } from './seckill/routes.ts';
import { storeSetMenus, toSetMenuOut } from './set-menus.ts';

/** The store of a call: the x-store-id header, required. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/**
 * Group-meal booking (SPEC §1, §2 groupMeal/index): set menus, booking with a deposit, the member's bookings; and
 * the store's automatic promotions (SPEC §7 ProductPromotions).
 */
export function registerMarketing(app: FastifyInstance, deps: AppDeps): void {
  // Registered with the routes, not on import (level/routes.ts says why).
  registerOrderKind(groupMealKind);
  registerEndpoint(app, deps, marketingEndpoints.loadSetMenus, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const menus = await storeSetMenus(ctx.db, store.id);
    return { menus: menus.map((menu) => toSetMenuOut(menu, ctx.locale)) };
  });
  registerEndpoint(app, deps, marketingEndpoints.book, (input, ctx) =>
    bookGroupMeal(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, marketingEndpoints.myBookings, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await readBookings(ctx.db, eq(orders.memberId, ctx.member.uid), 100);
    return { bookings: rows.map((row) => toBookingOut(row, now, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, marketingEndpoints.cancel, (input, ctx) => cancelGroupMeal(ctx, input.orderNo));
  registerPromotionRoutes(app, deps, storeOf);
  registerBlindBoxRoutes(app, deps, storeOf);
  registerBargainRoutes(app, deps, storeOf);
  registerGroupBuyRoutes(app, deps, storeOf);
  registerSeckillRoutes(app, deps, storeOf);
  registerPresaleRoutes(app, deps, storeOf);
  registerCommunityGroupRoutes(app, deps, storeOf);
  registerProductActivityRoutes(app, deps, storeOf);
}
