import { seckillEndpoints } from '@shop/contracts';
import { seckillMaxQuantity } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelOrder, registerOrderEffect, registerOrderKind } from '../../order/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { buySeckill } from './buy.ts';
import { seckillGate } from './gate.ts';
import { seckillKind } from './kind.ts';
import { findSeckillOrder, memberSeckillOrder, memberSeckillOrders } from './orders.ts';
import { boughtBy, requireSession, rulesOf, sessionOut, sessionsNotOver } from './sessions.ts';
import { seckillStockBack } from './stock.ts';

/** Seckill/CancelOrder: the member cancels an unpaid order (its units back on sale); a paid one is a conflict. */
async function cancelSeckill(ctx: MemberContext, orderNo: string) {
  const uid = ctx.member.uid;
  if (!(await findSeckillOrder(ctx.db, uid, { orderNo }))) throw new AppError('ORDER_NOT_FOUND');
  const outcome = await cancelOrder(
    ctx,
    { orderNo, memberId: uid, kinds: ['seckill'] },
    'shopper',
    ctx.clock.now(),
  );
  if (!outcome.cancelled && outcome.order.cancelReason !== 'shopper')
    throw new AppError('ORDER_STATE_CONFLICT');
  return memberSeckillOrder(ctx.db, uid, orderNo, ctx.locale);
}

/** Seckill (issue 30, decision 069): the sessions, a session's page, buying units, an order, its cancel, mine. */
export function registerSeckillRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(seckillKind);
  registerOrderEffect(seckillStockBack);
  const store = async (ctx: CallContext) => (await requireStoreRecord(ctx, storeOf(ctx))).row.id;
  // With Redis (env REDIS_URL), the admission gate in front of every buy (decision 073).
  const gate = deps.redis ? seckillGate(deps.redis, deps.log, deps.clock) : null;
  registerEndpoint(app, deps, seckillEndpoints.seckillSessions, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await sessionsNotOver(ctx.db, await store(ctx), now);
    return { sessions: rows.map((row) => sessionOut(row, now, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, seckillEndpoints.seckillDetail, async (input, ctx) => {
    const now = ctx.clock.now();
    const session = await requireSession(ctx.db, await store(ctx), input.id);
    const bought = ctx.member ? await boughtBy(ctx.db, session.id, ctx.member.uid) : null;
    return {
      session: sessionOut(session, now, ctx.locale),
      bought,
      // The request takes at most 99 a call, so the stepper stops there too.
      maxQuantity: bought === null ? null : Math.min(99, seckillMaxQuantity(rulesOf(session), bought)),
      serverTime: now.toISOString(),
    };
  });
  registerEndpoint(app, deps, seckillEndpoints.seckillBuy, (input, ctx) =>
    buySeckill(ctx, storeOf(ctx), input, gate),
  );
  registerEndpoint(app, deps, seckillEndpoints.seckillOrder, (input, ctx) =>
    memberSeckillOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.locale),
  );
  registerEndpoint(app, deps, seckillEndpoints.seckillCancel, (input, ctx) =>
    cancelSeckill(ctx, input.orderNo),
  );
  registerEndpoint(app, deps, seckillEndpoints.seckillMine, async (_input, ctx) => ({
    orders: await memberSeckillOrders(ctx.db, ctx.member.uid, ctx.locale),
  }));
}
