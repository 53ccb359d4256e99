import { headerNames, privilegeCardEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderEffect } from '../order/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { cardRecordPage } from './cards.ts';
import { cardNames, orderNumbers, storeName } from './names.ts';
import { privilegeCardOut, privilegeProductOuts, requirePrivilegeCard } from './privilege-cards.ts';
import { privilegeRenewalRefunded } from './privilege-refund.ts';
import { buyerFor, salePage } from './products.ts';

/** The store a call is made in: the x-store-id header, as every card call reads it. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

async function products(ctx: CallContext, storeId: number, page: { index: number; size: number }) {
  const zone = (await requireStoreRecord(ctx, storeId)).row.settings.timezone;
  const { rows, total } = await salePage(ctx.db, storeId, 'privilege', page);
  const now = ctx.clock.now();
  const ids = rows.map((r) => r.id);
  const buyer = await buyerFor(ctx.db, ctx.member?.uid ?? null, ids, now);
  return { products: await privilegeProductOuts(ctx.db, rows, buyer, now, zone, ctx.locale), total };
}

async function details(ctx: MemberContext, deps: AppDeps, id: number) {
  const held = await requirePrivilegeCard(ctx.db, ctx.member.uid, id);
  const now = ctx.clock.now();
  const records = await cardRecordPage(
    ctx.db,
    id,
    { index: 1, size: 20 },
    storeName(deps, ctx.locale),
    (ids) => orderNumbers(ctx.db, ids),
  );
  return privilegeCardOut(ctx.db, held, {
    names: cardNames(deps, ctx.locale),
    records,
    buyer: await buyerFor(ctx.db, ctx.member.uid, [held.product.id], now),
    now,
    locale: ctx.locale,
  });
}

/**
 * Privilege cards (SPEC §2 coupons: buyPrivilegeCard, couponPrivilegeCardDetails; issue 29): the periods on sale
 * with their terms, a held card's page, and a refunded renewal's months taken back. Bought, renewed and listed
 * through the cards' own calls (Card/BuyCard, Card/MyCards singletype 4).
 */
export function registerPrivilegeCard(app: FastifyInstance, deps: AppDeps): void {
  registerOrderEffect(privilegeRenewalRefunded);
  registerEndpoint(app, deps, privilegeCardEndpoints.privilegeCardProducts, (input, ctx) =>
    products(ctx, storeOf(ctx), { index: input.pageIndex ?? 1, size: input.pageSize ?? 20 }),
  );
  registerEndpoint(app, deps, privilegeCardEndpoints.privilegeCardDetails, (input, ctx) =>
    details(ctx, deps, input.id),
  );
}
