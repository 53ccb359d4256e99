// Promotion card products and calls shared by the promotion card tests (decision 064).
import type { CardOrderOut, PromotionCardOut } from '@shop/contracts';
import { expect } from 'vitest';
import { type CardSuite, cardCall, cardKey, staffCall } from './card-test-kit.ts';

let codes = 0;

/** A fresh code, unique in the process (codes are unique among products). */
export function freshCode(): string {
  codes += 1;
  return `T${process.pid % 100000}X${codes}`;
}

/** An unlocked-only 20% off on every item of the suite's store, through the staff API (the clock is 2026-11-21). */
export async function unlockedPromotion(s: CardSuite, rule: Record<string, unknown> = {}): Promise<number> {
  const made = await staffCall(s.t, 'POST', 'promotions', {
    storeId: s.store,
    name: 'Tea club 20% off',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    rule: { t: 'PromotionProductDiscount', rate: 80, unlockedOnly: true, ...rule },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.Result.id as number;
}

/** A free promotion card (buy limit 1, 30 days) unlocking `promotionId`, through the staff API. */
export async function promotionProduct(
  s: CardSuite,
  promotionId: number,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; code: string }> {
  const code = freshCode();
  const made = await staffCall(s.t, 'POST', 'cards/products', {
    storeId: s.store,
    kind: 'promotion',
    name: 'Tea club card',
    price: 0,
    code,
    promotionId,
    buyLimit: 1,
    validity: { mode: 'days', from: 'purchase', days: 30 },
    ...fields,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { id: made.body.Result.id as number, code };
}

/** The card's page by its code, as a guest or a member. */
export function promotionDetails(s: CardSuite, code: string, session?: string, locale = 'en') {
  return s.t.call<PromotionCardOut>(
    'Card/PromotionCardDetails',
    { code },
    { headers: { 'x-store-id': String(s.store), 'x-locale': locale }, ...(session ? { session } : {}) },
  );
}

/** Gets the card by balance (free: no password), with its code. */
export function getPromotionCard(s: CardSuite, session: string, id: number, code: string, key = cardKey()) {
  return cardCall<CardOrderOut>(s, 'Card/BuyCard', { id, code, payMethod: 2, idempotencyKey: key }, session);
}
