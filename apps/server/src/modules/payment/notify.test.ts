import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  gatewayDeps,
  intentOf,
  notificationFor,
  orderState,
  paymentSuite,
  payWithoutNotice,
  postNotify,
  queryPay,
  started,
} from './payment-test-kit.ts';
import { notifyShop } from './sandbox/notifier.ts';

describe.each(dbTargets())('payment notifications and results on %s', (target) => {
  const suite = paymentSuite(target);

  it('pays on the sandbox: the signed notification marks the payment and the order paid', async () => {
    const order = await suite.order();
    const { out, prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    expect((await queryPay(suite.t, suite.member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 0 },
      orderNo: order.orderNo,
    });
    const pay = await suite.t.call('paysandbox/Pay', { prepayId });
    expect(pay.body.Result).toEqual({ status: 'paid', notified: true });
    const intent = await intentOf(suite.t.db, prepayId);
    expect(intent).toMatchObject({
      status: 'paid',
      notifyAttempts: 1,
      lastNotify: { status: 200, body: 'SUCCESS' },
    });
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect(row).toMatchObject({
      status: 'pending',
      paidAmount: 2580,
      cancelAfter: null,
      paidAt: suite.t.clock.now(),
    });
    expect(payments).toMatchObject([
      { status: 'paid', transactionId: intent.transactionId, paidAt: suite.t.clock.now() },
    ]);
    expect((await queryPay(suite.t, suite.member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 1 },
      orderNo: order.orderNo,
    });
    const result = await suite.t.call(
      'order/payresult',
      { orderNo: order.orderNo },
      { session: suite.member.session },
    );
    expect(result.body.Result).toEqual({
      orderNo: order.orderNo,
      paid: true,
      status: 'pending',
      orderMode: 'takeout',
      payMethod: 4,
      amount: 25.8,
      paidAmount: 25.8,
      paidAt: suite.t.clock.now().toISOString(),
      pickupNo: row.pickupNo,
    });
    expect((await suite.t.call('paysandbox/Pay', { prepayId })).body.Code).toBe('PAY_ALREADY_PAID');
    expect((await suite.t.call('paysandbox/Cancel', { prepayId })).body.Code).toBe('PAY_ALREADY_PAID');
  });

  it('answers a replayed notification SUCCESS and applies it once', async () => {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 3);
    await suite.t.call('paysandbox/Pay', { prepayId });
    const before = await orderState(suite.t.db, order.id);
    const replay = await notificationFor(suite.t, prepayId, {
      transactionId: 'Tother',
      paidAt: '2030-01-01T00:00:00.000Z',
    });
    expect(await postNotify(suite.t, replay)).toEqual({ status: 200, text: 'SUCCESS' });
    expect(await postNotify(suite.t, replay)).toEqual({ status: 200, text: 'SUCCESS' });
    expect(await orderState(suite.t.db, order.id)).toEqual(before);
    expect(before.order.payMethod).toBe(3);
  });

  it('ignores forged signatures, wrong amounts, unknown payments and malformed bodies', async () => {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await payWithoutNotice(suite.t, prepayId);
    const good = await notificationFor(suite.t, prepayId);
    const forged = { ...good, sign: good.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const resigned = { ...(await notificationFor(suite.t, prepayId)), amount: 1 };
    const cheap = await notificationFor(suite.t, prepayId, { amount: 1 });
    const unknown = await notificationFor(suite.t, prepayId, { merchantRef: 'nobody-12345678' });
    for (const body of [forged, resigned, cheap, unknown, { ...good, sign: 'short' }, { hello: 1 }]) {
      expect(await postNotify(suite.t, body)).toEqual({ status: 400, text: 'FAIL' });
    }
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.paidAt, payments[0]!.status]).toEqual(['unpaid', null, 'pending']);
    expect(await postNotify(suite.t, good)).toEqual({ status: 200, text: 'SUCCESS' });
  });

  it('recovers a lost notification by asking the gateway on QueryPayResult', async () => {
    const order = await suite.order();
    const { out, prepayId } = await started(suite.t, suite.member.session, order.orderNo, 900);
    const pay = await payWithoutNotice(suite.t, prepayId);
    expect(pay.body.Result).toEqual({ status: 'paid', notified: false });
    expect((await orderState(suite.t.db, order.id)).order.status).toBe('unpaid');
    const other = await memberSession(suite.t);
    expect((await queryPay(suite.t, other.session, out.localOrderNo)).body.Code).toBe('ORDER_NOT_FOUND');
    expect((await queryPay(suite.t, suite.member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 1 },
      orderNo: order.orderNo,
    });
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.paidAmount, payments[0]!.status]).toEqual(['pending', 2580, 'paid']);
    // The notification arriving at last changes nothing.
    expect(await notifyShop(suite.t.app, gatewayDeps(suite.t), await intentOf(suite.t.db, prepayId))).toBe(
      true,
    );
    expect((await orderState(suite.t.db, order.id)).payments[0]!.transactionId).toBe(
      payments[0]!.transactionId,
    );
  });

  it('a payment started again after the gateway was paid is recorded, not charged twice', async () => {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await payWithoutNotice(suite.t, prepayId);
    const again = await suite.t.call(
      'order/wxpay',
      { orderNo: order.orderNo, payMethod: 3 },
      { session: suite.member.session },
    );
    expect(again.body.Code).toBe('PAY_ALREADY_PAID');
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, payments.length, payments[0]!.status]).toEqual(['pending', 1, 'paid']);
  });

  it('a payment of an attempt switched away from still pays the order and closes the newer attempt', async () => {
    const order = await suite.order();
    const old = await started(suite.t, suite.member.session, order.orderNo, 4);
    const newer = await started(suite.t, suite.member.session, order.orderNo, 3);
    // The old page was paid at the gateway just before the switch closed it (a race the shop must survive).
    await suite.t.db.execute(`UPDATE pay_sandbox_intents SET status = 'paid', transaction_id = 'Trace', paid_at = now()
      WHERE prepay_id = '${old.prepayId}'`);
    expect(await postNotify(suite.t, await notificationFor(suite.t, old.prepayId))).toEqual({
      status: 200,
      text: 'SUCCESS',
    });
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.payMethod, row.paidAmount]).toEqual(['pending', 4, 2580]);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'cancelled']);
    expect((await intentOf(suite.t.db, newer.prepayId)).status).toBe('cancelled');
  });
});
