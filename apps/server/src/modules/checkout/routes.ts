import { checkoutEndpoints, headerNames } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/account/member.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { payInfo } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { applyCouponCode, applyDiscount, availableCoupons } from './coupon-choice.ts';
import { couponOffer } from './coupon-offer.ts';
import { registerOrderOffer } from './offer-registry.ts';
import { placeOrder } from './place-order.ts';
import { settlementPreview } from './preview.ts';
import { selfTakeLocations } from './self-take.ts';

/** The store of a checkout call: the x-store-id header, required. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

export function registerCheckout(app: FastifyInstance, deps: AppDeps): void {
  // The member's coupons are checkout's own order offer source (decision 060); other areas register theirs.
  registerOrderOffer(couponOffer);
  registerEndpoint(app, deps, checkoutEndpoints.getPayInfo, async (input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const [member] = await ctx.db
      .select({ balance: members.balance, payPasswordHash: members.payPasswordHash })
      .from(members)
      .where(eq(members.id, ctx.member.uid));
    const info = payInfo(store.settings, member?.balance ?? 0, store.currency, input.orderMode);
    return { ...info, needPayPassword: Boolean(member?.payPasswordHash) };
  });

  registerEndpoint(app, deps, checkoutEndpoints.indexNoDiscount, (input, ctx) =>
    settlementPreview(ctx, storeOf(ctx), input),
  );

  registerEndpoint(app, deps, checkoutEndpoints.getAvailableCoupons, (input, ctx) =>
    availableCoupons(ctx, storeOf(ctx), input),
  );

  registerEndpoint(app, deps, checkoutEndpoints.applyDiscount, (input, ctx) =>
    applyDiscount(ctx, storeOf(ctx), input),
  );

  registerEndpoint(app, deps, checkoutEndpoints.applyCouponCode, (input, ctx) =>
    applyCouponCode(ctx, storeOf(ctx), input),
  );

  registerEndpoint(app, deps, checkoutEndpoints.placeFast, (input, ctx) =>
    placeOrder(ctx, storeOf(ctx), input),
  );

  registerEndpoint(app, deps, checkoutEndpoints.getSelfTakeLocations, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    return { locations: selfTakeLocations(store, ctx.locale) };
  });
}
