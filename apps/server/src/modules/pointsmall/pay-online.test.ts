import type { PointsOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import {
  notificationFor,
  orderState,
  paymentSuite,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import { exchange, givePoints, insertPointsProduct, mallCall, productState } from './pointsmall-test-kit.ts';

describe.each(dbTargets())('points + money paid online on %s', (target) => {
  const s = paymentSuite(target);
  const detail = (orderNo: string, session: string) =>
    mallCall<PointsOrderOut>(s.t, s.store, 'PointsMall/OrderDetails', { orderNo }, session);

  it('waits unpaid with nothing taken, then exchanges once however many notifications arrive', async () => {
    const mug = await insertPointsProduct(s.t, s.store, { rules: [{ points: 100, price: 500 }], stock: 5 });
    const m = await memberSession(s.t);
    await givePoints(s.t, m.memberId, 150);
    const made = await exchange(s.t, s.store, m.session, { productId: mug.id, payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true, amount: 5 });
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(150);
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postNotify(s.t, copy)));
    expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
    expect((await detail(made.body.Result.orderNo, m.session)).body.Result).toMatchObject({
      status: 'pending',
      needPay: false,
      points: 100,
    });
    const books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.points, books.pointsSum]).toEqual([50, 50]);
    expect((await productState(s.t.db, mug.id)).product.stock).toBe(4);
  });

  it('refunds the money when the points were spent before the payment arrived', async () => {
    const mug = await insertPointsProduct(s.t, s.store, { rules: [{ points: 100, price: 500 }] });
    const bag = await insertPointsProduct(s.t, s.store);
    const m = await memberSession(s.t);
    await givePoints(s.t, m.memberId, 100);
    const made = await exchange(s.t, s.store, m.session, { productId: mug.id, payMethod: 4 });
    expect((await exchange(s.t, s.store, m.session, { productId: bag.id })).status).toBe(200);
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    expect((await postNotify(s.t, await notificationFor(s.t, prepayId))).text).toBe('SUCCESS');
    const order = (await detail(made.body.Result.orderNo, m.session)).body.Result;
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: 5 });
    const row = (await memberBooks(s.t.db, m.memberId)).orders.find((o) => o.orderNo === order.orderNo);
    const state = await orderState(s.t.db, row!.id);
    expect(state.order.refundState).toBe('refunded');
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(0);
    expect((await productState(s.t.db, mug.id)).product.stock).toBe(10);
  });

  it('cancels an unpaid exchange with nothing to give back', async () => {
    const mug = await insertPointsProduct(s.t, s.store, { rules: [{ points: 10, price: 100 }] });
    const m = await memberSession(s.t);
    await givePoints(s.t, m.memberId, 10);
    const made = await exchange(s.t, s.store, m.session, { productId: mug.id, payMethod: 4 });
    const res = await mallCall<PointsOrderOut>(
      s.t,
      s.store,
      'Integrals/CancelExchange',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(res.body.Result).toMatchObject({ status: 'cancelled', needPay: false });
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(10);
  });
});
