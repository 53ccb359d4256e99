// Prepaid card products, printed batches, calls and books shared by the prepaid card tests.
import type { MemberCardOut } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import {
  type CardProductFields,
  type CardSuite,
  cardCall,
  insertCardProduct,
  staffCall,
} from './card-test-kit.ts';
import type { PrintedCardOut } from './prepaid-print.ts';

/** A transferable ¥100 prepaid card of the store for ¥90, valid 365 days, unless `fields` say otherwise. */
export function insertPrepaidProduct(s: CardSuite, fields: CardProductFields = {}) {
  return insertCardProduct(s.t, s.store, {
    kind: 'prepaid',
    name: '¥100 card',
    price: 9000,
    times: null,
    faceValue: 10_000,
    transferable: true,
    validity: { mode: 'days', from: 'purchase', days: 365 },
    ...fields,
  });
}

/** Prints `count` cards of the product through the staff API, in the suite's store. */
export async function printBatch(s: CardSuite, productId: number, count = 1): Promise<PrintedCardOut[]> {
  const done = await staffCall(s.t, 'POST', 'cards/print', { productId, storeId: s.store, count });
  if (done.status !== 200) throw new Error(`print: ${JSON.stringify(done.body)}`);
  return done.body.Result.cards as PrintedCardOut[];
}

let addresses = 0;

/** A client address no other test uses, so the per-address lock-out of one test never reaches another. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${200 + ((addresses >> 16) & 31)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** bindPrepaidCard as a member, from a client address (a fresh one unless given). */
export function bindCall(
  s: CardSuite,
  session: string,
  number: string,
  password: string,
  address = freshAddress(),
) {
  return s.t.call<MemberCardOut>(
    'Card/BindPrepaidCard',
    { number, password },
    { session, headers: { 'x-store-id': String(s.store), 'x-forwarded-for': address } },
  );
}

/** transferPrepaidCard as a member. */
export function transferCall(s: CardSuite, session: string, body: Record<string, unknown>) {
  return cardCall(s, 'Card/TransferPrepaidCard', body, session);
}

/** A counter spend through the staff API. */
export function spendCall(s: CardSuite, number: string, amount: number, key: string, storeId = s.store) {
  return staffCall(s.t, 'POST', 'cards/spend', { number, storeId, amount, key });
}

/** These cards with their balances and whether each one's entries sum to its balance. */
export async function prepaidBooks(db: Db, cardIds: number[]) {
  const cards = await db
    .select()
    .from(memberCards)
    .where(inArray(memberCards.id, cardIds))
    .orderBy(memberCards.id);
  const sums = await db
    .select({ cardId: cardEntries.cardId, money: sql<string>`sum(${cardEntries.deltaMoney})` })
    .from(cardEntries)
    .where(inArray(cardEntries.cardId, cardIds))
    .groupBy(cardEntries.cardId);
  const entries = await db
    .select()
    .from(cardEntries)
    .where(inArray(cardEntries.cardId, cardIds))
    .orderBy(cardEntries.id);
  return {
    cards,
    entries,
    ledgerHolds: cards.every(
      (c) => Number(sums.find((x) => x.cardId === c.id)?.money ?? 0) === (c.balance ?? 0),
    ),
  };
}

/** The cards a member holds (any kind), by id. */
export async function heldCards(db: Db, memberId: number) {
  return db.select().from(memberCards).where(eq(memberCards.memberId, memberId)).orderBy(memberCards.id);
}
