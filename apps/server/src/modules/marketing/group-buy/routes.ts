import { groupBuyEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelOrder, registerOrderKind } from '../../order/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { activitiesOnNow, activityOut, requireActivity } from './activities.ts';
import { buyGroupPlace } from './buy.ts';
import { openGroupsOf, presentGroups, requireGroup } from './groups.ts';
import { groupBuyKind } from './kind.ts';
import { findGroupOrder, memberGroupOrder, memberGroupOrders } from './orders.ts';

/** A group buy's page: the activity, its groups open to join, and the shared group (of this activity) if named. */
async function detail(ctx: CallContext, storeId: number, id: number, shared: number | undefined) {
  const now = ctx.clock.now();
  const activity = await requireActivity(ctx.db, storeId, id);
  const named = shared === undefined ? null : await requireGroup(ctx.db, storeId, shared);
  const group = named?.activity.id === activity.id ? named : null;
  // The shared group is shown on its own, not again among the open ones.
  const open = (await openGroupsOf(ctx.db, activity.id, now)).filter(
    (row) => row.group.id !== group?.group.id,
  );
  const [first, ...rest] = await presentGroups(
    ctx.db,
    group ? [group, ...open] : open,
    ctx.member?.uid ?? null,
    now,
  );
  return {
    activity: activityOut(activity, ctx.locale),
    openGroups: group ? rest : first ? [first, ...rest] : [],
    group: group ? first! : null,
    serverTime: now.toISOString(),
  };
}

/**
 * GroupPurchase/CancelPurchaseOrder: the member cancels an unpaid place through the lifecycle's one cancel path
 * (groupBuyKind's rules: unpaid only — a paid place is in its group until it forms or is refunded). A repeat
 * answers the cancelled order; a paid one is ORDER_STATE_CONFLICT.
 */
async function cancelPlace(ctx: MemberContext, orderNo: string) {
  const uid = ctx.member.uid;
  if (!(await findGroupOrder(ctx.db, uid, { orderNo }))) throw new AppError('ORDER_NOT_FOUND');
  const outcome = await cancelOrder(
    ctx,
    { orderNo, memberId: uid, kinds: ['groupBuy'] },
    'shopper',
    ctx.clock.now(),
  );
  if (!outcome.cancelled && outcome.order.cancelReason !== 'shopper')
    throw new AppError('ORDER_STATE_CONFLICT');
  return memberGroupOrder(ctx.db, uid, orderNo, ctx.clock.now(), ctx.locale);
}

/** Group buys (issue 30, decision 068): the activities, a page with its groups, rules, buying a place, my groups. */
export function registerGroupBuyRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(groupBuyKind);
  const store = async (ctx: CallContext) => (await requireStoreRecord(ctx, storeOf(ctx))).row.id;
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyActivities, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await activitiesOnNow(ctx.db, await store(ctx), now);
    return { activities: rows.map((row) => activityOut(row, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyDetail, async (input, ctx) =>
    detail(ctx, await store(ctx), input.id, input.group),
  );
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyRules, async (input, ctx) => {
    const a = activityOut(await requireActivity(ctx.db, await store(ctx), input.id), ctx.locale);
    return {
      size: a.size,
      limitMinutes: a.limitMinutes,
      fillOnExpiry: a.fillOnExpiry,
      description: a.description,
    };
  });
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyBuy, (input, ctx) =>
    buyGroupPlace(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyOrder, (input, ctx) =>
    memberGroupOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.clock.now(), ctx.locale),
  );
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyCancel, (input, ctx) =>
    cancelPlace(ctx, input.orderNo),
  );
  registerEndpoint(app, deps, groupBuyEndpoints.groupBuyMine, async (_input, ctx) => {
    const now = ctx.clock.now();
    return {
      orders: await memberGroupOrders(ctx.db, ctx.member.uid, now, ctx.locale),
      serverTime: now.toISOString(),
    };
  });
}
