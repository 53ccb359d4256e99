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
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';

export interface BoxSuite {
  t: TestApp;
  store: number;
}

/** An app with the known gateway key and a store taking every method. */
export function boxSuite(target: DbTarget): BoxSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, store: await insertStore(t.db, { payment: allMethods }) };
  });
}

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

/** A blind box call in the suite's store (x-store-id), as a member when a session is given. */
export function boxCall<R = unknown>(s: BoxSuite, path: string, body: unknown = {}, session?: string) {
  return s.t.call<R>(path, body, {
    headers: { 'x-store-id': String(s.store) },
    ...(session ? { session } : {}),
  });
}

let keyCounter = 0;

/** A fresh idempotency key. */
export function boxKey(): string {
  keyCounter += 1;
  return `box-test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

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
