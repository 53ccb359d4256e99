import type { CardOrderOut, CardProductOut, MemberCardDetailOut, MemberCardOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { customerCategories } from '../../db/schema/level.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { cancelOrder } from '../order/index.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import {
  type CardProductFields,
  cardBooks,
  cardCall,
  cardKey,
  cardSuite,
  insertCardProduct,
  staffCall,
} from './card-test-kit.ts';

type List = { products: CardProductOut[]; total: number };
type Mine = { cards: MemberCardOut[]; total: number; counts: Record<string, number> };
const DAY = 24 * 60 * 60 * 1000;

describe.each(dbTargets())('pass cards on %s', (target) => {
  const s = cardSuite(target);
  const buy = (session: string, body: Record<string, unknown>) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { payMethod: 2, idempotencyKey: cardKey(), ...body }, session);
  const use = (number: string, storeId = s.store, key = cardKey()) =>
    staffCall(s.t, 'POST', 'cards/use', { number, storeId, key });
  /** A member with ¥100 who bought one card of a product made with `fields`. */
  let phones = 0;
  async function holder(fields: CardProductFields = {}) {
    phones += 1;
    const phone = `139${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
    const m = { ...(await memberSession(s.t, phone)), phone };
    await giveBalance(s.t, m.memberId, 10_000);
    const product = await insertCardProduct(s.t, s.store, fields);
    const bought = await buy(m.session, { id: product.id });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    return { ...m, product, order: bought.body.Result, card: bought.body.Result.cards[0]! };
  }

  it('lists the cards on sale in the reader language, and why a guest cannot buy', async () => {
    const product = await insertCardProduct(s.t, s.store, {
      sort: -5,
      translations: { 'zh-CN': { name: '五杯卡', description: '任选五杯' } },
    });
    const elsewhere = await insertCardProduct(s.t, await insertStore(s.t.db), { name: 'Other store' });
    const list = await cardCall<List>(s, 'Card/LoadCardProducts', { kind: 'pass' });
    expect(list.status).toBe(200);
    const ids = list.body.Result.products.map((p) => p.id);
    expect(ids).toContain(product.id);
    expect(ids).not.toContain(elsewhere.id);
    const detail = await s.t.call<CardProductOut>(
      'Card/CardProductDetail',
      { id: product.id },
      { headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(detail.body.Result).toMatchObject({
      name: '五杯卡',
      description: '任选五杯',
      kind: 'pass',
      price: 30,
      times: 5,
      refusal: 'NOT_LOGGED_IN',
    });
    const other = await cardCall(s, 'Card/CardProductDetail', { id: elsewhere.id });
    expect(other).toMatchObject({ status: 404, body: { Code: 'CARD_PRODUCT_NOT_FOUND' } });
  });

  it('buys by balance: the card issued with its number, times, validity and purchase record', async () => {
    const h = await holder();
    expect(h.order).toMatchObject({ status: 'completed', amount: 30, quantity: 1, needPay: false });
    expect(h.card).toMatchObject({
      kind: 'pass',
      timesTotal: 5,
      timesLeft: 5,
      state: 'valid',
      balance: null,
    });
    expect(h.card.number).toMatch(/^\d{16}$/);
    // Bought 10:00 UTC on 21 November = 18:00 in Shanghai: 30 local days end at the midnight of 21 December.
    expect(h.card.validUntil).toBe('2026-12-20T16:00:00.000Z');
    const books = await cardBooks(s.t.db, h.memberId);
    expect([books.balance, books.balanceSum, books.ledgerHolds]).toEqual([7000, 7000, true]);
    expect(books.entries.map((e) => [e.reason, e.deltaTimes])).toEqual([['purchase', 5]]);
    const mine = await cardCall<Mine>(s, 'Card/MyCards', { singletype: 1 }, h.session);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.Result).toMatchObject({ total: 1, counts: { usable: 1, used: 0, expired: 0 } });
    expect((await cardCall<Mine>(s, 'Card/MyCards', { singletype: 3 }, h.session)).body.Result.total).toBe(0);
    const detail = await cardCall<MemberCardDetailOut>(s, 'Card/CardDetails', { id: h.card.id }, h.session);
    expect(detail.body.Result).toMatchObject({
      number: h.card.number,
      recordsTotal: 1,
      records: [{ reason: 'purchase', deltaTimes: 5, orderNo: h.order.orderNo }],
      storeNames: [],
    });
    const order = await cardCall(s, 'Card/CardOrderDetail', { orderNo: h.order.orderNo }, h.session);
    expect(order.body.Result).toMatchObject({ status: 'completed', cards: [{ id: h.card.id }] });
  });

  it('answers a repeated key with the first order, and refuses the key for another purchase', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 10_000);
    const product = await insertCardProduct(s.t, s.store);
    const key = cardKey();
    const first = await buy(m.session, { id: product.id, idempotencyKey: key });
    const again = await buy(m.session, { id: product.id, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    const other = await buy(m.session, { id: product.id, idempotencyKey: key, quantity: 2 });
    expect(other).toMatchObject({ status: 409, body: { Code: 'IDEMPOTENCY_CONFLICT' } });
    const books = await cardBooks(s.t.db, m.memberId);
    expect([books.cards.length, books.balance]).toEqual([1, 7000]);
  });

  it('keeps the buy limit, the stock, the level, the end, the fixed dates and the price shown', async () => {
    const [, gold] = await s.t.db
      .insert(customerCategories)
      .values([
        { code: 'c-entry', name: 'Entry', rank: 100 },
        { code: 'c-gold', name: 'Gold', rank: 150 },
      ])
      .returning();
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 50_000);
    await giveBalance(s.t, other.memberId, 50_000);
    const once = await insertCardProduct(s.t, s.store, { buyLimit: 2 });
    expect((await buy(m.session, { id: once.id, quantity: 2 })).status).toBe(200);
    expect(await buy(m.session, { id: once.id })).toMatchObject({
      status: 422,
      body: { Code: 'CARD_BUY_LIMIT', Message: '每人限购2张' },
    });
    const last = await insertCardProduct(s.t, s.store, { total: 1 });
    expect((await buy(other.session, { id: last.id })).status).toBe(200);
    expect((await buy(m.session, { id: last.id })).body.Code).toBe('CARD_SOLD_OUT');
    const goldOnly = await insertCardProduct(s.t, s.store, { levelIds: [gold!.id] });
    expect((await buy(m.session, { id: goldOnly.id })).body.Code).toBe('CARD_LEVEL_INSUFFICIENT');
    const ended = await insertCardProduct(s.t, s.store, { status: 'ended' });
    expect((await buy(m.session, { id: ended.id })).body.Code).toBe('CARD_PRODUCT_ENDED');
    const over = await insertCardProduct(s.t, s.store, {
      validity: { mode: 'fixed', startsOn: '2026-01-01', endsOn: '2026-11-20' },
    });
    expect((await buy(m.session, { id: over.id })).body.Code).toBe('CARD_PRODUCT_ENDED');
    expect((await buy(m.session, { id: once.id, expectedPrice: 1 })).body.Code).toBe('CART_CHANGED');
    const poor = await memberSession(s.t);
    expect((await buy(poor.session, { id: once.id })).body.Code).toBe('BALANCE_INSUFFICIENT');
    expect((await cardBooks(s.t.db, poor.memberId)).orders).toHaveLength(0);
    const detail = await cardCall<CardProductOut>(s, 'Card/CardProductDetail', { id: once.id }, m.session);
    expect(detail.body.Result).toMatchObject({ bought: 2, buyLimit: 2, refusal: 'CARD_BUY_LIMIT' });
    expect((await cardBooks(s.t.db, m.memberId)).cards).toHaveLength(2);
  });

  it('pays online: unpaid until the gateway confirms, then the card issued once however often it says so', async () => {
    const m = await memberSession(s.t);
    const product = await insertCardProduct(s.t, s.store);
    const made = await buy(m.session, { id: product.id, payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true, cards: [] });
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    const answers = await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy), postNotify(s.t, copy)]);
    expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
    const order = await cardCall<CardOrderOut>(
      s,
      'Card/CardOrderDetail',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(order.body.Result).toMatchObject({ status: 'completed', paidAt: expect.any(String) });
    expect(order.body.Result.cards).toHaveLength(1);
    const stranger = await memberSession(s.t);
    const theirs = await cardCall(
      s,
      'Card/CardOrderDetail',
      { orderNo: made.body.Result.orderNo },
      stranger.session,
    );
    expect(theirs.body.Code).toBe('ORDER_NOT_FOUND');
  });

  it('issues nothing for a purchase cancelled while unpaid, and refunds a payment that comes after the last card sold', async () => {
    const m = await memberSession(s.t);
    const product = await insertCardProduct(s.t, s.store, { total: 1 });
    const made = await buy(m.session, { id: product.id, payMethod: 4 });
    const deps = { db: s.t.db, log: s.t.app.log };
    const orderNo = made.body.Result.orderNo;
    await cancelOrder(deps, { orderNo, memberId: m.memberId, kinds: ['card'] }, 'shopper', s.t.clock.now());
    expect((await cardBooks(s.t.db, m.memberId)).orders).toMatchObject([{ status: 'cancelled' }]);
    const late = await buy(m.session, { id: product.id, payMethod: 4 });
    const quick = await memberSession(s.t);
    await giveBalance(s.t, quick.memberId, 5000);
    expect((await buy(quick.session, { id: product.id })).status).toBe(200);
    const { prepayId } = await started(s.t, m.session, late.body.Result.orderNo, 4);
    await s.t.call('paysandbox/Pay', { prepayId });
    const books = await cardBooks(s.t.db, m.memberId);
    expect(books.orders.map((o) => [o.status, o.refundedAmount])).toEqual([
      ['cancelled', 0],
      ['refunded', 3000],
    ]);
    expect(books.cards).toHaveLength(0);
  });

  it('hides another member card: CardDetails and CardRecords answer 404', async () => {
    const h = await holder();
    const stranger = await memberSession(s.t);
    for (const path of ['Card/CardDetails', 'Card/CardRecords']) {
      const res = await cardCall(s, path, { id: h.card.id }, stranger.session);
      expect(res).toMatchObject({ status: 404, body: { Code: 'CARD_NOT_FOUND' } });
    }
  });

  it('takes one time at the counter by the card number, once per till key, until it is used up', async () => {
    const h = await holder({ times: 2 });
    const key = cardKey();
    const first = await use(h.card.number, s.store, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({ applied: true, card: { timesLeft: 1, state: 'valid' } });
    const repeat = await use(h.card.number, s.store, key);
    expect(repeat.body.Result).toMatchObject({ applied: false, card: { timesLeft: 1 } });
    const spaced = `${h.card.number.slice(0, 4)} ${h.card.number.slice(4)}`;
    expect((await use(spaced)).body.Result).toMatchObject({
      applied: true,
      card: { timesLeft: 0, state: 'used' },
    });
    expect(await use(h.card.number)).toMatchObject({ status: 409, body: { Code: 'CARD_USED_UP' } });
    const books = await cardBooks(s.t.db, h.memberId);
    expect(books.entries.map((e) => [e.reason, e.deltaTimes])).toEqual([
      ['purchase', 2],
      ['use', -1],
      ['use', -1],
    ]);
    expect(books.ledgerHolds).toBe(true);
    const mine = await cardCall<Mine>(s, 'Card/MyCards', { singletype: 1, tab: 'used' }, h.session);
    expect(mine.body.Result).toMatchObject({ total: 1, counts: { usable: 0, used: 1 } });
    const records = await cardCall<{ records: { reason: string; storeName: string | null }[] }>(
      s,
      'Card/CardRecords',
      { id: h.card.id, pageSize: 2 },
      h.session,
    );
    expect(records.body.Result.records).toMatchObject([
      { reason: 'use', storeName: 'Test store' },
      { reason: 'use' },
    ]);
    const wrong = `${h.card.number.slice(0, 15)}${(Number(h.card.number[15]) + 1) % 10}`;
    expect(await use(wrong)).toMatchObject({ status: 404, body: { Code: 'CARD_NOT_FOUND' } });
  });

  it('refuses a card outside its stores or its chain, or its validity, and one disabled', async () => {
    const elsewhere = await insertStore(s.t.db);
    const anyStore = await holder();
    expect((await use(anyStore.card.number, elsewhere)).body.Code).toBe('CARD_WRONG_STORE');
    expect((await use(anyStore.card.number, 2_000_000_000)).body.Code).toBe('STORE_NOT_FOUND');
    const h = await holder({ storeIds: [s.store] });
    expect(await use(h.card.number, elsewhere)).toMatchObject({
      status: 422,
      body: { Code: 'CARD_WRONG_STORE' },
    });
    const future = await holder({
      validity: { mode: 'fixed', startsOn: '2027-01-01', endsOn: '2027-01-31' },
    });
    expect(future.card.state).toBe('notYetEffective');
    expect((await use(future.card.number)).body.Code).toBe('CARD_NOT_STARTED');
    const brief = await holder({ validity: { mode: 'days', from: 'purchase', days: 1 } });
    s.t.clock.advance(DAY);
    expect((await use(brief.card.number)).body.Code).toBe('CARD_EXPIRED');
    s.t.clock.advance(-DAY);
    const off = await staffCall(s.t, 'POST', `cards/${h.card.id}/disable`);
    expect(off.body.Result).toMatchObject({ state: 'disabled' });
    expect((await use(h.card.number)).body.Code).toBe('CARD_DISABLED');
    expect((await staffCall(s.t, 'POST', `cards/${h.card.id}/disable`)).body.Code).toBe('CARD_DISABLED');
    const listed = await staffCall(s.t, 'GET', `cards?phone=${h.phone}`);
    expect(listed.body.Result.cards).toMatchObject([{ id: h.card.id, state: 'disabled' }]);
  });

  it('starts a first-use card clock at its first use, on the calendar of the store that sold it', async () => {
    const h = await holder({ validity: { mode: 'days', from: 'firstUse', days: 7 } });
    expect(h.card.validUntil).toBeNull();
    s.t.clock.advance(10 * DAY);
    const used = await use(h.card.number);
    // 1 December 18:00 in Shanghai: day 1 of 7, ending at the midnight of 8 December.
    expect(used.body.Result.card.validUntil).toBe('2026-12-07T16:00:00.000Z');
    s.t.clock.advance(-10 * DAY);
  });

  it('refunds an unused purchase: its card refunded, never usable again; a used one is refused', async () => {
    const h = await holder();
    const refund = await staffCall(s.t, 'POST', `orders/${h.order.orderNo}/refund`);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    let books = await cardBooks(s.t.db, h.memberId);
    expect([books.balance, books.cards[0]!.status, books.cards[0]!.timesLeft, books.ledgerHolds]).toEqual([
      10_000,
      'refunded',
      0,
      true,
    ]);
    expect((await use(h.card.number)).body.Code).toBe('CARD_DISABLED');
    const detail = await cardCall<MemberCardDetailOut>(s, 'Card/CardDetails', { id: h.card.id }, h.session);
    expect(detail.body.Result.state).toBe('refunded');
    const used = await holder();
    await use(used.card.number);
    const refused = await staffCall(s.t, 'POST', `orders/${used.order.orderNo}/refund`);
    expect(refused).toMatchObject({ status: 409, body: { Code: 'CARD_REFUND_USED' } });
    books = await cardBooks(s.t.db, used.memberId);
    expect([books.balance, books.cards[0]!.status, books.cards[0]!.timesLeft]).toEqual([7000, 'valid', 4]);
  });

  it('lists the valid cards among what a member forfeits by deregistering', async () => {
    const h = await holder();
    const assets = await cardCall<{ assets: { kind: string; amount: number }[] }>(
      s,
      'customeraccount/GetDeregisterAssets',
      {},
      h.session,
    );
    expect(assets.body.Result.assets).toContainEqual(expect.objectContaining({ kind: 'cards', amount: 1 }));
  });

  it('lets staff create, list and end a card product', async () => {
    const made = await staffCall(s.t, 'POST', 'cards/products', {
      storeId: s.store,
      name: '10-coffee pass',
      price: 99,
      times: 10,
      validity: { mode: 'days', from: 'purchase', days: 90 },
      total: 100,
    });
    expect(made.body.Result).toMatchObject({ name: '10-coffee pass', price: 99, times: 10, remaining: 100 });
    const id = made.body.Result.id;
    const listed = await staffCall(s.t, 'GET', `cards/products?storeId=${s.store}`);
    expect(listed.body.Result.products.map((p: { id: number }) => p.id)).toContain(id);
    expect((await staffCall(s.t, 'POST', `cards/products/${id}/end`)).body.Result.status).toBe('ended');
    const bad = await staffCall(s.t, 'POST', 'cards/products', {
      name: 'x',
      price: 1,
      times: 1,
      validity: { mode: 'fixed', startsOn: '2027-02-01', endsOn: '2027-01-01' },
    });
    expect(bad.status).toBe(400);
  });
});
