// Privilege card products, holders and books shared by the privilege card tests.
import type { CardOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { privilegeCards, privilegeGrants } from '../../db/schema/card/privilege.ts';
import { memberCoupons } from '../../db/schema/coupon.ts';
import { memberSession } from '../../test/fixtures.ts';
import { insertTemplate } from '../coupon/coupon-test-kit.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { type CardSuite, cardBooks, cardCall, cardKey, staffCall } from './card-test-kit.ts';

/** A privilege card product made through the staff API: ¥30 a month, two coupons of a new template each month. */
export async function privilegeProduct(s: CardSuite, fields: Record<string, unknown> = {}, periodMonths = 1) {
  const template = await insertTemplate(s.t, s.store, { name: 'Member five off' });
  const made = await staffCall(s.t, 'POST', 'cards/products', {
    storeId: s.store,
    kind: 'privilege',
    name: 'Tea club',
    price: 30,
    privilege: { periodMonths, coupons: [{ templateId: template.id, count: 2 }], discountRate: 90 },
    ...fields,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { id: made.body.Result.id as number, templateId: template.id };
}

/** Buys `id` by balance for the member. */
export function buyPrivilege(s: CardSuite, session: string, id: number, key = cardKey()) {
  return cardCall<CardOrderOut>(s, 'Card/BuyCard', { id, payMethod: 2, idempotencyKey: key }, session);
}

/** A new member with ¥500 on the balance. */
export async function privilegeMember(s: CardSuite) {
  const m = await memberSession(s.t);
  await giveBalance(s.t, m.memberId, 50_000);
  return m;
}

/** A member's privilege books: cards, their period rows, month grants and the coupons those gave. */
export async function privilegeBooks(s: CardSuite, memberId: number) {
  const books = await cardBooks(s.t.db, memberId);
  const periods = await s.t.db.select().from(privilegeCards).where(eq(privilegeCards.memberId, memberId));
  const grants = await s.t.db
    .select()
    .from(privilegeGrants)
    .where(eq(privilegeGrants.memberId, memberId))
    .orderBy(privilegeGrants.cardId, privilegeGrants.seq);
  const coupons = await s.t.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId));
  return { ...books, periods, grants, coupons };
}
