import { cardEndpoints, cardSingletypes, headerNames } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderOffer } from '../checkout/index.ts';
import { registerCouponCardOrderKind } from '../coupon/index.ts';
import { registerOrderEffect, registerOrderKind } from '../order/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { buyCard } from './buy.ts';
import { cardOrderKind, cardPurchaseRefunded } from './card-kind.ts';
import { cardListedOrders } from './card-order-list.ts';
import { memberCardOrder } from './card-orders.ts';
import { cardDetailOut, cardRecordPage, myCards, requireMemberCard } from './cards.ts';
import { cardNames, orderNumbers, storeName } from './names.ts';
import { passCardOffer } from './pass-offer.ts';
import { passCardsBack } from './pass-restore.ts';
import { privilegeCardOffer } from './privilege-offer.ts';
import { buyerFor, productOuts, requireOpenedBy, requireProduct, salePage } from './products.ts';
import { withCovers } from './shopping-covers.ts';

/** The store a call is made in: the x-store-id header (its own card products and the chain's). */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

const pageOf = (input: { pageIndex?: number | undefined; pageSize?: number | undefined }) => ({
  index: input.pageIndex ?? 1,
  size: input.pageSize ?? 20,
});

/** The products on sale, each with whether the caller can buy it (a guest: not logged in). */
async function listProducts(
  ctx: CallContext,
  kind: Parameters<typeof salePage>[2],
  page: { index: number; size: number },
) {
  const storeId = storeOf(ctx);
  const zone = (await requireStoreRecord(ctx, storeId)).row.settings.timezone;
  const { rows, total } = await salePage(ctx.db, storeId, kind, page);
  const now = ctx.clock.now();
  const buyer = await buyerFor(
    ctx.db,
    ctx.member?.uid ?? null,
    rows.map((r) => r.id),
    now,
  );
  return {
    products: await withCovers(ctx, ctx.locale, productOuts(rows, buyer, now, zone, ctx.locale)),
    total,
  };
}

async function productDetail(ctx: CallContext, id: number) {
  const storeId = storeOf(ctx);
  const zone = (await requireStoreRecord(ctx, storeId)).row.settings.timezone;
  const row = await requireProduct(ctx.db, storeId, id);
  // A promotion card's page is opened by its code (Card/PromotionCardDetails), not by the product's id.
  requireOpenedBy(row, undefined);
  const now = ctx.clock.now();
  const buyer = await buyerFor(ctx.db, ctx.member?.uid ?? null, [row.id], now);
  return (await withCovers(ctx, ctx.locale, productOuts([row], buyer, now, zone, ctx.locale)))[0]!;
}

/** A page of one of the member's cards' records (CARD_NOT_FOUND for another's). */
async function records(
  ctx: MemberContext,
  deps: AppDeps,
  cardId: number,
  page: { index: number; size: number },
) {
  return cardRecordPage(ctx.db, cardId, page, storeName(deps, ctx.locale), (ids) =>
    orderNumbers(ctx.db, ids),
  );
}

async function cardDetails(ctx: MemberContext, deps: AppDeps, id: number) {
  const row = await requireMemberCard(ctx.db, ctx.member.uid, id);
  const first = await records(ctx, deps, row.card.id, { index: 1, size: 20 });
  return cardDetailOut(row, cardNames(deps, ctx.locale), first, ctx.clock.now(), ctx.locale);
}

/**
 * Cards (SPEC §2 coupons: buyPassDetails, myCoupon singletype 1–4, couponPassCardDetails with cardRecords;
 * decision 057): the products on sale, buying them (the order kind 'card' and its refund effect), a card order,
 * the member's cards, a card and its records.
 */
export function registerCard(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, not on import: an area left out of modules/index.ts is noticed at once (decision 016).
  registerOrderKind(cardOrderKind);
  registerOrderEffect(cardPurchaseRefunded);
  // A pass card covers items at settlement (an order offer, decision 060); a cancel or refund gives its times back.
  registerOrderOffer(passCardOffer);
  registerOrderEffect(passCardsBack);
  // A valid privilege card's discount rate comes off every order's goods, nothing to choose (decision 060).
  registerOrderOffer(privilegeCardOffer);
  // Card orders beside coupon orders in the member's list, cancelled there while unpaid (decision 059).
  registerCouponCardOrderKind(cardListedOrders);
  registerEndpoint(app, deps, cardEndpoints.loadCardProducts, (input, ctx) =>
    listProducts(ctx, input.kind, pageOf(input)),
  );
  registerEndpoint(app, deps, cardEndpoints.cardProductDetail, (input, ctx) => productDetail(ctx, input.id));
  registerEndpoint(app, deps, cardEndpoints.buyCard, (input, ctx) => buyCard(ctx, storeOf(ctx), input));
  registerEndpoint(app, deps, cardEndpoints.cardOrderDetail, (input, ctx) =>
    memberCardOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.clock.now(), ctx.locale),
  );
  registerEndpoint(app, deps, cardEndpoints.myCards, (input, ctx) =>
    myCards(
      ctx.db,
      ctx.member.uid,
      cardSingletypes[input.singletype],
      input.tab ?? 'usable',
      pageOf(input),
      ctx.clock.now(),
      ctx.locale,
    ),
  );
  registerEndpoint(app, deps, cardEndpoints.cardDetails, (input, ctx) => cardDetails(ctx, deps, input.id));
  registerEndpoint(app, deps, cardEndpoints.cardRecords, async (input, ctx) => {
    const row = await requireMemberCard(ctx.db, ctx.member.uid, input.id);
    return records(ctx, deps, row.card.id, pageOf(input));
  });
}
