// Bargain activities, calls and books shared by the bargain tests.

import type { BargainOrderOut, BargainOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  bargainActivities,
  bargainCuts,
  bargainOrders,
  bargains,
} from '../../../db/schema/marketing/bargain.ts';
import { orders } from '../../../db/schema/order.ts';
import { freshKey, type StoreSuite, staffCall, storeCall, storeSuite } from '../activity-test-kit.ts';

export type BargainSuite = StoreSuite;
export const bargainSuite = storeSuite;

const HOUR = 3_600_000;

/**
 * A ¥88 activity of the store down to ¥58 in 3 cuts of ¥5–¥15, open for a day from an hour ago, each bargain
 * lasting a day.
 */
export async function insertActivity(
  s: BargainSuite,
  fields: Partial<typeof bargainActivities.$inferInsert> = {},
): Promise<number> {
  const now = s.t.clock.now().getTime();
  const [row] = await s.t.db
    .insert(bargainActivities)
    .values({
      storeId: s.store,
      name: 'Cream cake',
      price: 8800,
      floor: 5800,
      helpers: 3,
      minCut: 500,
      maxCut: 1500,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 24 * HOUR),
      lastsMinutes: 24 * 60,
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: bargainActivities.id });
  return row!.id;
}

export const bargainCall = storeCall;

export const start = (s: BargainSuite, session: string, id: number) =>
  bargainCall<BargainOut>(s, 'Bargain/Start', { id }, session);

export const help = (s: BargainSuite, session: string, bargain: number) =>
  bargainCall<{ cut: number; bargain: BargainOut }>(s, 'Bargain/Help', { bargain }, session);

export const bargainKey = () => freshKey('bargain');

export const buy = (
  s: BargainSuite,
  session: string,
  bargain: number,
  expectedPrice: number,
  key = bargainKey(),
) => bargainCall<BargainOrderOut>(s, 'Bargain/Buy', { bargain, expectedPrice, idempotencyKey: key }, session);

/** A bargain's books: its row, its cuts, the orders that bought it, and whether the cuts make up what was cut. */
export async function bargainBooks(db: Db, id: number) {
  const [row] = await db.select().from(bargains).where(eq(bargains.id, id));
  const cuts = await db.select().from(bargainCuts).where(eq(bargainCuts.bargainId, id));
  const bought = await db
    .select({ order: orders })
    .from(bargainOrders)
    .innerJoin(orders, eq(orders.id, bargainOrders.orderId))
    .where(eq(bargainOrders.bargainId, id));
  const cutTotal = cuts.reduce((sum, c) => sum + c.cut, 0);
  const holds =
    row !== undefined &&
    cutTotal === row.price - row.floor - row.remaining &&
    cuts.length === row.helpersDone &&
    row.helpersDone <= row.helpers &&
    cuts.every((c) => c.cut >= row.minCut && c.cut <= row.maxCut);
  return { row: row!, cuts, orders: bought.map((b) => b.order), holds };
}

export { staffCall };
