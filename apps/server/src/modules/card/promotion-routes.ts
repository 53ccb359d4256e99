import { headerNames, promotionCardEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderOffer } from '../checkout/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { promotionCardDetails } from './promotion-cards.ts';
import { promotionCardOffer } from './promotion-offer.ts';

/** The store a call is made in: the x-store-id header, as every card call reads it. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/**
 * Promotion cards (SPEC §2 coupons: couponPromotionCardDetails?code=; issue 29, decision 064): a card opened by its
 * code, got through Card/BuyCard with it, whose holding unlocks its unlocked-only promotion in the pricing engine
 * (an order offer source that prices nothing itself).
 */
export function registerPromotionCard(app: FastifyInstance, deps: AppDeps): void {
  registerOrderOffer(promotionCardOffer);
  registerEndpoint(app, deps, promotionCardEndpoints.promotionCardDetails, async (input, ctx) => {
    const storeId = storeOf(ctx);
    const zone = (await requireStoreRecord(ctx, storeId)).row.settings.timezone;
    return promotionCardDetails(
      ctx.db,
      { id: storeId, zone },
      ctx.member?.uid ?? null,
      input.code,
      ctx.clock.now(),
      ctx.locale,
    );
  });
}
