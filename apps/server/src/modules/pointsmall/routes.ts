import { headerNames, pointsmallEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderEffect, registerOrderKind } from '../order/index.ts';
import { cancelExchange } from './cancel.ts';
import { exchangePoints } from './exchange.ts';
import { findPointsOrder, pointsOrderOut, pointsOrderPage } from './orders.ts';
import { exchangeBackEffect, pointsKind } from './points-kind.ts';
import { exchangersFor, mallCategories, mallProducts, productOuts, requireProduct } from './products.ts';

/** The store a call is made in: the x-store-id header (its own products and the chain's). */
function mallStore(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/** One page of the mall in a view and category, with its shelves and the caller's points. */
async function loadMall(
  ctx: CallContext,
  q: {
    view?: 'all' | 'justpoint' | 'price' | 'coupons' | 'couponsPrice' | undefined;
    categoryId?: number | undefined;
  },
  page: { index: number; size: number },
) {
  const storeId = mallStore(ctx);
  const all = await mallProducts(ctx.db, storeId, { view: q.view ?? 'all', categoryId: q.categoryId });
  const rows = all.slice((page.index - 1) * page.size, page.index * page.size);
  const member = await exchangersFor(
    ctx.db,
    ctx.member?.uid ?? null,
    rows.map((r) => r.id),
    ctx.clock.now(),
  );
  return {
    categories: await mallCategories(ctx.db, storeId, ctx.locale),
    products: await productOuts(ctx.db, rows, member.of, ctx.locale),
    total: all.length,
    points: member.points,
  };
}

/**
 * The points mall (SPEC §2 pointsMall pages, §5 points exchange, §7 Integrals/CancelExchange; decision 035): the
 * mall, a product, exchanging (its payable kind for the money part), the member's exchanges and cancelling one.
 */
export function registerPointsmall(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, not on import: an area left out of modules/index.ts is noticed at once (decision 016).
  registerOrderKind(pointsKind);
  registerOrderEffect(exchangeBackEffect);
  registerEndpoint(app, deps, pointsmallEndpoints.loadProducts, (input, ctx) =>
    loadMall(ctx, input, { index: input.pageIndex ?? 1, size: input.pageSize ?? 20 }),
  );
  registerEndpoint(app, deps, pointsmallEndpoints.details, async (input, ctx) => {
    const row = await requireProduct(ctx.db, mallStore(ctx), input.id);
    const member = await exchangersFor(ctx.db, ctx.member?.uid ?? null, [row.id], ctx.clock.now());
    const [product] = await productOuts(ctx.db, [row], member.of, ctx.locale);
    return { product: product!, points: member.points };
  });
  registerEndpoint(app, deps, pointsmallEndpoints.exchange, (input, ctx) =>
    exchangePoints(ctx, mallStore(ctx), input),
  );
  registerEndpoint(app, deps, pointsmallEndpoints.orders, (input, ctx) =>
    pointsOrderPage(ctx.db, ctx.member.uid, {
      index: input.pageIndex ?? 1,
      size: input.pageSize ?? 20,
      locale: ctx.locale,
    }),
  );
  registerEndpoint(app, deps, pointsmallEndpoints.orderDetails, async (input, ctx) => {
    const row = await findPointsOrder(ctx.db, ctx.member.uid, { orderNo: input.orderNo });
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return pointsOrderOut(ctx.db, row, ctx.locale);
  });
  registerEndpoint(app, deps, pointsmallEndpoints.cancelExchange, (input, ctx) =>
    cancelExchange(ctx, input.orderNo),
  );
}
