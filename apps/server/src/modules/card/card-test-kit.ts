// Card products, calls and books shared by the card tests.
import type { PlacedOrderOut, SettlementPreviewOut } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardEntries, cardProducts, memberCards } from '../../db/schema/card.ts';
import { insertStore } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';

export type CardProductFields = Partial<typeof cardProducts.$inferInsert>;

/** A 5-time pass card of the store for ¥30, valid 30 days from purchase, unlimited, unless `fields` say otherwise. */
export async function insertCardProduct(t: TestApp, storeId: number | null, fields: CardProductFields = {}) {
  const [row] = await t.db
    .insert(cardProducts)
    .values({
      storeId,
      kind: 'pass',
      name: '5-drink pass',
      price: 3000,
      times: 5,
      validity: { mode: 'days', from: 'purchase', days: 30 },
      remaining: fields.total ?? null,
      createdAt: t.clock.now(),
      ...fields,
    })
    .returning();
  return row!;
}

export interface CardSuite {
  t: TestApp;
  store: number;
}

/** What a card suite starts from: an app with the known gateway key and a store taking every method. */
export function cardSuite(target: DbTarget): CardSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, store: await insertStore(t.db, { payment: allMethods }) };
  });
}

/** A card call in the suite's store (x-store-id), as a member when a session is given. */
export function cardCall<R = unknown>(s: CardSuite, path: string, body: unknown = {}, session?: string) {
  return s.t.call<R>(path, body, {
    headers: { 'x-store-id': String(s.store) },
    ...(session ? { session } : {}),
  });
}

export type Items = { ProductId: number; ProductNum: number }[];

/** IndexNoDiscount of these items to take out, with what a card piece adds (cardIds, tenderCardIds). */
export function settleCall(s: CardSuite, session: string, items: Items, extra: Record<string, unknown> = {}) {
  return cardCall<SettlementPreviewOut>(
    s,
    'checkout/IndexNoDiscount',
    { orderMode: 'takeout', items, ...extra },
    session,
  );
}

/** placefast of these items to take out, paid by balance unless `extra` says otherwise, under a fresh key. */
export function placeCall(
  s: CardSuite,
  who: { session: string; phone: string },
  items: Items,
  extra: Record<string, unknown> = {},
) {
  return cardCall<PlacedOrderOut>(
    s,
    'order/placefast',
    {
      idempotencyKey: cardKey(),
      orderMode: 'takeout',
      items,
      payMethod: 2,
      contactPhone: who.phone,
      ...extra,
    },
    who.session,
  );
}

/** A staff API call (behind the test token). */
export async function staffCall(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

let keyCounter = 0;

/** A fresh idempotency key (purchases) or till key (counter uses). */
export function cardKey(): string {
  keyCounter += 1;
  return `card-test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

/** A member's cards, their entries, and each card's entry sums beside its times and balance. */
export async function cardBooks(db: Db, memberId: number) {
  const cards = await db
    .select()
    .from(memberCards)
    .where(eq(memberCards.memberId, memberId))
    .orderBy(memberCards.id);
  const sums = await db
    .select({
      cardId: cardEntries.cardId,
      times: sql<number>`sum(${cardEntries.deltaTimes})::int`,
      money: sql<number>`sum(${cardEntries.deltaMoney})::bigint`,
    })
    .from(cardEntries)
    .where(eq(cardEntries.memberId, memberId))
    .groupBy(cardEntries.cardId);
  const entries = await db
    .select()
    .from(cardEntries)
    .where(eq(cardEntries.memberId, memberId))
    .orderBy(cardEntries.id);
  const books = await memberBooks(db, memberId);
  return {
    cards,
    entries,
    /** Whether every card's entries sum to its times left. */
    ledgerHolds: cards.every((c) => (sums.find((s) => s.cardId === c.id)?.times ?? 0) === (c.timesLeft ?? 0)),
    balance: books.member.balance,
    balanceSum: books.balanceSum,
    orders: books.orders,
  };
}
