import type { CouponOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance, memberBooks } from '../level/level-test-kit.ts';
import {
  cancelOrderRow,
  notificationFor,
  orderState,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import {
  couponCall,
  couponSuite,
  couponsOf,
  insertTemplate,
  newKey,
  templateState,
} from './coupon-test-kit.ts';

type Orders = { orders: CouponOrderOut[]; total: number };

describe.each(dbTargets())('buying coupons on %s', (target) => {
  const s = couponSuite(target);
  const pack = (fields: Parameters<typeof insertTemplate>[2] = {}) =>
    insertTemplate(s.t, s.store, { name: 'Pack', price: 990, claimLimit: null, buyLimit: 3, ...fields });
  const buy = (session: string, body: Record<string, unknown>) =>
    couponCall<CouponOrderOut>(s, 'Coupon/Buy', { payMethod: 2, idempotencyKey: newKey(), ...body }, session);

  it('buys by balance at once: ledger, payment, coupons issued, the order completed; a repeat answers it', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 5000);
    const tpl = await pack();
    const body = { templateId: tpl.id, quantity: 2, expectedPrice: 9.9, idempotencyKey: newKey() };
    const res = await buy(m.session, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      amount: 19.8,
      quantity: 2,
      name: 'Pack',
    });
    expect(res.body.Result.coupons.map((c) => [c.source, c.state])).toEqual([
      ['buy', 'valid'],
      ['buy', 'valid'],
    ]);
    const books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(5000 - 1980);
    expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 5000],
      ['coupon_purchase', -1980],
    ]);
    expect(books.balanceSum).toBe(books.member.balance);
    expect((await orderState(s.t.db, books.orders[0]!.id)).payments).toMatchObject([
      { status: 'paid', amount: 1980 },
    ]);
    expect((await templateState(s.t.db, tpl.id)).template.remaining).toBe(98);
    const again = await buy(m.session, body);
    expect(again.body.Result.orderNo).toBe(res.body.Result.orderNo);
    expect(await couponsOf(s.t.db, m.memberId)).toHaveLength(2);
    const conflict = await buy(m.session, { ...body, quantity: 1 });
    expect(conflict).toMatchObject({ status: 409, body: { Code: 'IDEMPOTENCY_CONFLICT' } });
  });

  it('refuses past the buy limit, when sold out, a changed price, a free template and short balance', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 10_000);
    const tpl = await pack();
    expect((await buy(m.session, { templateId: tpl.id, quantity: 3 })).status).toBe(200);
    expect(await buy(m.session, { templateId: tpl.id })).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_BUY_LIMIT', Message: '每人限购3张' },
    });
    const few = await pack({ total: 1 });
    expect(await buy(m.session, { templateId: few.id, quantity: 2 })).toMatchObject({
      status: 409,
      body: { Code: 'COUPON_SOLD_OUT' },
    });
    expect(await buy(m.session, { templateId: few.id, expectedPrice: 9.8 })).toMatchObject({
      status: 409,
      body: { Code: 'CART_CHANGED' },
    });
    const free = await insertTemplate(s.t, s.store);
    expect(await buy(m.session, { templateId: free.id })).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_FREE' },
    });
    const poor = await memberSession(s.t);
    expect(await buy(poor.session, { templateId: few.id })).toMatchObject({
      status: 409,
      body: { Code: 'BALANCE_INSUFFICIENT' },
    });
    expect(await buy(poor.session, { templateId: few.id, payMethod: 1 })).toMatchObject({
      status: 422,
      body: { Code: 'PAY_METHOD_UNCONFIGURED' },
    });
    expect((await templateState(s.t.db, few.id)).template.remaining).toBe(1);
    expect(await couponsOf(s.t.db, poor.memberId)).toEqual([]);
  });

  it('pays online: unpaid until the gateway confirms, then the coupons are issued once', async () => {
    const m = await memberSession(s.t);
    const tpl = await pack();
    const made = await buy(m.session, { templateId: tpl.id, payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true, coupons: [] });
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    const answers = await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy)]);
    expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
    const detail = await couponCall<CouponOrderOut>(
      s,
      'OrderHistory/CouponOrderDetail',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(detail.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      paidAt: expect.any(String),
    });
    expect(detail.body.Result.coupons).toHaveLength(1);
    expect(await couponsOf(s.t.db, m.memberId)).toHaveLength(1);
    expect((await templateState(s.t.db, tpl.id)).claims).toMatchObject([{ bought: 1, claimed: 0 }]);
  });

  it('refunds an online payment that arrives after the last coupon went to someone else', async () => {
    const late = await memberSession(s.t);
    const quick = await memberSession(s.t);
    await giveBalance(s.t, quick.memberId, 2000);
    const tpl = await pack({ total: 1 });
    const made = await buy(late.session, { templateId: tpl.id, payMethod: 4 });
    expect((await buy(quick.session, { templateId: tpl.id })).status).toBe(200);
    const { prepayId } = await started(s.t, late.session, made.body.Result.orderNo, 4);
    await s.t.call('paysandbox/Pay', { prepayId });
    const books = await memberBooks(s.t.db, late.memberId);
    expect(books.orders).toMatchObject([{ status: 'refunded', refundedAmount: 990 }]);
    expect(await couponsOf(s.t.db, late.memberId)).toEqual([]);
    expect((await templateState(s.t.db, tpl.id)).claims.map((c) => c.bought).sort()).toEqual([0, 1]);
  });

  it('lists the member’s coupon orders newest first; another member’s order is not found', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 5000);
    const tpl = await pack();
    const first = await buy(m.session, { templateId: tpl.id });
    s.t.clock.advance(1000);
    const second = await buy(m.session, { templateId: tpl.id, payMethod: 4 });
    const list = await couponCall<Orders>(s, 'OrderHistory/LoadCouponCardOrders', {}, m.session);
    expect(list.body.Result.total).toBe(2);
    expect(list.body.Result.orders.map((o) => [o.orderNo, o.status])).toEqual([
      [second.body.Result.orderNo, 'unpaid'],
      [first.body.Result.orderNo, 'completed'],
    ]);
    const theirs = await couponCall(
      s,
      'OrderHistory/CouponOrderDetail',
      { orderNo: first.body.Result.orderNo },
      other.session,
    );
    expect(theirs).toMatchObject({ status: 404, body: { Code: 'ORDER_NOT_FOUND' } });
    expect(
      (await couponCall<Orders>(s, 'OrderHistory/LoadCouponCardOrders', {}, other.session)).body.Result.total,
    ).toBe(0);
    expect((await couponCall(s, 'OrderHistory/LoadCouponCardOrders', {})).status).toBe(401);
    expect(
      (await couponCall(s, 'Coupon/Buy', { templateId: tpl.id, payMethod: 2, idempotencyKey: newKey() }))
        .status,
    ).toBe(401);
  });

  it('cancels an unpaid coupon order once, its payment attempt closed; a paid, timed-out or another’s is refused', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 2000);
    const tpl = await pack();
    const cancel = (session: string, orderNo: string) =>
      couponCall<CouponOrderOut>(s, 'OrderHistory/CancelCouponOrder', { orderNo }, session);
    const unpaid = (await buy(m.session, { templateId: tpl.id, payMethod: 4 })).body.Result.orderNo;
    await started(s.t, m.session, unpaid, 4);
    expect(await cancel(other.session, unpaid)).toMatchObject({
      status: 404,
      body: { Code: 'ORDER_NOT_FOUND' },
    });
    const done = await cancel(m.session, unpaid);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Result).toMatchObject({ status: 'cancelled', needPay: false, coupons: [] });
    expect((await cancel(m.session, unpaid)).body.Result.status).toBe('cancelled');
    const books = await memberBooks(s.t.db, m.memberId);
    const order = books.orders.find((o) => o.orderNo === unpaid)!;
    expect((await orderState(s.t.db, order.id)).payments.map((p) => p.status)).toEqual(['cancelled']);
    const paid = (await buy(m.session, { templateId: tpl.id })).body.Result.orderNo;
    expect(await cancel(m.session, paid)).toMatchObject({
      status: 409,
      body: { Code: 'ORDER_CANCEL_FAILED' },
    });
    const late = (await buy(m.session, { templateId: tpl.id, payMethod: 4 })).body.Result.orderNo;
    const lateId = (await memberBooks(s.t.db, m.memberId)).orders.find((o) => o.orderNo === late)!.id;
    await cancelOrderRow(s.t, lateId, 'timeout');
    expect(await cancel(m.session, late)).toMatchObject({ status: 409, body: { Code: 'ORDER_TIMED_OUT' } });
  });
});
