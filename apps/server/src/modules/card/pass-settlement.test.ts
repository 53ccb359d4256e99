import { describe, expect, it } from 'vitest';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { type CardSuite, cardBooks, cardCall, cardSuite, staffCall } from './card-test-kit.ts';
import { type Holder, passHolder, placeWith, settleWith } from './pass-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

// Decision 060: a pass card covers items at settlement through the order offers registry, placing takes its times
// with the order, and the lifecycle gives them back.
describe.each(dbTargets())('pass cards at settlement on %s', (target) => {
  const s = cardSuite(target);

  it('offers the card, covers the dearest units when chosen, and the amounts add up', async () => {
    const who = await passHolder(s);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    const items = [
      { ProductId: cake, ProductNum: 1 },
      { ProductId: tea, ProductNum: 2 },
    ];
    const offered = (await settleWith(s, who, items)).body.Result;
    expect(offered.summary.amount).toBe(38);
    expect(offered.passCards).toEqual({
      chosen: [],
      offers: [
        expect.objectContaining({ id: who.card.id, timesLeft: 5, usable: true, covers: 3, saving: 38 }),
      ],
    });
    const chosen = await settleWith(s, who, items, [who.card.id]);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const p = chosen.body.Result;
    expect(p.summary.amount).toBe(0);
    expect(p.passCards?.chosen).toEqual([who.card.id]);
    expect(p.adjustments).toEqual([
      { kind: 'pass-card', labelKey: 'checkout.passCard', amount: -38, name: '5-drink pass' },
    ]);
  });

  it('places the order with the card: its times taken, a use entry per covered line, the lines allocated', async () => {
    const who = await passHolder(s, { times: 5 });
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const placed = await placeWith(s, who, [{ ProductId: tea, ProductNum: 2 }], [who.card.id], {
      expectedAmount: 0,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result.amount).toBe(0);
    const books = await cardBooks(s.t.db, who.memberId);
    expect([books.cards[0]!.timesLeft, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      3,
      'valid',
      true,
    ]);
    const uses = books.entries.filter((e) => e.reason === 'use');
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ deltaTimes: -2, ref: expect.stringMatching(/^line:\d+$/) });
    expect(books.balance).toBe(10_000 - 3000);
    const lines = await staffCall(s.t, 'GET', `orders/${await orderNoOf(s, who)}/lines`);
    expect(lines.body.Result.lines[0]).toMatchObject({ paid: 0 });
  });

  it('a card that covers only some products covers only them; a card chosen that covers nothing is refused', async () => {
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    const who = await passHolder(s, { productIds: [tea] });
    const items = [
      { ProductId: cake, ProductNum: 1 },
      { ProductId: tea, ProductNum: 1 },
    ];
    const p = (await settleWith(s, who, items, [who.card.id])).body.Result;
    expect(p.summary.amount).toBe(8);
    const none = await placeWith(s, who, [{ ProductId: cake, ProductNum: 1 }], [who.card.id]);
    expect([none.status, none.body.Code]).toEqual([422, 'CARD_NOTHING_COVERED']);
    expect((await cardBooks(s.t.db, who.memberId)).cards[0]!.timesLeft).toBe(5);
  });

  it('a cancel gives the times back once, and a used-up card is valid again', async () => {
    const who = await passHolder(s, { times: 1 });
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    // Two teas, one covered: the other is paid in cash at the counter, so the order waits unpaid and may be cancelled.
    const placed = await placeWith(s, who, [{ ProductId: tea, ProductNum: 2 }], [who.card.id], {
      payMethod: 1,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result.amount).toBe(15);
    expect((await cardBooks(s.t.db, who.memberId)).cards[0]).toMatchObject({ timesLeft: 0, status: 'used' });
    const again = await placeWith(s, who, [{ ProductId: tea, ProductNum: 1 }], [who.card.id], {
      payMethod: 1,
    });
    expect([again.status, again.body.Code]).toEqual([409, 'CARD_USED_UP']);
    const cancel = await cardCall(
      s,
      'Order/CancelProductOrder',
      { orderNo: placed.body.Result.orderNo },
      who.session,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const books = await cardBooks(s.t.db, who.memberId);
    expect(books.cards[0]).toMatchObject({ timesLeft: 1, status: 'valid' });
    expect(books.entries.filter((e) => e.reason === 'restore')).toHaveLength(1);
    expect(books.ledgerHolds).toBe(true);
  });

  it('a refund of the covered line gives its time back once; the paid line refund gives none', async () => {
    const who = await passHolder(s, { times: 5 });
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    const other = await passHolder(s, { times: 5, productIds: [tea] });
    const items = [
      { ProductId: cake, ProductNum: 1 },
      { ProductId: tea, ProductNum: 1 },
    ];
    const placed = await placeWith(s, other, items, [other.card.id]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.Result.orderNo;
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/accept`)).status).toBe(200);
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/complete`)).status).toBe(200);
    const lines = (await staffCall(s.t, 'GET', `orders/${orderNo}/lines`)).body.Result.lines as {
      lineId: number;
      name: string;
      paid: number;
    }[];
    const cakeLine = lines.find((l) => l.name === 'Cake')!;
    const teaLine = lines.find((l) => l.name === 'Tea')!;
    expect([cakeLine.paid, teaLine.paid]).toEqual([8, 0]);
    // The covered tea first (it paid nothing: its refund returns no money, its time comes back), then the cake.
    const tea1 = await staffCall(s.t, 'POST', `orders/${orderNo}/refund`, {
      lines: [{ lineId: teaLine.lineId, quantity: 1 }],
    });
    expect(tea1.status, JSON.stringify(tea1.body)).toBe(200);
    expect((await cardBooks(s.t.db, other.memberId)).cards[0]!.timesLeft).toBe(5);
    const cake1 = await staffCall(s.t, 'POST', `orders/${orderNo}/refund`, {
      lines: [{ lineId: cakeLine.lineId, quantity: 1 }],
    });
    expect(cake1.status, JSON.stringify(cake1.body)).toBe(200);
    const books = await cardBooks(s.t.db, other.memberId);
    expect([books.cards[0]!.timesLeft, books.ledgerHolds]).toEqual([5, true]);
    expect(books.entries.filter((e) => e.reason === 'restore')).toHaveLength(1);
    expect(who.card.id).not.toBe(other.card.id);
  });

  it("refuses another member's card (404), and cards outside their validity or stores", async () => {
    const who = await passHolder(s);
    const stranger = await passHolder(s);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const items = [{ ProductId: tea, ProductNum: 1 }];
    const theirs = await settleWith(s, who, items, [stranger.card.id]);
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const placing = await placeWith(s, who, items, [stranger.card.id]);
    expect([placing.status, placing.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const elsewhere = await passHolder(s, { storeIds: [await insertStore(s.t.db)] });
    const wrong = await placeWith(s, elsewhere, items, [elsewhere.card.id]);
    expect([wrong.status, wrong.body.Code]).toEqual([422, 'CARD_WRONG_STORE']);
    const offers = (await settleWith(s, elsewhere, items)).body.Result.passCards?.offers;
    expect(offers).toEqual([expect.objectContaining({ usable: false, reason: 'CARD_WRONG_STORE' })]);
    const now = s.t.clock.now().getTime();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const later = await passHolder(s, {
      validity: { mode: 'fixed', startsOn: day(now + 5 * DAY), endsOn: day(now + 9 * DAY) },
    });
    const early = await placeWith(s, later, items, [later.card.id]);
    expect([early.status, early.body.Code]).toEqual([409, 'CARD_NOT_STARTED']);
    const short = await passHolder(s, { validity: { mode: 'days', from: 'purchase', days: 1 } });
    s.t.clock.advance(3 * DAY);
    try {
      const late = await placeWith(s, short, items, [short.card.id]);
      expect([late.status, late.body.Code]).toEqual([409, 'CARD_EXPIRED']);
    } finally {
      s.t.clock.advance(-3 * DAY);
    }
    expect((await cardBooks(s.t.db, short.memberId)).cards[0]!.timesLeft).toBe(5);
  });

  it('a card counted from its first use gets its end at its first use at settlement', async () => {
    const who = await passHolder(s, { validity: { mode: 'days', from: 'firstUse', days: 10 } });
    expect(who.card.validUntil).toBeNull();
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const placed = await placeWith(s, who, [{ ProductId: tea, ProductNum: 1 }], [who.card.id]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const card = (await cardBooks(s.t.db, who.memberId)).cards[0]!;
    expect(card.validUntil).not.toBeNull();
    expect(card.validUntil!.getTime()).toBeGreaterThan(s.t.clock.now().getTime() + 9 * DAY);
  });
});

async function orderNoOf(s: CardSuite, who: Holder): Promise<string> {
  const books = await cardBooks(s.t.db, who.memberId);
  const goods = books.orders.filter((o) => o.kind === 'goods');
  return goods[goods.length - 1]!.orderNo;
}
