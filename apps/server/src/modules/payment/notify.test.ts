import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import {
  gatewayDeps,
  insertOrder,
  intentOf,
  notificationFor,
  orderState,
  paymentTestApp,
  payWithoutNotice,
  postNotify,
  queryPay,
  started,
} from './payment-test-kit.ts';
import { notifyShop } from './sandbox/notifier.ts';

describe.each(dbTargets())('payment notifications and results on %s', (target) => {
  let t: TestApp;
  let store: number;
  let member: { memberId: number; session: string };
  beforeAll(async () => {
    ({ t, store } = await paymentTestApp(target));
    member = await memberSession(t);
  });
  afterAll(() => t.close());

  const unpaidOrder = () => insertOrder(t, { memberId: member.memberId, storeId: store });

  it('pays on the sandbox: the signed notification marks the payment and the order paid', async () => {
    const order = await unpaidOrder();
    const { out, prepayId } = await started(t, member.session, order.orderNo, 4);
    expect((await queryPay(t, member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 0 },
      orderNo: order.orderNo,
    });
    const pay = await t.call('paysandbox/Pay', { prepayId });
    expect(pay.body.Result).toEqual({ status: 'paid', notified: true });
    const intent = await intentOf(t.db, prepayId);
    expect(intent).toMatchObject({
      status: 'paid',
      notifyAttempts: 1,
      lastNotify: { status: 200, body: 'SUCCESS' },
    });
    const { order: row, payments } = await orderState(t.db, order.id);
    expect(row).toMatchObject({
      status: 'pending',
      paidAmount: 2580,
      cancelAfter: null,
      paidAt: t.clock.now(),
    });
    expect(payments).toMatchObject([
      { status: 'paid', transactionId: intent.transactionId, paidAt: t.clock.now() },
    ]);
    expect((await queryPay(t, member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 1 },
      orderNo: order.orderNo,
    });
    const result = await t.call('order/payresult', { orderNo: order.orderNo }, { session: member.session });
    expect(result.body.Result).toEqual({
      orderNo: order.orderNo,
      paid: true,
      status: 'pending',
      payMethod: 4,
      amount: 25.8,
      paidAmount: 25.8,
      paidAt: t.clock.now().toISOString(),
      pickupNo: row.pickupNo,
    });
    expect((await t.call('paysandbox/Pay', { prepayId })).body.Code).toBe('PAY_ALREADY_PAID');
    expect((await t.call('paysandbox/Cancel', { prepayId })).body.Code).toBe('PAY_ALREADY_PAID');
  });

  it('answers a replayed notification SUCCESS and applies it once', async () => {
    const order = await unpaidOrder();
    const { prepayId } = await started(t, member.session, order.orderNo, 3);
    await t.call('paysandbox/Pay', { prepayId });
    const before = await orderState(t.db, order.id);
    const replay = await notificationFor(t, prepayId, {
      transactionId: 'Tother',
      paidAt: '2030-01-01T00:00:00.000Z',
    });
    expect(await postNotify(t, replay)).toEqual({ status: 200, text: 'SUCCESS' });
    expect(await postNotify(t, replay)).toEqual({ status: 200, text: 'SUCCESS' });
    expect(await orderState(t.db, order.id)).toEqual(before);
    expect(before.order.payMethod).toBe(3);
  });

  it('ignores forged signatures, wrong amounts, unknown payments and malformed bodies', async () => {
    const order = await unpaidOrder();
    const { prepayId } = await started(t, member.session, order.orderNo, 4);
    await payWithoutNotice(t, prepayId);
    const good = await notificationFor(t, prepayId);
    const forged = { ...good, sign: good.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const resigned = { ...(await notificationFor(t, prepayId)), amount: 1 };
    const cheap = await notificationFor(t, prepayId, { amount: 1 });
    const unknown = await notificationFor(t, prepayId, { merchantRef: 'nobody-12345678' });
    for (const body of [forged, resigned, cheap, unknown, { ...good, sign: 'short' }, { hello: 1 }]) {
      expect(await postNotify(t, body)).toEqual({ status: 400, text: 'FAIL' });
    }
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.paidAt, payments[0]!.status]).toEqual(['unpaid', null, 'pending']);
    expect(await postNotify(t, good)).toEqual({ status: 200, text: 'SUCCESS' });
  });

  it('recovers a lost notification by asking the gateway on QueryPayResult', async () => {
    const order = await unpaidOrder();
    const { out, prepayId } = await started(t, member.session, order.orderNo, 900);
    const pay = await payWithoutNotice(t, prepayId);
    expect(pay.body.Result).toEqual({ status: 'paid', notified: false });
    expect((await orderState(t.db, order.id)).order.status).toBe('unpaid');
    const other = await memberSession(t);
    expect((await queryPay(t, other.session, out.localOrderNo)).body.Code).toBe('ORDER_NOT_FOUND');
    expect((await queryPay(t, member.session, out.localOrderNo)).body.Result).toEqual({
      result: { finish: 1 },
      orderNo: order.orderNo,
    });
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.paidAmount, payments[0]!.status]).toEqual(['pending', 2580, 'paid']);
    // The notification arriving at last changes nothing.
    expect(await notifyShop(t.app, gatewayDeps(t), await intentOf(t.db, prepayId))).toBe(true);
    expect((await orderState(t.db, order.id)).payments[0]!.transactionId).toBe(payments[0]!.transactionId);
  });

  it('a payment started again after the gateway was paid is recorded, not charged twice', async () => {
    const order = await unpaidOrder();
    const { prepayId } = await started(t, member.session, order.orderNo, 4);
    await payWithoutNotice(t, prepayId);
    const again = await t.call(
      'order/wxpay',
      { orderNo: order.orderNo, payMethod: 3 },
      { session: member.session },
    );
    expect(again.body.Code).toBe('PAY_ALREADY_PAID');
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, payments.length, payments[0]!.status]).toEqual(['pending', 1, 'paid']);
  });

  it('a payment of an attempt switched away from still pays the order and closes the newer attempt', async () => {
    const order = await unpaidOrder();
    const old = await started(t, member.session, order.orderNo, 4);
    const newer = await started(t, member.session, order.orderNo, 3);
    // The old page was paid at the gateway just before the switch closed it (a race the shop must survive).
    await t.db.execute(`UPDATE pay_sandbox_intents SET status = 'paid', transaction_id = 'Trace', paid_at = now()
      WHERE prepay_id = '${old.prepayId}'`);
    expect(await postNotify(t, await notificationFor(t, old.prepayId))).toEqual({
      status: 200,
      text: 'SUCCESS',
    });
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.payMethod, row.paidAmount]).toEqual(['pending', 4, 2580]);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'cancelled']);
    expect((await intentOf(t.db, newer.prepayId)).status).toBe('cancelled');
  });
});
