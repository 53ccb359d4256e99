import { communityGroupEndpoints } from '@shop/contracts';
import { communityMaxQuantity } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelOrder, registerOrderEffect, registerOrderKind } from '../../order/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { buyCommunity } from './buy.ts';
import { boughtBy, groupOut, groupsNotOver, itemRules, requireGroup } from './groups.ts';
import { communityGroupKind } from './kind.ts';
import { findCommunityOrder, memberCommunityOrder, memberCommunityOrders } from './orders.ts';
import { communityStockBack } from './stock.ts';

/** CommunityGroup/CancelOrder: the member cancels an unpaid order (its units back on sale); a paid one conflicts. */
async function cancelCommunity(ctx: MemberContext, orderNo: string) {
  const uid = ctx.member.uid;
  if (!(await findCommunityOrder(ctx.db, uid, { orderNo }))) throw new AppError('ORDER_NOT_FOUND');
  const outcome = await cancelOrder(
    ctx,
    { orderNo, memberId: uid, kinds: ['communityGroup'] },
    'shopper',
    ctx.clock.now(),
  );
  if (!outcome.cancelled && outcome.order.cancelReason !== 'shopper')
    throw new AppError('ORDER_STATE_CONFLICT');
  return memberCommunityOrder(ctx.db, uid, orderNo, ctx.locale);
}

/** Community group purchases (issue 30, decision 072): the groups, a group's page, ordering, an order, cancel, mine. */
export function registerCommunityGroupRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(communityGroupKind);
  registerOrderEffect(communityStockBack);
  const store = async (ctx: CallContext) => (await requireStoreRecord(ctx, storeOf(ctx))).row.id;
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroups, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await groupsNotOver(ctx.db, await store(ctx), now);
    return { groups: rows.map((row) => groupOut(row, now, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroupDetail, async (input, ctx) => {
    const now = ctx.clock.now();
    const full = await requireGroup(ctx.db, await store(ctx), input.id);
    const ids = full.items.map((i) => i.id);
    const bought = ctx.member ? await boughtBy(ctx.db, ids, ctx.member.uid) : null;
    return {
      group: groupOut(full, now, ctx.locale),
      // The request takes at most 99 of an item, so the stepper stops there too.
      mine: bought
        ? full.items.map((i) => ({
            itemId: i.id,
            bought: bought.get(i.id)!,
            maxQuantity: Math.min(99, communityMaxQuantity(itemRules(i), bought.get(i.id)!)),
          }))
        : null,
      serverTime: now.toISOString(),
    };
  });
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroupBuy, (input, ctx) =>
    buyCommunity(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroupOrder, (input, ctx) =>
    memberCommunityOrder(ctx.db, ctx.member.uid, input.orderNo, ctx.locale),
  );
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroupCancel, (input, ctx) =>
    cancelCommunity(ctx, input.orderNo),
  );
  registerEndpoint(app, deps, communityGroupEndpoints.communityGroupMine, async (_input, ctx) => ({
    orders: await memberCommunityOrders(ctx.db, ctx.member.uid, ctx.locale),
  }));
}
