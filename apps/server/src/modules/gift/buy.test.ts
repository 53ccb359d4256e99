import type { GiftDeliveryOut, GiftOrderOut, GiftPackageOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { customerCategories } from '../../db/schema/level.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertTemplate, newKey } from '../coupon/coupon-test-kit.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import {
  balanceItem,
  couponItem,
  giftBooks,
  giftCall,
  giftSuite,
  givePoints,
  insertPackage,
  type PackageFields,
  packageItem,
  pointsItem,
} from './gift-test-kit.ts';

type List = { packages: GiftPackageOut[]; total: number };
type Received = { deliveries: GiftDeliveryOut[]; total: number };

describe.each(dbTargets())('gift packages on %s', (target) => {
  const s = giftSuite(target);
  /** ¥10 balance, 50 points and two coupons, for ¥9.90 unless `fields` say otherwise. */
  async function pack(fields: PackageFields = {}) {
    const template = await insertTemplate(s.t, s.store, { name: 'Five off twenty', claimLimit: null });
    return insertPackage(s.t, s.store, [balanceItem(1000), pointsItem(50), couponItem(template.id, 2)], {
      name: 'Welcome pack',
      price: 990,
      ...fields,
    });
  }
  const buy = (session: string, body: Record<string, unknown>) =>
    giftCall<GiftOrderOut>(
      s,
      'GiftPackage/Buy',
      { payMethod: 2, idempotencyKey: newKey(), ...body },
      session,
    );

  it('lists packages on sale with what they give, opened, and why a guest cannot buy', async () => {
    const inner = await pack({ onSale: false, name: 'Inner' });
    const outer = await insertPackage(s.t, s.store, [packageItem(inner.id, 2), pointsItem(5)], {
      name: 'Double pack',
      points: 300,
      sort: -1,
      translations: { 'zh-CN': { name: '双倍礼包' } },
    });
    const list = await giftCall<List>(s, 'GiftPackage/List', {});
    expect(list.status).toBe(200);
    const listed = list.body.Result.packages.map((p) => p.id);
    expect(listed).toContain(outer.id);
    expect(listed).not.toContain(inner.id);
    const detail = await s.t.call<GiftPackageOut>(
      'GiftPackage/Detail',
      { id: outer.id },
      {
        headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' },
      },
    );
    expect(detail.body.Result).toMatchObject({
      name: '双倍礼包',
      price: 0,
      points: 300,
      refusal: 'NOT_LOGGED_IN',
      plan: { balance: 20, points: 105, coupons: [{ name: 'Five off twenty', count: 4 }], entitlements: [] },
    });
    const hidden = await giftCall(s, 'GiftPackage/Detail', { id: inner.id });
    expect(hidden).toMatchObject({ status: 404, body: { Code: 'GIFT_PACKAGE_NOT_FOUND' } });
  });

  it('buys by balance: the price paid, then balance, points and coupons arrive; bought twice, delivered twice', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 5000);
    const p = await pack();
    const first = await buy(m.session, { id: p.id, expectedPrice: 9.9, expectedPoints: 0 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      amount: 9.9,
      name: 'Welcome pack',
      delivery: { source: 'giftpack', packageName: 'Welcome pack', plan: { balance: 10, points: 50 } },
    });
    expect((await buy(m.session, { id: p.id })).body.Result.status).toBe('completed');
    const books = await giftBooks(s.t.db, m.memberId);
    expect(books.balance).toBe(5000 - 990 + 1000 - 990 + 1000);
    expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 5000],
      ['gift_package_purchase', -990],
      ['gift', 1000],
      ['gift_package_purchase', -990],
      ['gift', 1000],
    ]);
    expect([books.balanceSum, books.points, books.pointsSum]).toEqual([books.balance, 100, 100]);
    expect(books.coupons.map((c) => c.source)).toEqual(['gift', 'gift', 'gift', 'gift']);
    const received = await giftCall<Received>(s, 'GiftPackage/Received', {}, m.session);
    expect(received.body.Result.total).toBe(2);
    expect(received.body.Result.deliveries[0]).toMatchObject({
      source: 'giftpack',
      packageName: 'Welcome pack',
    });
  });

  it('answers a repeated key with the first order, and refuses the same key for another purchase', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 5000);
    const p = await pack();
    const key = newKey();
    const first = await buy(m.session, { id: p.id, idempotencyKey: key });
    const again = await buy(m.session, { id: p.id, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    const other = await buy(m.session, { id: p.id, idempotencyKey: key, payMethod: 4 });
    expect(other).toMatchObject({ status: 409, body: { Code: 'IDEMPOTENCY_CONFLICT' } });
    expect((await giftBooks(s.t.db, m.memberId)).deliveries).toHaveLength(1);
  });

  it('buys with points alone ("gift exchange"), and refuses too few points with nothing written', async () => {
    const m = await memberSession(s.t);
    const p = await pack({ price: 0, points: 200 });
    const poor = await buy(m.session, { id: p.id });
    expect(poor).toMatchObject({ status: 409, body: { Code: 'POINTS_INSUFFICIENT' } });
    await givePoints(s.t, m.memberId, 250);
    const res = await buy(m.session, { id: p.id });
    expect(res.body.Result).toMatchObject({ status: 'completed', amount: 0, points: 200, payMethod: -1 });
    const books = await giftBooks(s.t.db, m.memberId);
    expect(books.pointsEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 250],
      ['gift_exchange', -200],
      ['gift', 50],
    ]);
    expect([books.points, books.pointsSum, books.balance]).toEqual([100, 100, 1000]);
  });

  it('takes points and money together by balance; short of either, nothing moves', async () => {
    const m = await memberSession(s.t);
    const p = await pack({ price: 500, points: 100 });
    await givePoints(s.t, m.memberId, 100);
    expect((await buy(m.session, { id: p.id })).body.Code).toBe('BALANCE_INSUFFICIENT');
    let books = await giftBooks(s.t.db, m.memberId);
    expect([books.points, books.balance, books.deliveries.length, books.orders.length]).toEqual([
      100, 0, 0, 0,
    ]);
    await giveBalance(s.t, m.memberId, 500);
    expect((await buy(m.session, { id: p.id })).body.Result.status).toBe('completed');
    books = await giftBooks(s.t.db, m.memberId);
    expect([books.points, books.balance]).toEqual([50, 1000]);
  });

  it('keeps the buy limit, the stock, the level and the price shown', async () => {
    const [entry, gold] = await s.t.db
      .insert(customerCategories)
      .values([
        { code: 'g-entry', name: 'Entry', rank: 100 },
        { code: 'g-gold', name: 'Gold', rank: 120 },
      ])
      .returning();
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 10_000);
    await giveBalance(s.t, other.memberId, 10_000);
    const once = await pack({ buyLimit: 1 });
    expect((await buy(m.session, { id: once.id })).status).toBe(200);
    expect(await buy(m.session, { id: once.id })).toMatchObject({
      status: 422,
      body: { Code: 'GIFT_PACKAGE_BUY_LIMIT', Message: '每人限购1份' },
    });
    const last = await pack({ total: 1 });
    expect((await buy(other.session, { id: last.id })).status).toBe(200);
    expect((await buy(m.session, { id: last.id })).body.Code).toBe('GIFT_PACKAGE_SOLD_OUT');
    const goldOnly = await pack({ levelIds: [gold!.id] });
    expect((await buy(m.session, { id: goldOnly.id })).body.Code).toBe('GIFT_PACKAGE_LEVEL_INSUFFICIENT');
    const entryOnly = await pack({ levelIds: [entry!.id] });
    expect((await buy(m.session, { id: entryOnly.id })).status).toBe(200);
    const ended = await pack({ status: 'ended' });
    expect((await buy(m.session, { id: ended.id })).body.Code).toBe('GIFT_PACKAGE_ENDED');
    expect((await buy(m.session, { id: once.id, expectedPrice: 1 })).body.Code).toBe('CART_CHANGED');
    const detail = await giftCall<GiftPackageOut>(s, 'GiftPackage/Detail', { id: once.id }, m.session);
    expect(detail.body.Result).toMatchObject({ bought: 1, buyLimit: 1, refusal: 'GIFT_PACKAGE_BUY_LIMIT' });
  });

  it('pays online: unpaid until the gateway confirms, then delivered once however often it says so', async () => {
    const m = await memberSession(s.t);
    const p = await pack({ points: 10 });
    await givePoints(s.t, m.memberId, 10);
    const made = await buy(m.session, { id: p.id, payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true, delivery: null });
    expect((await giftBooks(s.t.db, m.memberId)).points).toBe(10);
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    const answers = await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy), postNotify(s.t, copy)]);
    expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
    const order = await giftCall<GiftOrderOut>(
      s,
      'GiftPackage/OrderDetail',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(order.body.Result).toMatchObject({
      status: 'completed',
      paidAt: expect.any(String),
      delivery: { plan: { points: 50 } },
    });
    const books = await giftBooks(s.t.db, m.memberId);
    expect([books.balance, books.points, books.coupons.length, books.deliveries.length]).toEqual([
      1000, 50, 2, 1,
    ]);
    const stranger = await memberSession(s.t);
    const theirs = await giftCall(
      s,
      'GiftPackage/OrderDetail',
      { orderNo: made.body.Result.orderNo },
      stranger.session,
    );
    expect(theirs.body.Code).toBe('ORDER_NOT_FOUND');
  });

  it('refunds an online payment that arrives after the last package went to someone else', async () => {
    const late = await memberSession(s.t);
    const quick = await memberSession(s.t);
    await giveBalance(s.t, quick.memberId, 2000);
    const p = await pack({ total: 1 });
    const made = await buy(late.session, { id: p.id, payMethod: 4 });
    expect((await buy(quick.session, { id: p.id })).status).toBe(200);
    const { prepayId } = await started(s.t, late.session, made.body.Result.orderNo, 4);
    await s.t.call('paysandbox/Pay', { prepayId });
    const books = await giftBooks(s.t.db, late.memberId);
    expect(books.orders).toMatchObject([{ status: 'refunded', refundedAmount: 990 }]);
    expect([books.balance, books.points, books.coupons.length, books.deliveries.length]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
