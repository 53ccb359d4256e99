import { bargainEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { type CallContext, registerEndpoint } from '../../../platform/http/endpoints.ts';
import { registerOrderKind } from '../../order/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { activitiesOnNow, activityOut, requireActivity } from './activities.ts';
import { latestOf, memberBargains, presentBargain, presentBargains, requireBargain } from './bargains.ts';
import { buyBargain } from './buy.ts';
import { helpBargain } from './help.ts';
import { bargainKind } from './kind.ts';
import { startBargain } from './start.ts';

/** The shared bargain when the link names one (it must be of this activity), else the reader's own latest. */
async function bargainShown(
  ctx: CallContext,
  storeId: number,
  activityId: number,
  shared: number | undefined,
) {
  const uid = ctx.member?.uid ?? null;
  if (shared !== undefined) {
    const row = await requireBargain(ctx.db, storeId, shared);
    return row.activity.id === activityId ? row : null;
  }
  return uid === null ? null : latestOf(ctx.db, activityId, uid);
}

/** Bargains (issue 30, decision 070): the activities on now, an activity's page, start, a friend's cut, buy, mine. */
export function registerBargainRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(bargainKind);
  registerEndpoint(app, deps, bargainEndpoints.bargainActivities, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const now = ctx.clock.now();
    const rows = await activitiesOnNow(ctx.db, store.id, now);
    return { activities: rows.map((row) => activityOut(row, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, bargainEndpoints.bargainDetail, async (input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const now = ctx.clock.now();
    const activity = await requireActivity(ctx.db, store.id, input.id);
    const row = await bargainShown(ctx, store.id, activity.id, input.bargain);
    const reader = { memberId: ctx.member?.uid ?? null, now, locale: ctx.locale };
    return {
      activity: activityOut(activity, ctx.locale),
      bargain: row ? await presentBargain(ctx.db, row, reader) : null,
      serverTime: now.toISOString(),
    };
  });
  registerEndpoint(app, deps, bargainEndpoints.bargainStart, async (input, ctx) =>
    startBargain(ctx, (await requireStoreRecord(ctx, storeOf(ctx))).row.id, input.id),
  );
  registerEndpoint(app, deps, bargainEndpoints.bargainHelp, async (input, ctx) =>
    helpBargain(ctx, (await requireStoreRecord(ctx, storeOf(ctx))).row.id, input.bargain),
  );
  registerEndpoint(app, deps, bargainEndpoints.bargainBuy, (input, ctx) =>
    buyBargain(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, bargainEndpoints.bargainMine, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const now = ctx.clock.now();
    const rows = await memberBargains(ctx.db, store.id, ctx.member.uid);
    const reader = { memberId: ctx.member.uid, now, locale: ctx.locale };
    return { bargains: await presentBargains(ctx.db, rows, reader), serverTime: now.toISOString() };
  });
}
