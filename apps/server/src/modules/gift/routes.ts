import { giftEndpoints, headerNames } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderKind } from '../order/index.ts';
import { buyPackage } from './buy.ts';
import { giftPackageKind } from './gift-kind.ts';
import { memberGiftOrder, packageNamesOf } from './gift-orders.ts';
import { buyerFor, packageOuts, requirePackage, salePage } from './packages.ts';
import { deliveryOuts, receivedPage } from './received.ts';

/** The store a call is made in: the x-store-id header (its own packages and the chain's). */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

const pageOf = (input: { pageIndex?: number | undefined; pageSize?: number | undefined }) => ({
  index: input.pageIndex ?? 1,
  size: input.pageSize ?? 20,
});

/** The packages on sale, each with whether the caller can buy it (a guest: not logged in). */
async function listPackages(ctx: CallContext, page: { index: number; size: number }) {
  const { rows, total } = await salePage(ctx.db, storeOf(ctx), page);
  const ids = rows.map((row) => row.id);
  const buyer = await buyerFor(ctx.db, ctx.member?.uid ?? null, ids, ctx.clock.now());
  return { packages: await packageOuts(ctx.db, rows, buyer, ctx.locale), total };
}

async function packageDetail(ctx: CallContext, id: number) {
  const row = await requirePackage(ctx.db, storeOf(ctx), id);
  const buyer = await buyerFor(ctx.db, ctx.member?.uid ?? null, [row.id], ctx.clock.now());
  const [out] = await packageOuts(ctx.db, [row], buyer, ctx.locale);
  return out!;
}

/** What the member received, newest first, a package bought titled by its name. */
async function received(ctx: MemberContext, page: { index: number; size: number }) {
  const { rows, total } = await receivedPage(ctx.db, ctx.member.uid, page);
  const bought = rows.filter((row) => row.sourceKind === 'giftpack').map((row) => row.sourceRef);
  const names = await packageNamesOf(ctx.db, bought, ctx.locale);
  return { deliveries: await deliveryOuts(ctx.db, rows, ctx.locale, names), total };
}

/** Gift packages (SPEC §2 actions/giftPackage, coupons/buyGiftDetails; decision 033): the list, a package, buying one
 * (its order kind), a package order, and what the member received. */
export function registerGift(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, not on import: an area left out of modules/index.ts is noticed at once (decision 016).
  registerOrderKind(giftPackageKind);
  registerEndpoint(app, deps, giftEndpoints.packages, (input, ctx) => listPackages(ctx, pageOf(input)));
  registerEndpoint(app, deps, giftEndpoints.detail, (input, ctx) => packageDetail(ctx, input.id));
  registerEndpoint(app, deps, giftEndpoints.buy, (input, ctx) => buyPackage(ctx, storeOf(ctx), input));
  registerEndpoint(app, deps, giftEndpoints.order, (input, ctx) =>
    memberGiftOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.locale),
  );
  registerEndpoint(app, deps, giftEndpoints.received, (input, ctx) => received(ctx, pageOf(input)));
}
