// Pass card holders and settlement calls shared by the pass card settlement tests.
import type { CardOrderOut, PlacedOrderOut, SettlementPreviewOut } from '@shop/contracts';
import { expect } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import {
  type CardProductFields,
  type CardSuite,
  cardCall,
  cardKey,
  insertCardProduct,
} from './card-test-kit.ts';

let phones = 0;

/** A member with ¥100 holding one card of a product made with `fields` (a 5-time pass of the suite's store). */
export async function passHolder(s: CardSuite, fields: CardProductFields = {}) {
  phones += 1;
  const phone = `137${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
  const m = { ...(await memberSession(s.t, phone)), phone };
  await giveBalance(s.t, m.memberId, 10_000);
  const product = await insertCardProduct(s.t, s.store, fields);
  const bought = await cardCall<CardOrderOut>(
    s,
    'Card/BuyCard',
    { id: product.id, payMethod: 2, idempotencyKey: cardKey() },
    m.session,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { ...m, product, card: bought.body.Result.cards[0]! };
}

export type Holder = Awaited<ReturnType<typeof passHolder>>;
export type Items = { ProductId: number; ProductNum: number }[];

export function settleWith(s: CardSuite, who: Holder, items: Items, cardIds?: number[]) {
  return cardCall<SettlementPreviewOut>(
    s,
    'checkout/IndexNoDiscount',
    { orderMode: 'takeout', items, ...(cardIds ? { cardIds } : {}) },
    who.session,
  );
}

export function placeWith(s: CardSuite, who: Holder, items: Items, cardIds: number[], extra = {}) {
  return cardCall<PlacedOrderOut>(
    s,
    'order/placefast',
    {
      idempotencyKey: cardKey(),
      orderMode: 'takeout',
      items,
      payMethod: 2,
      contactPhone: who.phone,
      cardIds,
      ...extra,
    },
    who.session,
  );
}
