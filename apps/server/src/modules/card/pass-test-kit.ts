// Pass card holders and settlement calls shared by the pass card settlement tests.
import type { CardOrderOut } from '@shop/contracts';
import { expect } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import {
  type CardProductFields,
  type CardSuite,
  cardCall,
  cardKey,
  type Items,
  insertCardProduct,
  placeCall,
  settleCall,
} from './card-test-kit.ts';

let phones = 0;

/** Buys one card of a product made with `fields` (a 5-time pass of the suite's store) by balance, as a member. */
export async function buyPass(s: CardSuite, session: string, fields: CardProductFields = {}) {
  const product = await insertCardProduct(s.t, s.store, fields);
  const bought = await cardCall<CardOrderOut>(
    s,
    'Card/BuyCard',
    { id: product.id, payMethod: 2, idempotencyKey: cardKey() },
    session,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { product, card: bought.body.Result.cards[0]! };
}

/** A member with ¥100 holding one card of a product made with `fields` (a 5-time pass of the suite's store). */
export async function passHolder(s: CardSuite, fields: CardProductFields = {}) {
  phones += 1;
  const phone = `137${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
  const m = { ...(await memberSession(s.t, phone)), phone };
  await giveBalance(s.t, m.memberId, 10_000);
  return { ...m, ...(await buyPass(s, m.session, fields)) };
}

export type Holder = Awaited<ReturnType<typeof passHolder>>;
export type { Items };

/** A settlement with these pass cards chosen (none when absent). */
export function settleWith(s: CardSuite, who: Holder, items: Items, cardIds?: number[]) {
  return settleCall(s, who.session, items, cardIds ? { cardIds } : {});
}

/** placefast with these pass cards chosen, paid by balance unless `extra` says otherwise. */
export function placeWith(s: CardSuite, who: Holder, items: Items, cardIds: number[], extra = {}) {
  return placeCall(s, who, items, { cardIds, ...extra });
}
