// Community groups, leaders' points, calls and books shared by the community group tests.

import type { CommunityOrderOut } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  communityBuyers,
  communityGroupItems,
  communityGroupPoints,
  communityGroups,
  communityLeaders,
  communityOrderLines,
  communityOrders,
} from '../../../db/schema/marketing/community-group.ts';
import { orders } from '../../../db/schema/order.ts';
import { freshKey, type StoreSuite, storeCall, storeSuite } from '../activity-test-kit.ts';

export type CommunitySuite = StoreSuite;
export const communitySuite = storeSuite;

export const HOUR = 3_600_000;

/** A leader's point of the suite's store. */
export async function insertLeader(
  s: CommunitySuite,
  fields: Partial<typeof communityLeaders.$inferInsert> = {},
) {
  const [row] = await s.t.db
    .insert(communityLeaders)
    .values({
      storeId: s.store,
      name: 'Aunt Li',
      phone: '13800000001',
      address: 'Building 3, Garden Court',
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: communityLeaders.id });
  return row!.id;
}

type ItemFields = Partial<typeof communityGroupItems.$inferInsert>;

/**
 * A group taking orders for the hour around now, picked up the next day at one new point (or the given ones), with
 * eggs (¥15 at ¥12, 10 units, 2 a member) and milk (¥8 at ¥6.5, 20 units, no limit) unless other items are given.
 */
export async function insertGroup(
  s: CommunitySuite,
  fields: Partial<typeof communityGroups.$inferInsert> = {},
  parts: { items?: ItemFields[]; leaderIds?: number[] } = {},
) {
  const now = s.t.clock.now().getTime();
  const [group] = await s.t.db
    .insert(communityGroups)
    .values({
      storeId: s.store,
      name: 'Farm fresh Friday',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      pickupFrom: new Date(now + 24 * HOUR),
      pickupUntil: new Date(now + 30 * HOUR),
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: communityGroups.id });
  const specs = parts.items ?? [
    { name: 'Eggs', price: 1500, groupPrice: 1200, stock: 10, perMemberLimit: 2 },
    { name: 'Milk', price: 800, groupPrice: 650, stock: 20 },
  ];
  const items = await s.t.db
    .insert(communityGroupItems)
    .values(
      specs.map((i) => ({
        groupId: group!.id,
        name: 'Item',
        price: 1000,
        groupPrice: 800,
        stock: 10,
        ...i,
        remaining: i.remaining ?? i.stock ?? 10,
      })),
    )
    .returning({ id: communityGroupItems.id });
  const leaderIds = parts.leaderIds ?? [await insertLeader(s)];
  await s.t.db
    .insert(communityGroupPoints)
    .values(leaderIds.map((leaderId) => ({ groupId: group!.id, leaderId })));
  return { id: group!.id, itemIds: items.map((i) => i.id), pointId: leaderIds[0]! };
}

export type Group = Awaited<ReturnType<typeof insertGroup>>;

export const communityCall = storeCall;

export const communityKey = () => freshKey('community');

/** Orders one of the group's first item at its first point, by balance unless said, at the amount shown (¥12). */
export function order(
  s: CommunitySuite,
  session: string,
  g: Group,
  body: {
    items?: { itemId: number; quantity: number }[];
    pointId?: number;
    payMethod?: number;
    expectedAmount?: number;
    idempotencyKey?: string;
    payPassword?: string;
  } = {},
) {
  return communityCall<CommunityOrderOut>(
    s,
    'CommunityGroup/Buy',
    {
      id: g.id,
      pointId: g.pointId,
      items: [{ itemId: g.itemIds[0]!, quantity: 1 }],
      payMethod: 2,
      expectedAmount: 12,
      idempotencyKey: communityKey(),
      ...body,
    },
    session,
  );
}

/**
 * A group's books: its items, its orders with their statuses and refunds, and whether every item's stock = left +
 * held by the orders not given back, and every member's counters = what their live orders hold.
 */
export async function communityBooks(db: Db, groupId: number) {
  const items = await db.select().from(communityGroupItems).where(eq(communityGroupItems.groupId, groupId));
  const rows = await db
    .select({ fact: communityOrders, status: orders.status, refundedAmount: orders.refundedAmount })
    .from(communityOrders)
    .innerJoin(orders, eq(orders.id, communityOrders.orderId))
    .where(eq(communityOrders.groupId, groupId));
  const ids = items.map((i) => i.id);
  const lines = rows.length
    ? await db
        .select()
        .from(communityOrderLines)
        .where(
          inArray(
            communityOrderLines.orderId,
            rows.map((r) => r.fact.orderId),
          ),
        )
    : [];
  const buyers = ids.length
    ? await db.select().from(communityBuyers).where(inArray(communityBuyers.itemId, ids))
    : [];
  const live = new Set(rows.filter((r) => !r.fact.returned).map((r) => r.fact.orderId));
  const memberOf = new Map(rows.map((r) => [r.fact.orderId, r.fact.memberId]));
  const held = (itemId: number, memberId?: number) =>
    lines
      .filter((l) => l.itemId === itemId && live.has(l.orderId))
      .filter((l) => memberId === undefined || memberOf.get(l.orderId) === memberId)
      .reduce((sum, l) => sum + l.quantity, 0);
  const holds =
    items.every((i) => i.remaining + held(i.id) === i.stock) &&
    buyers.every((b) => b.bought === held(b.itemId, b.memberId));
  return { items: items.sort((a, b) => a.id - b.id), rows, buyers, held, holds };
}
