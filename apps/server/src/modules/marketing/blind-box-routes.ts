import { blindBoxEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderKind } from '../order/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { buyBlindBox } from './blind-box-buy.ts';
import { blindBoxKind } from './blind-box-kind.ts';
import { memberBoxOrder, memberBoxOrders } from './blind-box-orders.ts';
import { poolsOf, seriesDetail, seriesOnNow, seriesOut } from './blind-box-series.ts';

/** Blind boxes (issue 30, decision 066): the series on now, a series' page, buying one, its reveal, my boxes. */
export function registerBlindBoxRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(blindBoxKind);
  registerEndpoint(app, deps, blindBoxEndpoints.blindBoxSeries, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const now = ctx.clock.now();
    const rows = await seriesOnNow(ctx.db, store.id, now);
    const pools = await poolsOf(
      ctx.db,
      rows.map((row) => row.id),
    );
    return {
      series: rows.map((row) => seriesOut(row, pools.get(row.id) ?? [], ctx.locale)),
      serverTime: now.toISOString(),
    };
  });
  registerEndpoint(app, deps, blindBoxEndpoints.blindBoxDetail, async (input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    return seriesDetail(ctx.db, store.id, input.id, ctx.member?.uid ?? null, ctx.clock.now(), ctx.locale);
  });
  registerEndpoint(app, deps, blindBoxEndpoints.blindBoxBuy, (input, ctx) =>
    buyBlindBox(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, blindBoxEndpoints.blindBoxReveal, (input, ctx) =>
    memberBoxOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.locale),
  );
  registerEndpoint(app, deps, blindBoxEndpoints.blindBoxMyDraws, async (_input, ctx) => ({
    orders: await memberBoxOrders(ctx.db, ctx.member.uid, ctx.locale),
  }));
}
