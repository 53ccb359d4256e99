import type { OrderDetailOut, PlacedOrderOut, SettlementPreviewOut } from '@shop/contracts';
import { DELIVERY_SLOT_MINUTES, type FreightCouponRule, localDate, reservationSlots } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAdjustments, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { baseSettings, insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import {
  FAR_POINT,
  INNER_POINT,
  JINGAN,
  jinganZones,
  placedAddress,
  RING_POINT,
  setZones,
} from '../delivery/delivery-test-kit.ts';
import { reservationRulesOf } from '../store/index.ts';
import { checkoutCall, insertAddress, newKey, shopper } from './checkout-test-kit.ts';
import { anyUse, heldCoupon } from './coupon-test-kit.ts';

describe.each(dbTargets())('delivery settlement and placefast on %s', (target) => {
  let t: TestApp;
  let store: number;
  let cake: number;
  let me: Awaited<ReturnType<typeof shopper>>;
  let other: Awaited<ReturnType<typeof shopper>>;
  let inner: number;
  let ring: number;
  let far: number;
  let theirs: number;

  const address = (memberId: number, at: { latitude: number; longitude: number }) =>
    insertAddress(t, memberId, at);

  const items = (n: number) => [{ ProductId: cake, ProductNum: n }];
  const preview = (addressId: number | undefined, n = 1, who = me) =>
    checkoutCall<SettlementPreviewOut>(
      t,
      'checkout/IndexNoDiscount',
      { orderMode: 'package', items: items(n), ...(addressId === undefined ? {} : { addressId }) },
      store,
      who.session,
    );
  const place = (addressId: number | undefined, extra: Record<string, unknown> = {}, n = 1) =>
    checkoutCall<PlacedOrderOut>(
      t,
      'order/placefast',
      {
        idempotencyKey: newKey(),
        orderMode: 'package',
        items: items(n),
        payMethod: 2,
        contactPhone: me.phone,
        ...(addressId === undefined ? {} : { addressId }),
        ...extra,
      },
      store,
      me.session,
    );
  const orderCount = async () =>
    (await t.db.select().from(orders).where(eq(orders.memberId, me.memberId))).length;

  beforeAll(async () => {
    t = await createTestApp(target);
    const [row] = await t.db
      .insert(stores)
      .values({
        name: 'Delivery store',
        ...JINGAN,
        status: 'open',
        openingHours: Array.from({ length: 7 }, (_, i) => ({
          weekday: i + 1,
          open: '00:00',
          close: '24:00',
        })),
        settings: { ...baseSettings, orderModes: ['package', 'takeout'] },
      })
      .returning({ id: stores.id });
    store = row!.id;
    // The square: ¥3 fee from ¥20; the 5 km ring: ¥8 fee from ¥40 (delivery-test-kit).
    await setZones(t, store, jinganZones);
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 1500, stock: 1000 });
    me = await shopper(t, 100_000);
    other = await shopper(t);
    inner = await address(me.memberId, INNER_POINT);
    ring = await address(me.memberId, RING_POINT);
    far = await address(me.memberId, FAR_POINT);
    theirs = await address(other.memberId, INNER_POINT);
  });
  afterAll(() => t.close());

  it("previews the zone fee as its own line, the minimum, the address and the zone's minutes", async () => {
    const res = await preview(inner, 2);
    expect(res.status).toBe(200);
    const p = res.body.Result!;
    expect(p.summary.amount).toBe(33);
    expect(p.adjustments).toEqual([{ kind: 'delivery-fee', labelKey: 'checkout.deliveryFee', amount: 3 }]);
    expect(p.problems).toEqual([]);
    expect(p.delivery).toMatchObject({
      addressId: inner,
      fee: 3,
      minDeliveryPrice: 20,
      shortfall: 0,
      deliveryMinutes: 30,
    });
    expect(p.delivery!.addressText).toContain('愚园路 168 号');
  });

  it('lists the shortfall below the zone minimum, and an address outside every zone', async () => {
    const short = (await preview(ring, 2)).body.Result!;
    expect(short.delivery).toMatchObject({ fee: 8, minDeliveryPrice: 40, shortfall: 10 });
    expect(short.problems.map((p) => p.Code)).toEqual(['DELIVERY_BELOW_MINIMUM']);
    expect(short.problems[0]!.params).toEqual({ Amount: 40 });
    const out = (await preview(far)).body.Result!;
    expect(out.problems.map((p) => p.Code)).toEqual(['DELIVERY_OUT_OF_RANGE']);
    expect(out.adjustments).toEqual([]);
    expect((await preview(undefined)).body.Result!.problems.map((p) => p.Code)).toEqual([
      'DELIVERY_ADDRESS_REQUIRED',
    ]);
  });

  it("answers 404 for another member's address, in the preview and at placefast, writing nothing", async () => {
    expect((await preview(theirs)).status).toBe(404);
    const before = await orderCount();
    const res = await place(theirs);
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe('ADDRESS_NOT_FOUND');
    expect(await orderCount()).toBe(before);
  });

  it('refuses an address outside every zone, below the minimum, or without an address; nothing is written', async () => {
    const before = await orderCount();
    const out = await place(far, {}, 2);
    expect(out.status).toBe(422);
    expect(out.body.Code).toBe('DELIVERY_OUT_OF_RANGE');
    const short = await place(ring, {}, 2);
    expect(short.status).toBe(422);
    expect(short.body.Code).toBe('DELIVERY_BELOW_MINIMUM');
    const none = await place(undefined);
    expect(none.status).toBe(400);
    expect(none.body.Code).toBe('DELIVERY_ADDRESS_REQUIRED');
    expect(await orderCount()).toBe(before);
  });

  it('takes no payment at the counter for a delivery: cash is not offered and is refused, nothing written', async () => {
    const info = (mode: string) =>
      checkoutCall<{ payMethods: Array<{ Code: number }>; EnableCashPayMethod: boolean }>(
        t,
        'checkout/GetPayInfo',
        { orderMode: mode },
        store,
        me.session,
      );
    const pickup = (await info('takeout')).body.Result;
    expect(pickup.payMethods.map((m) => m.Code)).toEqual([2, 1]);
    const delivery = (await info('package')).body.Result;
    expect(delivery.payMethods.map((m) => m.Code)).toEqual([2]);
    expect(delivery.EnableCashPayMethod).toBe(false);
    const before = await orderCount();
    const cash = await place(inner, { payMethod: 1 });
    expect(cash.body.Code).toBe('PAY_METHOD_UNCONFIGURED');
    expect(await orderCount()).toBe(before);
  });

  it('places a delivery order with the fee, its snapshot, and a repeat answering the first', async () => {
    const changed = await place(inner, { expectedAmount: 30 }, 2);
    expect(changed.body.Code).toBe('CART_CHANGED');
    const key = newKey();
    const first = await place(inner, { idempotencyKey: key, expectedAmount: 33 }, 2);
    expect(first.status).toBe(200);
    expect(first.body.Result).toMatchObject({ amount: 33, needPay: false });
    const repeat = await place(inner, { idempotencyKey: key, expectedAmount: 33 }, 2);
    expect(repeat.body.Result!.orderNo).toBe(first.body.Result!.orderNo);
    const conflict = await place(ring, { idempotencyKey: key }, 2);
    expect(conflict.body.Code).toBe('IDEMPOTENCY_CONFLICT');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, first.body.Result!.orderNo));
    expect(order).toMatchObject({ orderMode: 'package', amount: 3300 });
    expect(await placedAddress(t.db, order!.id)).toMatchObject({
      addressId: inner,
      receiver: '王小明',
      detail: '愚园路 168 号',
      lat: INNER_POINT.latitude,
      fee: 300,
      deliveryMinutes: 30,
    });
    const adjustments = await t.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, order!.id));
    expect(adjustments).toMatchObject([
      { kind: 'delivery-fee', labelKey: 'checkout.deliveryFee', amount: 300 },
    ]);
    // The member's order detail shows the fee as its own line; the goods saved nothing (not −3).
    const detail = await checkoutCall<OrderDetailOut>(
      t,
      'order/OrderDetails',
      { orderno: order!.orderNo },
      store,
      me.session,
    );
    expect(detail.body.Result).toMatchObject({
      amount: 33,
      summary: { amount: 33, originalAmount: 30, discountedPrice: 0 },
      adjustments: [{ kind: 'delivery-fee', labelKey: 'checkout.deliveryFee', amount: 3 }],
    });
  });

  it('takes a delivery slot the picker offers, refuses a past one, and refuses delivery where the store has none', async () => {
    const now = t.clock.now();
    const storeRow = (await t.db.select().from(stores).where(eq(stores.id, store)))[0]!;
    // The client's picker: domain's reservation slots of today, the zone's 30 minutes as lead.
    const [first] = reservationSlots({
      date: localDate(now, storeRow.settings.timezone),
      now,
      rules: reservationRulesOf(storeRow),
      extraLeadMinutes: 30,
      slotMinutes: DELIVERY_SLOT_MINUTES,
    });
    const placed = await place(inner, { pickupTime: first }, 2);
    expect([placed.status, placed.body.Result?.status]).toEqual([200, 'pending']);
    const past = new Date(t.clock.now().getTime() - 60 * 60_000).toISOString();
    expect((await place(inner, { pickupTime: past }, 2)).body.Code).toBe('APPOINTMENT_TIME_INVALID');
    const pickupOnly = await insertStore(t.db, { orderModes: ['takeout'] });
    const res = await checkoutCall(
      t,
      'order/placefast',
      {
        idempotencyKey: newKey(),
        orderMode: 'package',
        items: items(2),
        payMethod: 2,
        contactPhone: me.phone,
        addressId: inner,
      },
      pickupOnly,
      me.session,
    );
    expect(res.body.Code).toBe('ORDER_MODE_UNAVAILABLE');
  });

  it('a free-delivery coupon takes the zone fee off, in the preview and the order (decision 031)', async () => {
    const rule: FreightCouponRule = { ...anyUse, kind: 'freight', freightOff: null };
    const free = await heldCoupon(t.db, me.memberId, rule, t.clock.now(), { name: 'Free delivery' });
    const p = (await preview(inner, 2)).body.Result!;
    expect(p.coupons.chosen).toEqual([free.id]);
    expect(p.adjustments.map((a) => [a.kind, a.amount])).toEqual([
      ['delivery-fee', 3],
      ['coupon', -3],
    ]);
    expect(p.summary.amount).toBe(30);
    // Free delivery is for delivery orders only: at self-pickup the coupon is greyed with its reason.
    const pickup = await checkoutCall<SettlementPreviewOut>(
      t,
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items: items(2) },
      store,
      me.session,
    );
    expect(pickup.body.Result!.coupons).toMatchObject({
      chosen: [],
      offers: [{ id: free.id, usable: false, reason: 'WRONG_MODE' }],
    });
    const res = await place(inner, { couponIds: [free.id], expectedAmount: 30 }, 2);
    expect([res.status, res.body.Result?.amount]).toEqual([200, 30]);
  });
});
