// Blind box series, calls and books shared by the blind box tests.

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import {
  blindBoxDraws,
  blindBoxItems,
  blindBoxSeries,
  blindBoxStreaks,
} from '../../db/schema/marketing/blind-box.ts';
import { orders } from '../../db/schema/order.ts';
import { freshKey, type StoreSuite, storeCall, storeSuite } from './activity-test-kit.ts';

export type BoxSuite = StoreSuite;
export const boxSuite = storeSuite;

export type SeriesFields = Partial<typeof blindBoxSeries.$inferInsert>;
export type ItemFields = { name: string; stock: number; prize?: boolean };

const HOUR = 3_600_000;

/** A ¥15 series of the store, on for a day from an hour ago, with these items (a prize one among them). */
export async function insertSeries(
  s: BoxSuite,
  items: ItemFields[],
  fields: SeriesFields = {},
): Promise<{ id: number; items: number[] }> {
  const now = s.t.clock.now().getTime();
  const [series] = await s.t.db
    .insert(blindBoxSeries)
    .values({
      storeId: s.store,
      name: 'Tea cups',
      price: 1500,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 24 * HOUR),
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning();
  const rows = await s.t.db
    .insert(blindBoxItems)
    .values(
      items.map((item) => ({
        seriesId: series!.id,
        name: item.name,
        prize: item.prize ?? false,
        total: item.stock,
        remaining: item.stock,
      })),
    )
    .returning({ id: blindBoxItems.id });
  return { id: series!.id, items: rows.map((row) => row.id) };
}

export const boxCall = storeCall;

export const boxKey = () => freshKey('box-test');

/** A series' books: its items' remaining, its draws, and whether drawn + remaining still make each item's total. */
export async function seriesBooks(db: Db, seriesId: number) {
  const items = await db
    .select()
    .from(blindBoxItems)
    .where(eq(blindBoxItems.seriesId, seriesId))
    .orderBy(asc(blindBoxItems.id));
  const draws = await db
    .select({ draw: blindBoxDraws, status: orders.status, refundedAmount: orders.refundedAmount })
    .from(blindBoxDraws)
    .innerJoin(orders, eq(orders.id, blindBoxDraws.orderId))
    .where(eq(blindBoxDraws.seriesId, seriesId));
  const drawn = draws.filter((d) => d.draw.itemId !== null);
  const holds = items.every(
    (item) => item.total - item.remaining === drawn.filter((d) => d.draw.itemId === item.id).length,
  );
  const streaks = await db.select().from(blindBoxStreaks).where(eq(blindBoxStreaks.seriesId, seriesId));
  return { items, draws, drawn, holds, streaks };
}

/** A member's balance and the sum of their balance ledger. */
export async function balanceOf(db: Db, memberId: number) {
  const [member] = await db
    .select({ balance: members.balance })
    .from(members)
    .where(eq(members.id, memberId));
  const entries = await db
    .select({ delta: balanceEntries.delta })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId));
  return { balance: member!.balance, sum: entries.reduce((sum, e) => sum + e.delta, 0) };
}
