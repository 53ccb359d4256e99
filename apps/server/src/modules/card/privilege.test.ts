import type { MemberCardOut, PrivilegeCardOut, PrivilegeProductOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { dbTargets } from '../../test/harness.ts';
import { cardCall, cardKey, cardSuite, insertCardProduct, staffCall } from './card-test-kit.ts';
import { grantDueMonths } from './privilege-grant.ts';
import { buyPrivilege, privilegeBooks, privilegeMember, privilegeProduct } from './privilege-test-kit.ts';

type Products = { products: PrivilegeProductOut[]; total: number };
type Mine = { cards: MemberCardOut[]; total: number };
const DAY = 24 * 60 * 60 * 1000;
// The suite's clock: 21 November 2026 10:00 UTC, 18:00 in Shanghai (the store's zone).
const END_OF_21_DEC = '2026-12-21T16:00:00.000Z';
const END_OF_21_JAN = '2027-01-21T16:00:00.000Z';

describe.each(dbTargets())('privilege cards on %s', (target) => {
  const s = cardSuite(target);
  const details = (session: string, id: number) =>
    cardCall<PrivilegeCardOut>(s, 'Card/PrivilegeCardDetails', { id }, session);
  /** Runs `body` with the clock moved on by `ms`, then puts it back (the suite shares one clock). */
  async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
    s.t.clock.advance(ms);
    try {
      return await body();
    } finally {
      s.t.clock.advance(-ms);
    }
  }

  it('is made by staff with its period, coupons and benefit, and listed with them in the reader language', async () => {
    const { id, templateId } = await privilegeProduct(s, {
      translations: { 'zh-CN': { name: '茶友会员卡' } },
    });
    const list = await s.t.call<Products>(
      'Card/PrivilegeCardProducts',
      {},
      { headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const mine = list.body.Result.products.find((p) => p.id === id);
    expect(mine).toMatchObject({
      kind: 'privilege',
      name: '茶友会员卡',
      price: 30,
      times: null,
      refusal: 'NOT_LOGGED_IN',
      privilege: {
        periodMonths: 1,
        coupons: [{ templateId, count: 2, name: 'Member five off' }],
        benefit: { discountRate: 90, memberPrices: false },
      },
    });
    // A pass card is not among them.
    const pass = await insertCardProduct(s.t, s.store);
    expect(list.body.Result.products.map((p) => p.id)).not.toContain(pass.id);
  });

  it('refuses a privilege product without terms, with a validity, with an unknown template, or terms on a pass card', async () => {
    const base = { storeId: s.store, name: 'Club', price: 30 };
    const terms = { periodMonths: 3 };
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await staffCall(s.t, 'POST', 'cards/products', { ...base, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    };
    await refused({ kind: 'privilege' }, 'privilege');
    await refused(
      { kind: 'privilege', privilege: terms, validity: { mode: 'days', from: 'purchase', days: 30 } },
      'validity',
    );
    await refused(
      {
        kind: 'privilege',
        privilege: { periodMonths: 1, coupons: [{ templateId: 2_000_000_000, count: 1 }] },
      },
      'privilege.coupons.templateId',
    );
    await refused({ kind: 'privilege', privilege: { periodMonths: 2 } }, 'periodMonths');
    await refused(
      { times: 5, validity: { mode: 'days', from: 'purchase', days: 30 }, privilege: terms },
      'privilege',
    );
  });

  it('buys a month valid from now to the end of the same day next month, with the first month coupons at once', async () => {
    const { id } = await privilegeProduct(s);
    const m = await privilegeMember(s);
    const bought = await buyPrivilege(s, m.session, id);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const card = bought.body.Result.cards[0]!;
    expect(card).toMatchObject({ kind: 'privilege', state: 'valid', timesLeft: null, balance: null });
    expect(card.validFrom).toBe('2026-11-21T10:00:00.000Z');
    expect(card.validUntil).toBe(END_OF_21_DEC);
    const books = await privilegeBooks(s, m.memberId);
    expect([books.balance, books.balanceSum]).toEqual([47_000, 47_000]);
    expect(books.entries.map((e) => e.reason)).toEqual(['purchase']);
    expect(books.grants.map((g) => [g.seq, g.couponIds.length])).toEqual([[0, 2]]);
    expect(books.coupons).toHaveLength(2);
    expect(books.coupons.every((c) => c.source === 'gift')).toBe(true);
    const page = await details(m.session, card.id);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.Result).toMatchObject({
      months: 1,
      daysLeft: 31,
      grants: [{ seq: 0, coupons: 2 }],
      nextGrantAt: null,
      privilege: { periodMonths: 1 },
      renewal: { id, refusal: null },
      records: [{ reason: 'purchase', orderNo: bought.body.Result.orderNo }],
    });
    const tab = await cardCall<Mine>(s, 'Card/MyCards', { singletype: 4 }, m.session);
    expect(tab.body.Result.cards.map((c) => c.id)).toEqual([card.id]);
  });

  it('renews from the current end: one card, its end a month later, a renew record per order, once per key', async () => {
    const { id } = await privilegeProduct(s);
    const m = await privilegeMember(s);
    const first = (await buyPrivilege(s, m.session, id)).body.Result;
    const key = cardKey();
    const renewed = await later(10 * DAY, () => buyPrivilege(s, m.session, id, key));
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const again = await later(10 * DAY, () => buyPrivilege(s, m.session, id, key));
    expect(again.body.Result.orderNo).toBe(renewed.body.Result.orderNo);
    const books = await privilegeBooks(s, m.memberId);
    expect(books.cards).toHaveLength(1);
    expect(books.cards[0]!.validUntil?.toISOString()).toBe(END_OF_21_JAN);
    expect(books.periods.map((p) => [p.months, p.nextSeq])).toEqual([[2, 1]]);
    expect(books.entries.map((e) => [e.reason, e.note])).toEqual([
      ['purchase', first.orderNo],
      ['renew', renewed.body.Result.orderNo],
    ]);
    expect(books.balance).toBe(44_000);
    const page = await later(10 * DAY, () => details(m.session, first.cards[0]!.id));
    expect(page.body.Result).toMatchObject({
      months: 2,
      daysLeft: 52,
      nextGrantAt: END_OF_21_DEC,
      records: [{ reason: 'renew' }, { reason: 'purchase' }],
    });
    // A card that has run out is not renewed: the next purchase starts a new one.
    const fresh = await later(70 * DAY, async () =>
      // The first session has lapsed by then: the member logs in again.
      buyPrivilege(s, await createSession(s.t.db, s.t.clock, m.memberId), id),
    );
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect((await privilegeBooks(s, m.memberId)).cards).toHaveLength(2);
  });

  it('gives each later month its coupons once, however often the job runs, and none past the end', async () => {
    const { id } = await privilegeProduct(s);
    const m = await privilegeMember(s);
    await buyPrivilege(s, m.session, id);
    await buyPrivilege(s, m.session, id);
    // Before the second month begins: nothing due.
    await later(29 * DAY, async () => {
      await grantDueMonths(s.t, s.t.clock.now());
    });
    expect((await privilegeBooks(s, m.memberId)).grants).toHaveLength(1);
    await later(31 * DAY, async () => {
      await Promise.all([grantDueMonths(s.t, s.t.clock.now()), grantDueMonths(s.t, s.t.clock.now())]);
      await grantDueMonths(s.t, s.t.clock.now());
    });
    let books = await privilegeBooks(s, m.memberId);
    expect(books.grants.map((g) => g.seq)).toEqual([0, 1]);
    expect(books.coupons).toHaveLength(4);
    expect(books.grants[1]!.periodStart.toISOString()).toBe(END_OF_21_DEC);
    // Two months bought: a third never comes.
    await later(100 * DAY, () => grantDueMonths(s.t, s.t.clock.now()));
    books = await privilegeBooks(s, m.memberId);
    expect([books.grants.length, books.coupons.length]).toEqual([2, 4]);
  });

  it('gives a year its twelve months, months missed while the job was down too', async () => {
    const { id } = await privilegeProduct(s, {}, 12);
    const m = await privilegeMember(s);
    const card = (await buyPrivilege(s, m.session, id)).body.Result.cards[0]!;
    expect(card.validUntil).toBe('2027-11-21T16:00:00.000Z');
    await later(100 * DAY, () => grantDueMonths(s.t, s.t.clock.now()));
    expect((await privilegeBooks(s, m.memberId)).grants.map((g) => g.seq)).toEqual([0, 1, 2, 3]);
    await later(400 * DAY, () => grantDueMonths(s.t, s.t.clock.now()));
    expect((await privilegeBooks(s, m.memberId)).grants).toHaveLength(12);
  });

  it('refunds a purchase: the card refunded and given nothing more; a renewal refunded takes its months back', async () => {
    const { id } = await privilegeProduct(s);
    const m = await privilegeMember(s);
    const first = (await buyPrivilege(s, m.session, id)).body.Result;
    const renewal = (await buyPrivilege(s, m.session, id)).body.Result;
    const back = await staffCall(s.t, 'POST', `orders/${renewal.orderNo}/refund`);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    let books = await privilegeBooks(s, m.memberId);
    expect([books.cards[0]!.validUntil?.toISOString(), books.periods[0]!.months]).toEqual([END_OF_21_DEC, 1]);
    expect(books.entries.map((e) => e.reason)).toEqual(['purchase', 'renew', 'refund']);
    expect(books.balance).toBe(47_000);
    const refund = await staffCall(s.t, 'POST', `orders/${first.orderNo}/refund`);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    books = await privilegeBooks(s, m.memberId);
    expect([books.cards[0]!.status, books.balance]).toEqual(['refunded', 50_000]);
    expect((await details(m.session, first.cards[0]!.id)).body.Result).toMatchObject({
      state: 'refunded',
      daysLeft: 0,
      nextGrantAt: null,
    });
    // A second purchase starts a new card; the refunded one gets no more months.
    await later(40 * DAY, () => grantDueMonths(s.t, s.t.clock.now()));
    expect((await privilegeBooks(s, m.memberId)).grants).toHaveLength(1);
  });

  it('refuses to refund a renewal whose months have begun giving coupons', async () => {
    const { id } = await privilegeProduct(s);
    const m = await privilegeMember(s);
    await buyPrivilege(s, m.session, id);
    const renewal = (await buyPrivilege(s, m.session, id)).body.Result;
    await later(31 * DAY, () => grantDueMonths(s.t, s.t.clock.now()));
    const refused = await staffCall(s.t, 'POST', `orders/${renewal.orderNo}/refund`);
    expect(refused).toMatchObject({ status: 409, body: { Code: 'CARD_REFUND_USED' } });
    const books = await privilegeBooks(s, m.memberId);
    expect([books.periods[0]!.months, books.balance]).toEqual([2, 44_000]);
  });

  it("answers another member's card, a pass card or none with CARD_NOT_FOUND", async () => {
    const { id } = await privilegeProduct(s);
    const owner = await privilegeMember(s);
    const card = (await buyPrivilege(s, owner.session, id)).body.Result.cards[0]!;
    const other = await privilegeMember(s);
    expect(await details(other.session, card.id)).toMatchObject({
      status: 404,
      body: { Code: 'CARD_NOT_FOUND' },
    });
    const pass = await insertCardProduct(s.t, s.store);
    const passCard = (
      await cardCall<{ cards: MemberCardOut[] }>(
        s,
        'Card/BuyCard',
        { id: pass.id, payMethod: 2, idempotencyKey: cardKey() },
        other.session,
      )
    ).body.Result.cards[0]!;
    expect((await details(other.session, passCard.id)).body.Code).toBe('CARD_NOT_FOUND');
    expect((await details(other.session, 2_000_000_000)).status).toBe(404);
    expect((await cardCall(s, 'Card/PrivilegeCardDetails', { id: card.id })).status).toBe(401);
  });
});
