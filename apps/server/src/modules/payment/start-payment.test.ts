import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  insertBalanceOrder,
  insertOrder,
  intentOf,
  minutesFrom,
  orderState,
  paymentSuite,
  started,
  startPay,
  TEST_PAY_SECRET,
} from './payment-test-kit.ts';
import { signFields } from './sandbox/signing.ts';

describe.each(dbTargets())('starting online payments on %s', (target) => {
  const suite = paymentSuite(target);

  it('answers a signed wechat-type payload for wxpay 4, with the sandbox page path', async () => {
    const order = await suite.order();
    const { out, prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    expect(out).toMatchObject({ orderNo: order.orderNo, payMethod: 4, amount: 25.8, alipay: null });
    expect(out.localOrderNo).toMatch(new RegExp(`^${order.orderNo}-[A-Za-z0-9_-]{8}$`));
    const w = out.wechat!;
    expect(w).toMatchObject({ package: `prepay_id=${prepayId}`, signType: 'HMAC-SHA256' });
    expect(w.timeStamp).toBe(String(Math.floor(suite.t.clock.now().getTime() / 1000)));
    const fields = {
      appId: 'sandbox',
      timeStamp: w.timeStamp,
      nonceStr: w.nonceStr,
      package: w.package,
      signType: w.signType,
    };
    expect(w.paySign).toBe(signFields(TEST_PAY_SECRET, fields));
    const query = new URLSearchParams(out.webPayPath.split('?')[1]);
    expect(out.webPayPath.startsWith('/pages/web/webpay?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      prepayId,
      orderNo: order.orderNo,
      localOrderNo: out.localOrderNo,
    });
    const intent = await intentOf(suite.t.db, prepayId);
    expect(intent).toMatchObject({
      merchantRef: out.localOrderNo,
      amount: 2580,
      flavour: 'wechat',
      status: 'open',
    });
    const { order: row } = await orderState(suite.t.db, order.id);
    expect(intent.expiresAt).toEqual(row.cancelAfter);
    const { payments } = await orderState(suite.t.db, order.id);
    expect(payments).toMatchObject([
      { status: 'pending', provider: 'sandbox', amount: 2580, gatewayRef: prepayId },
    ]);
  });

  it('answers a signed alipay-type order string for wxpay 3', async () => {
    const order = await suite.order({ payMethod: 3 });
    const { out, prepayId } = await started(suite.t, suite.member.session, order.orderNo, 3);
    expect(out.wechat).toBeNull();
    const info = new URLSearchParams(out.alipay!.orderInfo);
    expect(info.get('prepay_id')).toBe(prepayId);
    expect(info.get('out_trade_no')).toBe(out.localOrderNo);
    expect(info.get('total_amount')).toBe('25.80');
    const { sign, ...rest } = Object.fromEntries(info);
    expect(sign).toBe(signFields(TEST_PAY_SECRET, rest));
    expect((await intentOf(suite.t.db, prepayId)).flavour).toBe('alipay');
  });

  it('takes third-party methods on ThirdPartWxPay only, by their offset code', async () => {
    const order = await suite.order({ payMethod: 901 });
    const { out } = await started(suite.t, suite.member.session, order.orderNo, 901);
    expect(out).toMatchObject({ payMethod: 901 });
    expect(out.wechat?.package).toMatch(/^prepay_id=/);
    const wrongCall = await startPay(suite.t, suite.member.session, order.orderNo, 901, 'order/wxpay');
    expect(wrongCall.body.Code).toBe('PAY_METHOD_UNCONFIGURED');
    const wrongOther = await startPay(
      suite.t,
      suite.member.session,
      order.orderNo,
      4,
      'order/ThirdPartWxPay',
    );
    expect(wrongOther.body.Code).toBe('PAY_METHOD_UNCONFIGURED');
  });

  it('refuses methods that are not online or that the store does not offer', async () => {
    const order = await suite.order();
    for (const code of [1, 2, 10, -1, 902]) {
      const res = await startPay(suite.t, suite.member.session, order.orderNo, code);
      expect([res.status, res.body.Code], `code ${code}`).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    }
    const plain = await insertStore(suite.t.db, {
      payment: { balance: true, cash: true, payAfter: false, wechat: false, alipay: true, thirdParty: [] },
    });
    const there = await insertOrder(suite.t, { memberId: suite.member.memberId, storeId: plain });
    expect((await startPay(suite.t, suite.member.session, there.orderNo, 4)).body.Code).toBe(
      'PAY_METHOD_UNCONFIGURED',
    );
    expect((await startPay(suite.t, suite.member.session, there.orderNo, 900)).body.Code).toBe(
      'PAY_METHOD_UNCONFIGURED',
    );
    expect((await startPay(suite.t, suite.member.session, there.orderNo, 3)).status).toBe(200);
    expect((await orderState(suite.t.db, order.id)).payments).toEqual([]);
  });

  it("answers ORDER_NOT_FOUND for another member's order and unknown numbers, and needs a login", async () => {
    const order = await suite.order();
    const other = await memberSession(suite.t);
    const res = await startPay(suite.t, other.session, order.orderNo, 4);
    expect([res.status, res.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await startPay(suite.t, suite.member.session, '99999999999', 4)).body.Code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await suite.t.call('order/wxpay', { orderNo: order.orderNo, payMethod: 4 })).body.Code).toBe(
      'NOT_LOGGED_IN',
    );
    expect((await orderState(suite.t.db, order.id)).payments).toEqual([]);
  });

  it('refuses paid, timed-out and cancelled orders with their own codes', async () => {
    const refusal = async (orderNo: string) =>
      (await startPay(suite.t, suite.member.session, orderNo, 4)).body.Code;
    const paid = await insertBalanceOrder(suite.t, suite.member.memberId, suite.store);
    expect(await refusal(paid.orderNo)).toBe('PAY_ALREADY_PAID');
    const timedOut = await suite.order({ status: 'cancelled', cancelAfter: null });
    await suite.t.db.execute(`UPDATE orders SET cancel_reason = 'timeout' WHERE id = ${timedOut.id}`);
    expect(await refusal(timedOut.orderNo)).toBe('ORDER_TIMED_OUT');
    const overdue = await suite.order({ cancelAfter: minutesFrom(suite.t, -1) });
    expect(await refusal(overdue.orderNo)).toBe('ORDER_TIMED_OUT');
    const cancelled = await suite.order({ status: 'cancelled', cancelAfter: null });
    await suite.t.db.execute(`UPDATE orders SET cancel_reason = 'shopper' WHERE id = ${cancelled.id}`);
    expect(await refusal(cancelled.orderNo)).toBe('ORDER_CANCELLED');
    const cash = await suite.order({ status: 'pending', payMethod: 1, cancelAfter: null });
    expect(await refusal(cash.orderNo)).toBe('ORDER_STATE_CONFLICT');
  });

  it('keeps one open attempt: a repeat resumes it, a switch closes it and opens another', async () => {
    const order = await suite.order();
    const first = await started(suite.t, suite.member.session, order.orderNo, 4);
    const again = await started(suite.t, suite.member.session, order.orderNo, 4);
    expect(again.out.localOrderNo).toBe(first.out.localOrderNo);
    expect(again.prepayId).toBe(first.prepayId);
    const switched = await started(suite.t, suite.member.session, order.orderNo, 3);
    expect(switched.out.localOrderNo).not.toBe(first.out.localOrderNo);
    expect((await intentOf(suite.t.db, first.prepayId)).status).toBe('cancelled');
    const { payments } = await orderState(suite.t.db, order.id);
    expect(payments.map((p) => [p.payMethod, p.status])).toEqual([
      [4, 'cancelled'],
      [3, 'pending'],
    ]);
    // The old page can no longer be paid.
    expect((await suite.t.call('paysandbox/Pay', { prepayId: first.prepayId })).body.Code).toBe(
      'PAY_CANCELLED',
    );
  });

  it('opens a new attempt when the shopper cancelled on the gateway page', async () => {
    const order = await suite.order();
    const first = await started(suite.t, suite.member.session, order.orderNo, 4);
    const checkout = await suite.t.call('paysandbox/Checkout', { prepayId: first.prepayId });
    expect(checkout.body.Result).toMatchObject({ amount: 25.8, flavour: 'wechat', status: 'open' });
    expect((await suite.t.call('paysandbox/Cancel', { prepayId: first.prepayId })).body.Result).toEqual({
      status: 'cancelled',
    });
    expect((await suite.t.call('paysandbox/Cancel', { prepayId: first.prepayId })).status).toBe(200);
    const again = await started(suite.t, suite.member.session, order.orderNo, 4);
    expect(again.prepayId).not.toBe(first.prepayId);
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect(row.status).toBe('unpaid');
    expect(payments.map((p) => p.status)).toEqual(['cancelled', 'pending']);
  });

  it('answers PAY_ORDER_INFO_ERROR for an unknown prepay id and closes expired pages', async () => {
    expect((await suite.t.call('paysandbox/Checkout', { prepayId: 'sbx_unknown123' })).body.Code).toBe(
      'PAY_ORDER_INFO_ERROR',
    );
    expect((await suite.t.call('paysandbox/Pay', { prepayId: 'sbx_unknown123' })).body.Code).toBe(
      'PAY_ORDER_INFO_ERROR',
    );
    const order = await suite.order({ cancelAfter: minutesFrom(suite.t, 1) });
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    suite.t.clock.advance(2 * 60_000);
    try {
      expect((await suite.t.call('paysandbox/Checkout', { prepayId })).body.Result).toMatchObject({
        status: 'cancelled',
      });
      expect((await suite.t.call('paysandbox/Pay', { prepayId })).body.Code).toBe('ORDER_TIMED_OUT');
    } finally {
      suite.t.clock.advance(-2 * 60_000);
    }
  });
});
