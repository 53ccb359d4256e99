import type { PlacedOrderOut } from '@shop/contracts';
import { refundableOf } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { baseSettings, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { INNER_POINT, JINGAN, jinganZones, setZones } from '../delivery/delivery-test-kit.ts';
import { checkoutCall, insertAddress, newKey, place, shopper } from './checkout-test-kit.ts';
import { cashRule, heldCoupon } from './coupon-test-kit.ts';

// Per-line allocation at placing (decision 047): each order line stores what it pays and its share of every
// adjustment, so that a refund of some lines returns what they paid. The clock is 2026-11-21T10:00Z.

async function deliveryStore(t: TestApp): Promise<number> {
  const [row] = await t.db
    .insert(stores)
    .values({
      name: 'Allocation store',
      ...JINGAN,
      status: 'open',
      openingHours: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, open: '00:00', close: '24:00' })),
      settings: { ...baseSettings, orderModes: ['package', 'takeout'] },
    })
    .returning({ id: stores.id });
  // The inner square charges ¥3 from ¥20 (delivery-test-kit).
  await setZones(t, row!.id, jinganZones);
  return row!.id;
}

async function createPromotion(t: TestApp, storeId: number, rule: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/promotions',
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    payload: {
      storeId,
      name: String(rule.t),
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      rule: { ...rule, stackableWithCoupons: true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Result: { id: number } }).Result.id;
}

/** The order's row and its lines as stored, in line order. */
async function stored(t: TestApp, orderNo: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id))
    .orderBy(asc(orderLines.id));
  return { order: order!, lines };
}

describe.each(dbTargets())('per-line allocation at placing on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await deliveryStore(t);
    const tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1_800, stock: 100 });
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 2_500, stock: 100 });
    const cookie = await insertProduct(t.db, store, { name: 'Cookie', price: 800, stock: 100 });
    const halfTea = await createPromotion(t, store, {
      t: 'PromotionSecondProductHalfPrice',
      products: { rule: 'include', productIds: [tea], categoryIds: [] },
    });
    const spend50 = await createPromotion(t, store, {
      t: 'PromotionCashBack',
      tiers: [{ requireAmount: 50, backAmount: 8 }],
    });
    return { t, store, tea, cake, cookie, halfTea, spend50 };
  });

  it('stores each line’s paid amount and shares of a coupon, two promotions and the fee, summing to the order', async () => {
    const { t, store } = w;
    // Paid from the member's balance, the one payment method a delivery takes here.
    const me = await shopper(t, 100_000);
    const addressId = await insertAddress(t, me.memberId, INNER_POINT);
    const coupon = await heldCoupon(t.db, me.memberId, cashRule(1_000), t.clock.now());
    const items = [
      { ProductId: w.tea, ProductNum: 2 },
      { ProductId: w.cake, ProductNum: 1 },
      { ProductId: w.cookie, ProductNum: 3 },
    ];
    const res = await checkoutCall<PlacedOrderOut>(
      t,
      'order/placefast',
      {
        idempotencyKey: newKey(),
        orderMode: 'package',
        items,
        payMethod: 2,
        contactPhone: me.phone,
        addressId,
        couponIds: [coupon.id],
      },
      store,
      me.session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order, lines } = await stored(t, res.body.Result!.orderNo);
    // ¥85 of goods − ¥9 (second tea half price) − ¥8 (spend ¥50) − ¥10 (coupon) + ¥3 (fee).
    expect(order.amount).toBe(6_100);
    const couponKey = `coupon:${coupon.id}`;
    const half = `promotion:${w.halfTea}`;
    const back = `promotion:${w.spend50}`;
    // The tea's half-price cup is the tea's alone; the ¥8 and the coupon split over what each line has left by
    // largest remainder (the engine's, decision 029); the fee over what is left then, the 2 units over its floors
    // to the largest line, the tea.
    expect(lines.map((l) => [l.paidAmount, l.shares])).toEqual([
      [2_169, { [half]: -900, [back]: -284, [couponKey]: -355, 'delivery-fee': 108 }],
      [2_006, { [back]: -263, [couponKey]: -329, 'delivery-fee': 98 }],
      [1_925, { [back]: -253, [couponKey]: -316, 'delivery-fee': 94 }],
    ]);
    expect(lines.reduce((n, l) => n + l.paidAmount, 0)).toBe(order.amount);
    const left = lines.map((l) => l.unitPrice * l.quantity + (l.shares[half] ?? 0) + (l.shares[back] ?? 0));
    const leftSum = left.reduce((n, v) => n + v, 0);
    lines.forEach((line, i) => {
      const gross = line.unitPrice * line.quantity;
      // The coupon's share is its line's part of what the lines had left after the promotions, within a unit.
      expect(Math.abs(-(line.shares[couponKey] ?? 0) - (1_000 * left[i]!) / leftSum)).toBeLessThan(1);
      // A line pays at most its goods and its part of the fee; here the discounts outweigh the fee, so less than
      // its goods alone.
      expect(line.paidAmount).toBeLessThanOrEqual(gross + (line.shares['delivery-fee'] ?? 0));
      expect(line.paidAmount).toBeLessThanOrEqual(gross);
      expect(refundableOf({ paid: line.paidAmount, quantity: line.quantity }, line.quantity)).toBe(
        line.paidAmount,
      );
    });
  });

  it('stores a line of an order without adjustments as paying its goods, with no shares', async () => {
    const me = await shopper(w.t);
    const res = await place(w.t, w.store, me, [{ ProductId: w.cake, ProductNum: 1 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order, lines } = await stored(w.t, res.body.Result!.orderNo);
    expect(lines.map((l) => [l.paidAmount, l.shares])).toEqual([[2_500, {}]]);
    expect(order.amount).toBe(2_500);
  });
});
