import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import {
  allMethods,
  notificationFor,
  paymentTestEnv,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import { insertProduct, place, shopper, storeWith } from './checkout-test-kit.ts';
import { cashRule, couponRow, heldCoupon, useCounts } from './coupon-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4, decision 031: a coupon is taken by a conditional update inside placefast's one statement, and spent
// or given back behind the order's own conditional update, whatever runs at the same moment.
describe.runIf(hasPostgres)('coupons at checkout under concurrency on postgres', () => {
  let t: TestApp;
  let store: number;
  let tea: number;
  beforeAll(async () => {
    t = await createTestApp('postgres', { env: paymentTestEnv });
    store = await storeWith(t.db, { payment: allMethods });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1500, stock: 1_000_000 });
  });
  afterAll(() => t.close());

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: one coupon on 5 parallel orders is used by exactly one`, async () => {
      const who = await shopper(t, 100_000);
      const coupon = await heldCoupon(t.db, who.memberId, cashRule(500, 0, { usesPerDay: 5 }), t.clock.now());
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          place(t, store, who, [{ ProductId: tea, ProductNum: 1 }], {
            payMethod: i % 2 === 0 ? 2 : 4,
            couponIds: [coupon.id],
            expectedAmount: 10,
          }),
        ),
      );
      const placed = results.filter((r) => r.status === 200);
      expect(placed).toHaveLength(1);
      expect(results.filter((r) => r.status === 409 && r.body.Code === 'COUPON_UNAVAILABLE')).toHaveLength(4);
      const row = await couponRow(t.db, coupon.id);
      const [order] = await t.db.select().from(orders).where(eq(orders.memberId, who.memberId));
      expect(row.orderId).toBe(order!.id);
      expect(row.status).toBe(order!.paidAt ? 'used' : 'reserved');
      expect(Object.values(await useCounts(t.db, who.memberId, coupon.templateId))).toEqual([1]);
    });

    it(`round ${round}: a cancel racing the payment leaves the coupon spent or returned, never both`, async () => {
      const who = await shopper(t);
      const coupon = await heldCoupon(
        t.db,
        who.memberId,
        cashRule(500, 0, { usesPerWeek: 3 }),
        t.clock.now(),
      );
      const res = await place(t, store, who, [{ ProductId: tea, ProductNum: 1 }], {
        payMethod: 4,
        couponIds: [coupon.id],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { orderNo } = res.body.Result!;
      const { prepayId } = await started(t, who.session, orderNo, 4);
      // Paid at the gateway; its notification and the shopper's cancel then race.
      await payWithoutNotice(t, prepayId);
      const notice = await notificationFor(t, prepayId);
      const [cancel, notify] = await Promise.all([
        t.call('Order/CancelProductOrder', { orderNo }, { session: who.session }),
        postNotify(t, notice),
      ]);
      expect(notify.status).toBe(200);
      const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
      const row = await couponRow(t.db, coupon.id);
      const uses = Object.values(await useCounts(t.db, who.memberId, coupon.templateId));
      if (order!.status === 'cancelled') {
        // The cancel came first: the coupon is back, the late payment went back to the gateway.
        expect(cancel.status).toBe(200);
        expect([row.status, row.orderId, uses]).toEqual(['valid', null, [0]]);
        expect(order!.refundState).toBe('refunded');
      } else {
        // The payment came first: the coupon is spent with the order, the cancel refused.
        expect(cancel.status).toBe(409);
        expect([order!.status, row.status, row.orderId, uses]).toEqual(['pending', 'used', order!.id, [1]]);
      }
    });
  }
});
