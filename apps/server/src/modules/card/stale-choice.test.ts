import type { SettlementPreviewOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberCards } from '../../db/schema/card.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { cashRule, heldCoupon } from '../checkout/coupon-test-kit.ts';
import { newCardNumber } from './card-number.ts';
import { cardBooks, cardCall, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import { passHolder, placeWith, settleWith } from './pass-test-kit.ts';
import { spendCall } from './prepaid-test-kit.ts';
import { heldPrepaid, placeTender, settleTender, tenderBooks, tenderMember } from './tender-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

// A card the shopper chose that can no longer be used (decisions 060 and 061): every settlement still answers, with
// the card listed as unusable and not among the chosen, priced without it; placefast refuses it with its code.
describe.each(dbTargets())('a chosen card no longer usable on %s', (target) => {
  const s = cardSuite(target);

  it('a pass card that expires between two settlements is dropped there and refused by placefast', async () => {
    const who = await passHolder(s, { validity: { mode: 'days', from: 'purchase', days: 1 } });
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const items = [{ ProductId: tea, ProductNum: 1 }];
    const before = (await settleWith(s, who, items, [who.card.id])).body.Result;
    expect([before.summary.amount, before.passCards?.chosen]).toEqual([0, [who.card.id]]);
    s.t.clock.advance(3 * DAY);
    try {
      const after = await settleWith(s, who, items, [who.card.id]);
      expect(after.status, JSON.stringify(after.body)).toBe(200);
      const p = after.body.Result;
      expect(p.summary.amount).toBe(15);
      expect(p.adjustments.filter((a) => a.kind === 'pass-card')).toEqual([]);
      expect(p.passCards).toEqual({
        chosen: [],
        offers: [
          expect.objectContaining({
            id: who.card.id,
            usable: false,
            reason: 'CARD_EXPIRED',
            covers: 0,
            saving: 0,
          }),
        ],
      });
      // The coupon calls price the same settlement: they answer it too.
      const coupon = await heldCoupon(s.t.db, who.memberId, cashRule(100), s.t.clock.now());
      const body = { orderMode: 'takeout', items, cardIds: [who.card.id] };
      const discount = await cardCall<SettlementPreviewOut>(
        s,
        'order/applydiscount',
        { ...body, couponIds: [coupon.id] },
        who.session,
      );
      expect(discount.status, JSON.stringify(discount.body)).toBe(200);
      expect([discount.body.Result.summary.amount, discount.body.Result.passCards?.chosen]).toEqual([14, []]);
      const byCode = await cardCall<SettlementPreviewOut>(
        s,
        'order/ApplyCouponCode',
        { ...body, couponIds: [], code: coupon.code },
        who.session,
      );
      expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
      expect(byCode.body.Result.passCards?.offers[0]).toMatchObject({
        usable: false,
        reason: 'CARD_EXPIRED',
      });
      const placed = await placeWith(s, who, items, [who.card.id], { expectedAmount: 15 });
      expect([placed.status, placed.body.Code]).toEqual([409, 'CARD_EXPIRED']);
    } finally {
      s.t.clock.advance(-3 * DAY);
    }
    expect((await cardBooks(s.t.db, who.memberId)).cards[0]!.timesLeft).toBe(5);
  });

  it('a pass card the counter used up is dropped at the settlement, refused by placefast; another member’s stays 404', async () => {
    const who = await passHolder(s, { times: 1 });
    const stranger = await passHolder(s);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    const items = [
      { ProductId: tea, ProductNum: 1 },
      { ProductId: cake, ProductNum: 1 },
    ];
    expect((await settleWith(s, who, items, [who.card.id])).body.Result.summary.amount).toBe(8);
    const use = await staffCall(s.t, 'POST', 'cards/use', {
      number: who.card.number,
      storeId: s.store,
      key: cardKey(),
    });
    expect(use.status, JSON.stringify(use.body)).toBe(200);
    // The cart changed too (another cake): the re-price still answers, without the card.
    const more = [items[0]!, { ProductId: cake, ProductNum: 2 }];
    const after = await settleWith(s, who, more, [who.card.id]);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.Result.summary.amount).toBe(31);
    expect(after.body.Result.passCards).toEqual({
      chosen: [],
      offers: [expect.objectContaining({ id: who.card.id, usable: false, reason: 'CARD_USED_UP' })],
    });
    const placed = await placeWith(s, who, more, [who.card.id], { expectedAmount: 31 });
    expect([placed.status, placed.body.Code]).toEqual([409, 'CARD_USED_UP']);
    const theirs = await settleWith(s, who, more, [who.card.id, stranger.card.id]);
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const placing = await placeWith(s, who, more, [stranger.card.id]);
    expect([placing.status, placing.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
  });

  it('a prepaid card whose balance the counter spent is dropped at the settlement and refused by placefast', async () => {
    const who = await tenderMember(s, 5000);
    const stranger = await tenderMember(s);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1000 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    const items = [
      { ProductId: tea, ProductNum: 1 },
      { ProductId: cake, ProductNum: 1 },
    ];
    const card = await heldPrepaid(s, who.memberId, 1000);
    const theirCard = await heldPrepaid(s, stranger.memberId, 1000);
    const before = (await settleTender(s, who.session, items, [card.id])).body.Result;
    expect([before.tenders?.chosen, before.tenders?.cardsPay]).toEqual([[card.id], 10]);
    // The counter types the card's number: the kit's cards carry none with a check digit, so it gets one.
    const number = newCardNumber();
    await s.t.db.update(memberCards).set({ number }).where(eq(memberCards.id, card.id));
    const spent = await spendCall(s, number, 10, cardKey());
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    const after = await settleTender(s, who.session, items, [card.id]);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.Result.summary.amount).toBe(18);
    expect(after.body.Result.tenders).toEqual({
      chosen: [],
      offers: [
        expect.objectContaining({
          id: card.id,
          balance: 0,
          usable: false,
          reason: 'CARD_BALANCE_INSUFFICIENT',
          pays: 0,
        }),
      ],
      cardsPay: 0,
      rest: 18,
    });
    const placed = await placeTender(s, who, items, [card.id], { expectedAmount: 18 });
    expect([placed.status, placed.body.Code]).toEqual([409, 'CARD_BALANCE_INSUFFICIENT']);
    expect((await tenderBooks(s.t.db, [card.id])).cards[0]).toMatchObject({ balance: 0, status: 'used' });
    const theirs = await settleTender(s, who.session, items, [theirCard.id]);
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
  });
});
