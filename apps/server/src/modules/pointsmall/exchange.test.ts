import type { MemberCouponOut, PointsOrderOut, PointsProductOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertTemplate } from '../coupon/coupon-test-kit.ts';
import { giveBalance, memberBooks } from '../level/level-test-kit.ts';
import { paymentSuite } from '../payment/payment-test-kit.ts';
import {
  exchange,
  givePoints,
  insertPointsProduct,
  mallCall,
  productState,
  staffCall,
} from './pointsmall-test-kit.ts';

type Mall = { products: PointsProductOut[]; total: number; points: number | null; categories: unknown[] };

describe.each(dbTargets())('the points mall on %s', (target) => {
  const s = paymentSuite(target);
  const call = <R>(path: string, body: unknown, session?: string) =>
    mallCall<R>(s.t, s.store, path, body, session);
  const memberWith = async (points: number) => {
    const m = await memberSession(s.t);
    if (points > 0) await givePoints(s.t, m.memberId, points);
    return m;
  };

  it('lists products by view with the min~max of their rules and why a guest cannot exchange', async () => {
    const store = s.store;
    const mug = await insertPointsProduct(s.t, store, {
      name: 'Mug',
      rules: [
        { points: 500, price: 0 },
        { points: 200, price: 990 },
      ],
    });
    const tpl = await insertTemplate(s.t, store);
    const coupon = await insertPointsProduct(s.t, null, {
      kind: 'coupon',
      name: 'Five off',
      couponTemplateId: tpl.id,
      rules: [{ points: 50, price: 0 }],
    });
    const guest = await call<Mall>('PointsMall/LoadProducts', {});
    expect(guest.status).toBe(200);
    const mugOut = guest.body.Result.products.find((p) => p.id === mug.id)!;
    expect(mugOut).toMatchObject({
      rulePoints: { min: 200, max: 500 },
      rulePrices: { min: 0, max: 9.9 },
      canExchange: false,
      reason: 'NOT_LOGGED_IN',
    });
    expect(guest.body.Result.points).toBeNull();
    const coupons = await call<Mall>('PointsMall/LoadProducts', { view: 'coupons' });
    const couponOut = coupons.body.Result.products.find((p) => p.id === coupon.id);
    expect(couponOut?.coupon).toMatchObject({ name: 'Five off twenty', count: 1 });
    expect(coupons.body.Result.products.some((p) => p.id === mug.id)).toBe(false);
    const justPoints = await call<Mall>('PointsMall/LoadProducts', { view: 'justpoint' });
    expect(justPoints.body.Result.products.map((p) => p.id)).toEqual(
      expect.arrayContaining([mug.id, coupon.id]),
    );
    const m = await memberWith(300);
    const mine = await call<Mall>('PointsMall/LoadProducts', { view: 'price' }, m.session);
    expect(mine.body.Result.points).toBe(300);
    expect(mine.body.Result.products.find((p) => p.id === mug.id)).toMatchObject({ canExchange: true });
    expect((await call('PointsMall/LoadProducts', { view: 'nope' })).status).toBe(400);
    expect((await call('PointsMall/Details', { id: 999_999 })).body.Code).toBe('POINTSMALL_NOT_FOUND');
  });

  it('exchanges goods for points: ledger, stock and count move together; a repeat answers the same order', async () => {
    const bag = await insertPointsProduct(s.t, s.store);
    const m = await memberWith(250);
    const body = {
      productId: bag.id,
      quantity: 2,
      idempotencyKey: `same-key-${target}-0001`,
      expectedPoints: 100,
    };
    const made = await exchange(s.t, s.store, m.session, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.Result).toMatchObject({
      status: 'pending',
      points: 200,
      amount: 0,
      kind: 'goods',
      canCancel: true,
    });
    const again = await exchange(s.t, s.store, m.session, body);
    expect(again.body.Result.orderNo).toBe(made.body.Result.orderNo);
    const books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.points).toBe(50);
    expect(books.pointsSum).toBe(50);
    expect(books.pointsEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 250],
      ['gift_exchange', -200],
    ]);
    const state = await productState(s.t.db, bag.id);
    expect(state.product.stock).toBe(8);
    expect(state.counts).toMatchObject([{ exchanged: 2 }]);
    const history = await call<{ orders: PointsOrderOut[]; total: number }>(
      'PointsMall/Orders',
      {},
      m.session,
    );
    expect(history.body.Result.orders.map((o) => o.orderNo)).toEqual([made.body.Result.orderNo]);
    const conflict = await exchange(s.t, s.store, m.session, { ...body, quantity: 1 });
    expect(conflict.body.Code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('gives goods back once on CancelExchange, and not after they were picked up', async () => {
    const bag = await insertPointsProduct(s.t, s.store);
    const m = await memberWith(200);
    const first = (await exchange(s.t, s.store, m.session, { productId: bag.id })).body.Result;
    const second = (await exchange(s.t, s.store, m.session, { productId: bag.id })).body.Result;
    const cancel = (orderNo: string, session = m.session) =>
      call<PointsOrderOut>('Integrals/CancelExchange', { orderNo }, session);
    const [a, b] = await Promise.all([cancel(first.orderNo), cancel(first.orderNo)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.Result).toMatchObject({ status: 'cancelled', canCancel: false });
    const books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.points).toBe(100);
    expect(books.pointsSum).toBe(100);
    expect(books.pointsEntries.filter((e) => e.reason === 'cancel_refund')).toHaveLength(1);
    expect((await productState(s.t.db, bag.id)).product.stock).toBe(9);
    expect((await productState(s.t.db, bag.id)).counts).toMatchObject([{ exchanged: 1 }]);
    const other = await memberSession(s.t);
    expect((await cancel(second.orderNo, other.session)).body.Code).toBe('ORDER_NOT_FOUND');
    const picked = await staffCall(s.t, 'POST', 'pointsmall/pickup', { orderNo: second.orderNo });
    expect(picked.body).toMatchObject({ Success: true, Result: { status: 'completed' } });
    expect((await staffCall(s.t, 'POST', 'pointsmall/pickup', { orderNo: second.orderNo })).body.Code).toBe(
      'ORDER_STATE_CONFLICT',
    );
    expect((await cancel(second.orderNo)).body.Code).toBe('ORDER_CANCEL_FAILED');
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(100);
  });

  it('issues coupons through the coupon area; they cannot be given back', async () => {
    const tpl = await insertTemplate(s.t, s.store, { total: 1 });
    const product = await insertPointsProduct(s.t, s.store, {
      kind: 'coupon',
      couponTemplateId: tpl.id,
      couponCount: 2,
      rules: [{ points: 80, price: 0 }],
    });
    const m = await memberWith(100);
    const made = await exchange(s.t, s.store, m.session, { productId: product.id });
    expect(made.body.Result).toMatchObject({ status: 'completed', kind: 'coupon', canCancel: false });
    expect(made.body.Result.couponIds).toHaveLength(2);
    const mine = await call<{ coupons: MemberCouponOut[] }>('Coupon/MyCoupons', { singletype: 0 }, m.session);
    expect(mine.body.Result.coupons.map((c) => [c.source, c.state])).toEqual([
      ['points', 'valid'],
      ['points', 'valid'],
    ]);
    const cancel = await call('Integrals/CancelExchange', { orderNo: made.body.Result.orderNo }, m.session);
    expect(cancel.body.Code).toBe('ORDER_CANCEL_FAILED');
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(20);
  });

  it('refuses too few points, a level it is not for, the limit, sold out, ended and a wrong rule', async () => {
    const bag = await insertPointsProduct(s.t, s.store, { stock: 1, perPersonLimit: 1 });
    const poor = await memberWith(99);
    expect(await exchange(s.t, s.store, poor.session, { productId: bag.id })).toMatchObject({
      status: 409,
      body: { Code: 'POINTSMALL_INSUFFICIENT_POINTS' },
    });
    const vip = await insertPointsProduct(s.t, s.store, { levelIds: [2_000_000] });
    const rich = await memberWith(1000);
    expect((await exchange(s.t, s.store, rich.session, { productId: vip.id })).body.Code).toBe(
      'POINTSMALL_LEVEL_INSUFFICIENT',
    );
    expect(
      (await exchange(s.t, s.store, rich.session, { productId: bag.id, quantity: 2 })).body,
    ).toMatchObject({
      Code: 'POINTSMALL_LIMIT',
    });
    expect((await exchange(s.t, s.store, rich.session, { productId: bag.id })).status).toBe(200);
    const other = await memberWith(1000);
    expect((await exchange(s.t, s.store, other.session, { productId: bag.id })).body.Code).toBe(
      'POINTSMALL_SOLD_OUT',
    );
    await staffCall(s.t, 'POST', `pointsmall/products/${vip.id}/end`);
    expect((await exchange(s.t, s.store, other.session, { productId: vip.id })).body.Code).toBe(
      'POINTSMALL_ENDED',
    );
    const mug = await insertPointsProduct(s.t, s.store, { rules: [{ points: 10, price: 500 }] });
    for (const [body, code] of [
      [{ ruleIndex: 3 }, 'POINTSMALL_EXCHANGE_FAILED'],
      [{ payMethod: -1 }, 'PAY_METHOD_UNCONFIGURED'],
      [{ payMethod: 1 }, 'PAY_METHOD_UNCONFIGURED'],
      [{ expectedPoints: 11, payMethod: 2 }, 'CART_CHANGED'],
    ] as const)
      expect((await exchange(s.t, s.store, other.session, { productId: mug.id, ...body })).body.Code).toBe(
        code,
      );
    expect((await exchange(s.t, s.store, other.session, { productId: bag.id, payMethod: 2 })).body.Code).toBe(
      'POINTSMALL_SOLD_OUT',
    );
    const books = await memberBooks(s.t.db, other.memberId);
    expect([books.member.points, books.orders]).toEqual([1000, []]);
  });

  it('takes the money part from the balance with the points, and gives both back on a cancel', async () => {
    const mug = await insertPointsProduct(s.t, s.store, { rules: [{ points: 100, price: 990 }] });
    const m = await memberWith(100);
    await giveBalance(s.t, m.memberId, 1000);
    const made = await exchange(s.t, s.store, m.session, { productId: mug.id, payMethod: 2 });
    expect(made.body.Result).toMatchObject({ status: 'pending', amount: 9.9, points: 100, needPay: false });
    let books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.points, books.member.balance, books.balanceSum]).toEqual([0, 10, 10]);
    // The ledger names the exchange as such, not as a web order's payment (issue 28).
    expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 1000],
      ['points_exchange', -990],
    ]);
    const cancelled = await call<PointsOrderOut>(
      'Integrals/CancelExchange',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(cancelled.body.Result).toMatchObject({ status: 'refunded', refundedAmount: 9.9 });
    books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.points, books.pointsSum, books.member.balance, books.balanceSum]).toEqual([
      100, 100, 1000, 1000,
    ]);
  });
});
