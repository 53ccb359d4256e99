import type { OrderDetailOut, SettlementCouponsOut, SettlementPreviewOut } from '@shop/contracts';
import { couponLabelKey, type GiftCouponRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orderAdjustments, orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders } from '../order/auto-cancel.ts';
import {
  allMethods,
  notificationFor,
  paymentTestEnv,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import { checkoutCall, insertProduct, type Line, place, shopper, storeWith } from './checkout-test-kit.ts';
import { anyUse, cashRule, couponRow, heldCoupon, useCounts } from './coupon-test-kit.ts';

type Shopper = Awaited<ReturnType<typeof shopper>>;

// Decision 031: coupons weighed at settlement, taken by placefast, spent on payment, given back on every cancel.
describe.each(dbTargets())('coupons at checkout on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  const lines = (n = 2): Line[] => [{ ProductId: tea, ProductNum: n }];
  const call = <R>(who: Shopper, path: string, body: unknown) =>
    checkoutCall<R>(t, path, body, store, who.session);
  const settlement = (who: Shopper, extra: Record<string, unknown> = {}) =>
    call<SettlementPreviewOut>(who, 'checkout/IndexNoDiscount', {
      orderMode: 'takeout',
      items: lines(),
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp(target, { env: paymentTestEnv });
    store = await storeWith(t.db, { payment: allMethods });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1500, stock: 1000 });
  });
  afterAll(() => t.close());

  it('preselects the best usable coupon and greys the others with their reason', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500, 2000), t.clock.now(), {
      name: '¥5 off ¥20',
    });
    const eight = await heldCoupon(
      t.db,
      who.memberId,
      cashRule(800, 2500, { stackable: false }),
      t.clock.now(),
    );
    const far = await heldCoupon(t.db, who.memberId, cashRule(2000, 10000), t.clock.now());
    const res = await settlement(who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = res.body.Result!;
    expect(out.coupons.chosen).toEqual([eight.id]);
    expect(out.summary.amount).toBe(22);
    const coupon = out.adjustments.find((a) => a.kind === 'coupon')!;
    expect(coupon).toMatchObject({ amount: -8, labelKey: couponLabelKey('cash'), name: 'Test coupon' });
    const byId = new Map(out.coupons.offers.map((o) => [o.id, o]));
    expect(byId.get(five.id)).toMatchObject({ usable: true, saving: 5 });
    expect(byId.get(far.id)).toMatchObject({ usable: false, reason: 'BELOW_MINIMUM', shortBy: 70 });
    // None: the goods at their price.
    const none = await settlement(who, { couponIds: [] });
    expect(none.body.Result!.summary.amount).toBe(30);
    const available = await call<SettlementCouponsOut>(who, 'checkout/GetAvailableCoupons', {
      orderMode: 'takeout',
      items: lines(),
    });
    expect(available.body.Result!.chosen).toEqual([eight.id]);
  });

  it('applydiscount prices the chosen coupons and refuses one that cannot go on the order', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500, 2000), t.clock.now());
    const far = await heldCoupon(t.db, who.memberId, cashRule(2000, 10000), t.clock.now());
    const body = (couponIds: number[]) => ({ orderMode: 'takeout', items: lines(), couponIds });
    const ok = await call<SettlementPreviewOut>(who, 'order/applydiscount', body([five.id]));
    expect([ok.status, ok.body.Result!.summary.amount, ok.body.Result!.coupons.chosen]).toEqual([
      200,
      25,
      [five.id],
    ]);
    const short = await call(who, 'order/applydiscount', body([far.id]));
    expect([short.status, short.body.Code, short.body.Reason]).toEqual([
      409,
      'COUPON_UNAVAILABLE',
      'BELOW_MINIMUM',
    ]);
    const other = await shopper(t);
    const theirs = await call(other, 'order/applydiscount', body([five.id]));
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'COUPON_NOT_FOUND']);
  });

  it('ApplyCouponCode adds a held coupon by its code; an unknown code is a wrong code', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500), t.clock.now());
    const body = (code: string) => ({ orderMode: 'takeout', items: lines(), couponIds: [], code });
    const res = await call<SettlementPreviewOut>(who, 'order/ApplyCouponCode', body(five.code.toLowerCase()));
    expect([res.status, res.body.Result?.coupons.chosen]).toEqual([200, [five.id]]);
    const wrong = await call(who, 'order/ApplyCouponCode', body('NOSUCHCODE'));
    // Neither a held coupon's code nor an exchange code (the coupon area redeems those: exchange.test.ts).
    expect([wrong.status, wrong.body.Code]).toEqual([422, 'COUPON_CODE_WRONG']);
  });

  it('a guest cannot weigh or use coupons (SPEC §6)', async () => {
    const res = await t.call('checkout/GetAvailableCoupons', { orderMode: 'takeout', items: lines() });
    expect(res.status).toBe(401);
  });

  it('placefast takes the coupon (used when paid by balance), writes its line, and refuses it a second time', async () => {
    const who = await shopper(t, 10_000);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500), t.clock.now(), { name: 'Spring ¥5' });
    const placed = await place(t, store, who, lines(), {
      payMethod: 2,
      couponIds: [five.id],
      expectedAmount: 25,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result!.amount).toBe(25);
    const row = await couponRow(t.db, five.id);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, placed.body.Result!.orderNo));
    expect([row.status, row.orderId]).toEqual(['used', order!.id]);
    const adj = await t.db.select().from(orderAdjustments).where(eq(orderAdjustments.orderId, order!.id));
    expect(adj.map((a) => [a.kind, a.amount, a.detail.memberCouponId, a.detail.name])).toEqual([
      ['coupon', -500, five.id, 'Spring ¥5'],
    ]);
    const detail = await t.call<OrderDetailOut>('order/OrderDetails', { orderno: order!.orderNo }, who);
    expect(detail.body.Result!.adjustments).toEqual([
      { kind: 'coupon', labelKey: couponLabelKey('cash'), amount: -5, name: 'Spring ¥5' },
    ]);
    const again = await place(t, store, who, lines(), { payMethod: 2, couponIds: [five.id] });
    expect([again.status, again.body.Code, again.body.Reason]).toEqual([409, 'COUPON_UNAVAILABLE', 'USED']);
  });

  it('a total changed since the settlement is refused (CART_CHANGED), the coupon left as it was', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500), t.clock.now());
    const res = await place(t, store, who, lines(), { couponIds: [five.id], expectedAmount: 30 });
    expect([res.status, res.body.Code]).toEqual([409, 'CART_CHANGED']);
    expect((await couponRow(t.db, five.id)).status).toBe('valid');
  });

  it('an online order reserves the coupon; the shopper cancel gives it back with its use count', async () => {
    const who = await shopper(t);
    const rule = cashRule(500, 0, { usesPerDay: 1 });
    const five = await heldCoupon(t.db, who.memberId, rule, t.clock.now());
    const twin = await heldCoupon(t.db, who.memberId, rule, t.clock.now(), { templateId: five.templateId });
    const placed = await place(t, store, who, lines(), { payMethod: 4, couponIds: [five.id] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await couponRow(t.db, five.id)).status).toBe('reserved');
    expect(Object.values(await useCounts(t.db, who.memberId, five.templateId))).toEqual([1]);
    // One use a day: the twin of the same template waits for tomorrow.
    const twinNow = await place(t, store, who, lines(), { payMethod: 4, couponIds: [twin.id] });
    expect([twinNow.status, twinNow.body.Reason]).toEqual([409, 'USE_LIMIT_DAY']);
    const cancel = await t.call('Order/CancelProductOrder', { orderNo: placed.body.Result!.orderNo }, who);
    expect(cancel.status).toBe(200);
    expect(await couponRow(t.db, five.id)).toMatchObject({ status: 'valid', orderId: null, usedAt: null });
    expect(Object.values(await useCounts(t.db, who.memberId, five.templateId))).toEqual([0]);
  });

  it('the store cancelling a paid order refunds it and gives the coupon back', async () => {
    const who = await shopper(t, 10_000);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500, 0, { usesPerWeek: 2 }), t.clock.now());
    const placed = await place(t, store, who, lines(), { payMethod: 2, couponIds: [five.id] });
    expect((await couponRow(t.db, five.id)).status).toBe('used');
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/orders/${placed.body.Result!.orderNo}/cancel`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    expect(res.json()).toMatchObject({ Result: { status: 'refunded', refund: 'refunded' } });
    expect(await couponRow(t.db, five.id)).toMatchObject({ status: 'valid', orderId: null });
    expect(Object.values(await useCounts(t.db, who.memberId, five.templateId))).toEqual([0]);
  });

  it('the online payment of the order spends its reserved coupon', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500), t.clock.now());
    const placed = await place(t, store, who, lines(), { payMethod: 4, couponIds: [five.id] });
    const { orderNo } = placed.body.Result!;
    const { prepayId } = await started(t, who.session, orderNo, 4);
    await payWithoutNotice(t, prepayId);
    expect((await postNotify(t, await notificationFor(t, prepayId))).text).toBe('SUCCESS');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(await couponRow(t.db, five.id)).toMatchObject({ status: 'used', orderId: order!.id });
    const cancel = await t.call('Order/CancelProductOrder', { orderNo }, who);
    expect(cancel.status).toBe(409);
    expect((await couponRow(t.db, five.id)).status).toBe('used');
  });

  it('a gift coupon adds its product free, read apart from the lines, and the order takes its stock', async () => {
    const who = await shopper(t, 10_000);
    const egg = await insertProduct(t.db, store, { name: 'Egg tart', price: 800, stock: 5 });
    const rule: GiftCouponRule = { ...anyUse, kind: 'gift', gift: { productId: egg, quantity: 1 } };
    const gift = await heldCoupon(t.db, who.memberId, rule, t.clock.now());
    const p = (await settlement(who)).body.Result!;
    expect(p.coupons.chosen).toEqual([gift.id]);
    expect(p.items.map((i) => [i.ProductName, i.ProductNum, i.LineAmount])).toEqual([
      ['Tea', 2, 30],
      ['Egg tart', 1, 0],
    ]);
    expect(p.summary.amount).toBe(30);
    const placed = await place(t, store, who, lines(), {
      payMethod: 2,
      couponIds: [gift.id],
      expectedAmount: 30,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, egg));
    expect(row!.stock).toBe(4);
  });

  it('the unpaid-order sweep gives the coupons of the orders it cancels back', async () => {
    const who = await shopper(t);
    const five = await heldCoupon(t.db, who.memberId, cashRule(500), t.clock.now());
    const placed = await place(t, store, who, lines(), { payMethod: 4, couponIds: [five.id] });
    expect(placed.status).toBe(200);
    const later = new Date(t.clock.now().getTime() + 60 * 60_000);
    expect(await cancelExpiredOrders({ db: t.db }, later)).toBeGreaterThanOrEqual(1);
    expect((await couponRow(t.db, five.id)).status).toBe('valid');
  });

  it('refuses a coupon of another store, an expired one, and one not yet valid', async () => {
    const who = await shopper(t);
    const now = t.clock.now();
    const elsewhere = await storeWith(t.db);
    const theirs = await heldCoupon(t.db, who.memberId, cashRule(500), now, { storeId: elsewhere });
    const ended = await heldCoupon(t.db, who.memberId, cashRule(500), now, {
      validFrom: new Date(now.getTime() - 10 * 86_400_000),
      validUntil: new Date(now.getTime() - 86_400_000),
    });
    const soon = await heldCoupon(t.db, who.memberId, cashRule(500), now, {
      validFrom: new Date(now.getTime() + 86_400_000),
    });
    const reasons = [];
    for (const id of [theirs.id, ended.id, soon.id]) {
      const res = await place(t, store, who, lines(), { couponIds: [id] });
      reasons.push([res.status, res.body.Reason]);
    }
    expect(reasons).toEqual([
      [409, 'WRONG_STORE'],
      [409, 'EXPIRED'],
      [409, 'NOT_STARTED'],
    ]);
  });
});
