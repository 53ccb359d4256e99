// Group buys, calls and books shared by the group buy tests.

import type { GroupBuyOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyOrders,
} from '../../../db/schema/marketing/group-buy.ts';
import { orders } from '../../../db/schema/order.ts';
import { memberSession } from '../../../test/fixtures.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { freshKey, type StoreSuite, staffCall, storeCall, storeSuite } from '../activity-test-kit.ts';

export type GroupSuite = StoreSuite;
export const groupSuite = storeSuite;

const HOUR = 3_600_000;

/** A ¥29 product at ¥19 for groups of 3 within an hour of the leader's payment, open for a day from an hour ago. */
export async function insertGroupBuy(
  s: GroupSuite,
  fields: Partial<typeof groupBuyActivities.$inferInsert> = {},
): Promise<number> {
  const now = s.t.clock.now().getTime();
  const [row] = await s.t.db
    .insert(groupBuyActivities)
    .values({
      storeId: s.store,
      name: 'Mango mousse',
      price: 2900,
      groupPrice: 1900,
      size: 3,
      limitMinutes: 60,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 24 * HOUR),
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: groupBuyActivities.id });
  return row!.id;
}

export const groupCall = storeCall;

export const groupKey = () => freshKey('group');

/** Buys a place: opens a group without `group`, joins it with; by balance unless another method is given. */
export function buyPlace(
  s: GroupSuite,
  session: string,
  body: { id: number; group?: number; payMethod?: number; expectedPrice?: number; idempotencyKey?: string },
) {
  return groupCall<GroupBuyOrderOut>(
    s,
    'GroupPurchase/Buy',
    { payMethod: 2, expectedPrice: 19, idempotencyKey: groupKey(), ...body },
    session,
  );
}

/** A member with ¥100 on the balance. */
export async function buyer(s: GroupSuite, balance = 10_000) {
  const m = await memberSession(s.t);
  if (balance > 0) await giveBalance(s.t, m.memberId, balance);
  return m;
}

/** A group's books: its row, its orders with their statuses, and whether its count is its placed orders'. */
export async function groupBooks(db: Db, groupId: number) {
  const [group] = await db.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, groupId));
  const rows = await db
    .select({ fact: groupBuyOrders, order: orders })
    .from(groupBuyOrders)
    .innerJoin(orders, eq(orders.id, groupBuyOrders.orderId))
    .where(eq(groupBuyOrders.groupId, groupId));
  const placed = rows.filter((r) => r.fact.placed);
  const holds = group !== undefined && placed.length === group.joined && group.joined <= group.size;
  return { group: group!, rows, placed, holds };
}

export { staffCall };
