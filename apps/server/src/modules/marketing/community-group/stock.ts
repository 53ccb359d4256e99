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
import { putBack, stockBackEffect, type UnitBooks } from '../stock-back.ts';
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

/** A group item's books: a member's counter and the item's stock (stockId is the item). */
const itemBooks: UnitBooks = {
  uncount: async (tx, itemId, memberId, units) => {
    await tx
      .update(communityBuyers)
      .set({ bought: sql`${communityBuyers.bought} - ${units}` })
      .where(and(eq(communityBuyers.itemId, itemId), eq(communityBuyers.memberId, memberId)));
  },
  restock: async (tx, itemId, units) => {
    await tx
      .update(communityGroupItems)
      .set({ remaining: sql`${communityGroupItems.remaining} + ${units}` })
      .where(eq(communityGroupItems.id, itemId));
  },
};

/** Gives back what cancelled or timed-out orders took, each once: only the facts this flips to returned count. */
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
  const taken = lines.map((l) => ({
    stockId: l.itemId,
    memberId: memberOf.get(l.orderId)!,
    quantity: l.quantity,
  }));
  await putBack(tx, taken, itemBooks);
}

/** The lifecycle effect: an unpaid community order cancelled or expired puts its units back on sale, once. */
export const communityStockBack = stockBackEffect('community-stock-back', 'communityGroup', giveBack);
