import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { orderEvents, orderLines, orders } from '../../../db/schema/order.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../../test/harness.ts';
import { ledgerSum } from '../../balance/ledger.ts';
import { insertProduct, shopper, storeWith } from '../../checkout/checkout-test-kit.ts';
import { pointsLedgerSum } from '../../points/ledger.ts';
import { insertOrder, stockOf } from '../order-test-kit.ts';
import { advanceOrder, cancelByStore, refundByStore } from '../staff-actions.ts';
import { cancelOrder } from './cancel.ts';

const ROUNDS = 20;

// The lifecycle under races on PostgreSQL (decision 046), 20 rounds each: ten store cancels of one paid order
// refund and restock it once; a refund racing the completion either waits for it or is refused, and points are
// never taken twice; refunds of two lines racing a refund of the whole order never return more than was paid.
describe.runIf(hasPostgres)('order lifecycle races on postgres', () => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let cake: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    store = await storeWith(t.db, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1_700, stock: 1_000_000 });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 2_900, stock: 1_000_000 });
  });
  afterAll(() => t?.close());
  const deps = () => ({ db: t.db, log: t.app.log });

  /** A balance-paid order of 3 teas and 2 cakes (¥109) waiting for the store, and its member. */
  async function paidOrder(status: 'pending' | 'accepted' = 'pending') {
    const me = await shopper(t, 50_000);
    const lines = [
      { productId: tea, quantity: 3, price: 1_700 },
      { productId: cake, quantity: 2, price: 2_900 },
    ];
    const at = t.clock.now();
    const order = await insertOrder(t.db, {
      memberId: me.memberId,
      storeId: store,
      lines,
      status,
      payMethod: 2,
      paidAt: at,
      createdAt: at,
    });
    return { me, order };
  }

  async function books(memberId: number, orderId: number) {
    const [member] = await t.db.select().from(members).where(eq(members.id, memberId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    return {
      member: member!,
      order: order!,
      lines,
      balanceSum: await ledgerSum(t.db, memberId),
      pointsSum: await pointsLedgerSum(t.db, memberId),
    };
  }

  it('ten store cancels of one paid order: refunded and restocked once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { me, order } = await paidOrder();
      const stock = [await stockOf(t.db, tea), await stockOf(t.db, cake)];
      const tries = await Promise.allSettled(
        Array.from({ length: 10 }, () => cancelByStore(deps(), order.orderNo, t.clock.now())),
      );
      expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of tries)
        if (r.status === 'rejected')
          expect(String((r.reason as { code?: string }).code)).toBe('ORDER_STATE_CONFLICT');
      const after = await books(me.memberId, order.id);
      expect(after.order.status).toBe('refunded');
      expect(after.member.balance).toBe(50_000);
      expect(after.balanceSum).toBe(50_000);
      expect([await stockOf(t.db, tea), await stockOf(t.db, cake)]).toEqual([stock[0]! + 3, stock[1]! + 2]);
    }
  });

  it('ten shopper cancels of an unpaid goods order and of an unpaid coupon order: each cancelled once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const me = await shopper(t);
      const at = t.clock.now();
      const lines = [{ productId: tea, quantity: 2, price: 1_700 }];
      const goods = await insertOrder(t.db, {
        memberId: me.memberId,
        storeId: store,
        lines,
        createdAt: at,
        pendingPayment: true,
      });
      const bought = [{ productId: cake, quantity: 1, price: 990, takeStock: false }];
      const coupons = await insertOrder(t.db, {
        memberId: me.memberId,
        storeId: store,
        lines: bought,
        createdAt: at,
      });
      await t.db
        .update(orders)
        .set({ kind: 'coupon', quantity: 1, amount: 990 })
        .where(eq(orders.id, coupons.id));
      const stock = await stockOf(t.db, tea);
      const cancels = (orderNo: string, kind: 'goods' | 'coupon') =>
        Array.from({ length: 10 }, () =>
          cancelOrder(deps(), { orderNo, memberId: me.memberId, kinds: [kind] }, 'shopper', t.clock.now()),
        );
      const outcomes = await Promise.all([
        ...cancels(goods.orderNo, 'goods'),
        ...cancels(coupons.orderNo, 'coupon'),
      ]);
      expect(
        outcomes
          .filter((o) => o.cancelled)
          .map((o) => o.order.orderNo)
          .sort(),
      ).toEqual([goods.orderNo, coupons.orderNo].sort());
      expect(outcomes.every((o) => o.order.status === 'cancelled')).toBe(true);
      expect(await stockOf(t.db, tea)).toBe(stock + 2);
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.key, 'cancelled'));
      expect(events.filter((e) => e.orderId === goods.id || e.orderId === coupons.id)).toHaveLength(2);
    }
  });

  it('a refund racing the completion: after it or refused, points never taken twice', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { me, order } = await paidOrder('accepted');
      const [completed, refunded] = await Promise.allSettled([
        advanceOrder(t.db, order.orderNo, 'complete', t.clock.now()),
        refundByStore(deps(), order.orderNo, 'all', t.clock.now()),
      ]);
      expect(completed.status).toBe('fulfilled');
      const after = await books(me.memberId, order.id);
      if (refunded.status === 'fulfilled') {
        expect(after.order.status).toBe('refunded');
        expect(after.member.balance).toBe(50_000);
        expect(after.member.points).toBe(0);
      } else {
        expect(after.order.status).toBe('completed');
        expect(after.member.balance).toBe(50_000 - 10_900);
        expect(after.member.points).toBe(109);
        await refundByStore(deps(), order.orderNo, 'all', t.clock.now());
        expect((await books(me.memberId, order.id)).member.points).toBe(0);
      }
      const settled = await books(me.memberId, order.id);
      expect(settled.balanceSum).toBe(settled.member.balance);
      expect(settled.pointsSum).toBe(settled.member.points);
    }
  });

  it('refunds of two lines racing a refund of the whole order never return more than was paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { me, order } = await paidOrder('accepted');
      await advanceOrder(t.db, order.orderNo, 'complete', t.clock.now());
      const lines = (await books(me.memberId, order.id)).lines;
      const at = t.clock.now();
      await Promise.allSettled([
        refundByStore(deps(), order.orderNo, [{ lineId: lines[0]!.id, quantity: 2 }], at),
        refundByStore(deps(), order.orderNo, [{ lineId: lines[1]!.id, quantity: 1 }], at),
        refundByStore(deps(), order.orderNo, 'all', at),
        refundByStore(
          deps(),
          order.orderNo,
          [
            { lineId: lines[0]!.id, quantity: 1 },
            { lineId: lines[1]!.id, quantity: 1 },
          ],
          at,
        ),
      ]);
      const after = await books(me.memberId, order.id);
      const back = after.lines.reduce((n, l) => n + l.refundedAmount, 0);
      expect(back).toBeLessThanOrEqual(10_900);
      expect(after.order.refundedAmount).toBe(back);
      expect(after.member.balance).toBe(50_000 - 10_900 + back);
      expect(after.balanceSum).toBe(after.member.balance);
      for (const line of after.lines) expect(line.refundedAmount).toBeLessThanOrEqual(line.paidAmount);
      expect(after.pointsSum).toBe(after.member.points);
      expect(after.member.points).toBeGreaterThanOrEqual(0);
    }
  });
});
