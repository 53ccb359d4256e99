import type { CardListedOrderOut, CardOrderOut, CouponCardOrderOut, CouponOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardProducts, cardTakes } from '../../db/schema/card.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveGoodsOrder, insertTemplate, newKey } from '../coupon/coupon-test-kit.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { cancelOrderRow, orderState, started } from '../payment/payment-test-kit.ts';
import { cardBooks, cardCall, cardKey, cardSuite, insertCardProduct } from './card-test-kit.ts';

type Orders = { orders: CouponCardOrderOut[]; total: number };

/** The product's stock left and the member's count against its buy limit (0 when never counted). */
async function stockAndTake(s: ReturnType<typeof cardSuite>, productId: number, memberId: number) {
  const [product] = await s.t.db.select().from(cardProducts).where(eq(cardProducts.id, productId));
  const takes = await s.t.db.select().from(cardTakes).where(eq(cardTakes.productId, productId));
  return { remaining: product!.remaining, bought: takes.find((t) => t.memberId === memberId)?.bought ?? 0 };
}

describe.each(dbTargets())('card orders beside coupon orders on %s', (target) => {
  const s = cardSuite(target);
  const buyCard = (session: string, body: Record<string, unknown>) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { payMethod: 2, idempotencyKey: cardKey(), ...body }, session);
  const buyCoupon = (session: string, body: Record<string, unknown>) =>
    cardCall<CouponOrderOut>(s, 'Coupon/Buy', { payMethod: 2, idempotencyKey: newKey(), ...body }, session);
  const list = (session: string, page: Record<string, number> = {}) =>
    cardCall<Orders>(s, 'OrderHistory/LoadCouponCardOrders', page, session);
  const cancel = (session: string, orderNo: string) =>
    cardCall<CouponCardOrderOut>(s, 'OrderHistory/CancelCouponOrder', { orderNo }, session);

  it('lists card and coupon orders as one list, newest first and paged; another member sees none of them', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 20_000);
    const tpl = await insertTemplate(s.t, s.store, {
      name: 'Pack',
      price: 990,
      claimLimit: null,
      buyLimit: 3,
    });
    const pass = await insertCardProduct(s.t, s.store, {
      name: '10-drink pass',
      times: 10,
      translations: { 'zh-CN': { name: '十杯卡', description: '' } },
    });
    const coupon = await buyCoupon(m.session, { templateId: tpl.id });
    s.t.clock.advance(1000);
    const paid = await buyCard(m.session, { id: pass.id, quantity: 2 });
    s.t.clock.advance(1000);
    const unpaid = await buyCard(m.session, { id: pass.id, payMethod: 4 });
    expect([coupon.status, paid.status, unpaid.status]).toEqual([200, 200, 200]);

    const all = await list(m.session);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.Result.total).toBe(3);
    expect(all.body.Result.orders.map((o) => [o.kind, o.orderNo, o.status])).toEqual([
      ['card', unpaid.body.Result.orderNo, 'unpaid'],
      ['card', paid.body.Result.orderNo, 'completed'],
      ['coupon', coupon.body.Result.orderNo, 'completed'],
    ]);
    const [waiting, done, bought] = all.body.Result.orders as [
      CardListedOrderOut,
      CardListedOrderOut,
      CouponOrderOut & { kind: 'coupon' },
    ];
    expect(done).toEqual({
      kind: 'card',
      orderNo: paid.body.Result.orderNo,
      status: 'completed',
      needPay: false,
      payMethod: 2,
      amount: 60,
      autoCancelAt: null,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      refundedAmount: 0,
      productId: pass.id,
      cardKind: 'pass',
      topUp: false,
      name: '10-drink pass',
      quantity: 2,
      times: 10,
      faceValue: null,
    });
    expect(waiting).toMatchObject({ needPay: true, autoCancelAt: expect.any(String), paidAt: null });
    expect(bought).toMatchObject({ name: 'Pack', quantity: 1, templateId: tpl.id });
    expect(bought.coupons).toHaveLength(1);

    const first = await list(m.session, { pageIndex: 1, pageSize: 2 });
    const second = await list(m.session, { pageIndex: 2, pageSize: 2 });
    expect(first.body.Result.orders.map((o) => o.orderNo)).toEqual([
      unpaid.body.Result.orderNo,
      paid.body.Result.orderNo,
    ]);
    expect(second.body.Result).toMatchObject({ total: 3, orders: [{ orderNo: coupon.body.Result.orderNo }] });
    const translated = await s.t.call<Orders>(
      'OrderHistory/LoadCouponCardOrders',
      {},
      { session: m.session, headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(translated.body.Result.orders[0]!.name).toBe('十杯卡');

    expect((await list(other.session)).body.Result).toEqual({ orders: [], total: 0 });
    const theirs = await cardCall(
      s,
      'Card/CardOrderDetail',
      { orderNo: paid.body.Result.orderNo },
      other.session,
    );
    expect(theirs).toMatchObject({ status: 404, body: { Code: 'ORDER_NOT_FOUND' } });
  });

  it('cancels an unpaid card order once: nothing taken stays taken, a repeat answers it, a paid or another’s is refused', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 10_000);
    const pass = await insertCardProduct(s.t, s.store, { total: 1, buyLimit: 1 });
    const made = await buyCard(m.session, { id: pass.id, payMethod: 4 });
    const orderNo = made.body.Result.orderNo;
    await started(s.t, m.session, orderNo, 4);
    const before = await stockAndTake(s, pass.id, m.memberId);
    expect(before).toEqual({ remaining: 1, bought: 0 });

    expect(await cancel(other.session, orderNo)).toMatchObject({
      status: 404,
      body: { Code: 'ORDER_NOT_FOUND' },
    });
    const done = await cancel(m.session, orderNo);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Result).toMatchObject({
      kind: 'card',
      orderNo,
      status: 'cancelled',
      needPay: false,
      autoCancelAt: null,
      quantity: 1,
    });
    const again = await cancel(m.session, orderNo);
    expect([again.status, again.body.Result.status]).toEqual([200, 'cancelled']);
    const books = await cardBooks(s.t.db, m.memberId);
    const order = books.orders.find((o) => o.orderNo === orderNo)!;
    expect((await orderState(s.t.db, order.id)).payments.map((p) => p.status)).toEqual(['cancelled']);
    expect(books.cards).toEqual([]);
    const detail = await cardCall<CardOrderOut>(s, 'Card/CardOrderDetail', { orderNo }, m.session);
    expect(detail.body.Result).toMatchObject({ status: 'cancelled', needPay: false, cards: [] });

    // The stock and the buy limit are taken when a card order is paid, so a cancelled one leaves both whole:
    // the last card, limited to one a member, is still the member's to buy.
    expect(await stockAndTake(s, pass.id, m.memberId)).toEqual(before);
    const paid = await buyCard(m.session, { id: pass.id });
    expect(paid.body.Result).toMatchObject({ status: 'completed' });
    expect(await stockAndTake(s, pass.id, m.memberId)).toEqual({ remaining: 0, bought: 1 });
    expect(await cancel(m.session, paid.body.Result.orderNo)).toMatchObject({
      status: 409,
      body: { Code: 'ORDER_CANCEL_FAILED' },
    });
    expect((await cardBooks(s.t.db, m.memberId)).cards).toHaveLength(1);
  });

  it('refuses the cancel of a card order whose unpaid time ran out, and of an order kind the list does not hold', async () => {
    const m = await memberSession(s.t);
    const pass = await insertCardProduct(s.t, s.store);
    const made = await buyCard(m.session, { id: pass.id, payMethod: 4 });
    const late = (await cardBooks(s.t.db, m.memberId)).orders.find(
      (o) => o.orderNo === made.body.Result.orderNo,
    )!;
    await cancelOrderRow(s.t, late.id, 'timeout');
    expect(await cancel(m.session, late.orderNo)).toMatchObject({
      status: 409,
      body: { Code: 'ORDER_TIMED_OUT' },
    });
    await giveGoodsOrder(s.t, m.memberId, s.store, 'unpaid');
    const goods = (await cardBooks(s.t.db, m.memberId)).orders.find((o) => o.kind === 'goods')!;
    expect(await cancel(m.session, goods.orderNo)).toMatchObject({
      status: 404,
      body: { Code: 'ORDER_NOT_FOUND' },
    });
    expect((await cardBooks(s.t.db, m.memberId)).orders.find((o) => o.kind === 'goods')).toMatchObject({
      status: 'unpaid',
    });
    expect((await list(m.session)).body.Result.orders.map((o) => o.kind)).toEqual(['card']);
  });
});
