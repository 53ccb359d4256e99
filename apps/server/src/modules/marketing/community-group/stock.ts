import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  communityBuyers,
  communityGroupItems,
  communityGroups,
  communityOrderLines,
  communityOrders,
} from '../../../db/schema/marketing/community-group.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { lockRank, type OrderEffect } from '../../order/index.ts';
import type { CommunityItemRow } from './groups.ts';

/** One line to take: the item and the units. */
export interface TakeLine {
  item: CommunityItemRow;
  quantity: number;
}

/**
 * Takes each line's units of the member's limit and of the item's stock, in the order's transaction, each by ONE
 * conditional update whose row count decides — never a count read before the insert: the member's counter rows
 * first (theirs alone), then the items' stock (the shared rows), both in item id order so two orders of the same
 * items never wait on each other crosswise. The item's update also holds the group to its window, so an order
 * arriving as the deadline passes is refused here whatever it read before. A miss throws the refusal and the
 * caller's transaction undoes the order with it.
 */
export async function takeUnits(tx: Tx, lines: readonly TakeLine[], memberId: number, at: Date) {
  const sorted = [...lines].sort((a, b) => a.item.id - b.item.id);
  for (const { item, quantity } of sorted) {
    await tx.insert(communityBuyers).values({ itemId: item.id, memberId }).onConflictDoNothing();
    const limit = item.perMemberLimit;
    const [counted] = await tx
      .update(communityBuyers)
      .set({ bought: sql`${communityBuyers.bought} + ${quantity}` })
      .where(
        and(
          eq(communityBuyers.itemId, item.id),
          eq(communityBuyers.memberId, memberId),
          limit === null ? undefined : lte(sql`${communityBuyers.bought} + ${quantity}`, limit),
        ),
      )
      .returning({ bought: communityBuyers.bought });
    if (!counted) throw new AppError('COMMUNITY_MEMBER_LIMIT', { Limit: limit ?? 0 });
  }
  for (const { item, quantity } of sorted) {
    const open = sql`EXISTS (SELECT 1 FROM ${communityGroups} WHERE ${communityGroups.id} = ${communityGroupItems.groupId}
      AND ${communityGroups.status} = 'active' AND ${lte(communityGroups.startsAt, at)} AND ${gt(communityGroups.endsAt, at)})`;
    const [taken] = await tx
      .update(communityGroupItems)
      .set({ remaining: sql`${communityGroupItems.remaining} - ${quantity}` })
      .where(and(eq(communityGroupItems.id, item.id), gte(communityGroupItems.remaining, quantity), open))
      .returning({ remaining: communityGroupItems.remaining });
    if (!taken) throw new AppError(await refusalOf(tx, item.groupId, at));
  }
}

/** Why an item's update missed: the group past its deadline (or ended) meanwhile, else the stock. */
async function refusalOf(tx: Tx, groupId: number, at: Date) {
  const [g] = await tx
    .select({ status: communityGroups.status, endsAt: communityGroups.endsAt })
    .from(communityGroups)
    .where(eq(communityGroups.id, groupId));
  return g && g.status === 'active' && g.endsAt > at ? 'COMMUNITY_SOLD_OUT' : 'COMMUNITY_GROUP_CLOSED';
}

/**
 * Gives back what cancelled or timed-out orders took, each once: the fact's `returned` flips by a conditional
 * update, and only the orders it flipped take their lines off their members' counters, then put them back on the
 * items — counters first and items last, each in id order, as takeUnits locks them.
 */
async function giveBack(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const back = await tx
    .update(communityOrders)
    .set({ returned: true })
    .where(and(inArray(communityOrders.orderId, orderIds), eq(communityOrders.returned, false)))
    .returning({ orderId: communityOrders.orderId, memberId: communityOrders.memberId });
  if (back.length === 0) return;
  const memberOf = new Map(back.map((o) => [o.orderId, o.memberId]));
  const lines = await tx
    .select()
    .from(communityOrderLines)
    .where(inArray(communityOrderLines.orderId, [...memberOf.keys()]));
  const counted = lines
    .map((l) => ({ ...l, memberId: memberOf.get(l.orderId)! }))
    .sort((a, b) => a.itemId - b.itemId || a.memberId - b.memberId);
  const byItem = new Map<number, number>();
  for (const l of counted) {
    await tx
      .update(communityBuyers)
      .set({ bought: sql`${communityBuyers.bought} - ${l.quantity}` })
      .where(and(eq(communityBuyers.itemId, l.itemId), eq(communityBuyers.memberId, l.memberId)));
    byItem.set(l.itemId, (byItem.get(l.itemId) ?? 0) + l.quantity);
  }
  for (const [itemId, units] of byItem) {
    await tx
      .update(communityGroupItems)
      .set({ remaining: sql`${communityGroupItems.remaining} + ${units}` })
      .where(eq(communityGroupItems.id, itemId));
  }
}

/** The lifecycle effect: an unpaid community order cancelled or expired puts its units back on sale, once. */
export const communityStockBack: OrderEffect = {
  area: 'marketing',
  name: 'community-stock-back',
  rank: lockRank.shared,
  kinds: ['communityGroup'],
  on: {
    cancelled: (tx, orders) =>
      giveBack(
        tx,
        orders.map((o) => o.id),
      ),
    expired: (tx, orders) =>
      giveBack(
        tx,
        orders.map((o) => o.id),
      ),
  },
};
