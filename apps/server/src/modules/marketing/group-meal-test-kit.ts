// Fixtures and call helpers of the group-meal tests; independent of the demo data.
import { type GroupMealBookingOut, headerNames } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { groupMealMenus } from '../../db/schema/marketing.ts';
import { stores } from '../../db/schema/store.ts';
import { insertStore } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { newKey } from '../checkout/checkout-test-kit.ts';
import { allMethods } from '../payment/payment-test-kit.ts';

const elevenToNine = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '11:00', close: '21:00' }));

/** A store with every pay method, open 11:00–21:00, resting on Mondays, and its tea set for 4–8 (30 % deposit). */
export async function groupMealStore(db: Db) {
  const store = await insertStore(db, { payment: allMethods, appointmentRestWeeks: [1] });
  await db.update(stores).set({ openingHours: elevenToNine }).where(eq(stores.id, store));
  const [menu] = await db
    .insert(groupMealMenus)
    .values({
      storeId: store,
      name: 'Afternoon tea',
      description: 'Tea and cakes',
      translations: { 'zh-CN': { name: '下午茶' } },
      pricePerHead: 8_850,
      minHeadcount: 4,
      maxHeadcount: 8,
      depositRate: 30,
      cutoffHours: 24,
      slots: ['14:00', '15:30'],
    })
    .returning({ id: groupMealMenus.id });
  return { store, menu: menu!.id };
}

/** GroupMeal/Book in a store, by balance for 5 on Tuesday 2026-11-24 at 14:00 unless the body says otherwise. */
export function book(t: TestApp, store: number, session: string, body: Record<string, unknown>) {
  const full = {
    idempotencyKey: newKey(),
    headcount: 5,
    date: '2026-11-24',
    slot: '14:00',
    payMethod: 2,
    ...body,
  };
  return t.call<GroupMealBookingOut>('GroupMeal/Book', full, {
    session,
    headers: { [headerNames.storeId]: String(store) },
  });
}

/** The member's balance and the sum of their ledger entries (DESIGN §4: they are equal). */
export async function books(db: Db, memberId: number) {
  const [m] = await db.select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
  const [sum] = await db
    .select({ sum: sql<string>`coalesce(sum(${balanceEntries.delta}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId));
  const entries = await db
    .select({ reason: balanceEntries.reason, delta: balanceEntries.delta })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId))
    .orderBy(balanceEntries.id);
  return { balance: m!.balance, sum: Number(sum!.sum), entries: entries.map((e) => [e.reason, e.delta]) };
}
