import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { orders } from '../../db/schema/order.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, suiteWorld } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { refundOrderMoney } from '../order/index.ts';
import { pointsLedgerSum } from '../points/ledger.ts';
import { earnOrderPoints, takeBackOrderPoints, takeBackRefundedPoints } from '../points/order-points.ts';
import {
  allMethods,
  insertBalanceOrder,
  insertOrder,
  intentOf,
  orderState,
  paymentTestEnv,
  started,
} from './payment-test-kit.ts';

const ROUNDS = 20;
const PAID = 10_000;
const PART = 3_000;

// DESIGN §4 under real concurrency: refunds of some lines of one order race, each in its own transaction, as the
// lifecycle runs them (the money, then the points); the order row serialises them and the conditional updates
// hold: never more back than was paid, and both ledgers equal their accounts.
describe.runIf(hasPostgres)('refunds of some lines under concurrency on postgres', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('postgres', { env: paymentTestEnv });
    const store = await insertStore(t.db, {
      payment: allMethods,
      pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 },
    });
    return { t, store };
  });
  const deps = () => ({ log: w.t.app.log });

  /** What the lifecycle does for a refund of some lines: the money back, then the points in proportion. */
  async function refundPart(tx: Tx, order: { id: number; memberId: number }, ref: string) {
    const at = w.t.clock.now();
    const money = await refundOrderMoney(tx, deps(), order.id, PART, ref, at);
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const facts = {
      ...order,
      storeId: w.store,
      paidAmount: row!.paidAmount,
      refundedAmount: row!.refundedAmount,
    };
    await takeBackRefundedPoints(tx, facts, { ref, amount: PART }, at);
    return money;
  }

  /** The whole refund of what is left, and the rest of the points. */
  async function refundRest(tx: Tx, order: { id: number; memberId: number }) {
    const money = await refundOrderMoney(tx, deps(), order.id, 'all', null, w.t.clock.now());
    await takeBackOrderPoints(tx, { ...order, storeId: w.store, paidAmount: PAID }, w.t.clock.now());
    return money;
  }

  /** A member's balance and points against their ledgers, and the order's refund credits. */
  async function books(memberId: number, orderId: number) {
    const [m] = await w.t.db.select().from(members).where(eq(members.id, memberId));
    const credits = await w.t.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, orderId));
    return {
      balance: m!.balance,
      balanceSum: await ledgerSum(w.t.db, memberId),
      points: m!.points,
      pointsSum: await pointsLedgerSum(w.t.db, memberId),
      credited: credits.filter((e) => e.reason === 'refund').reduce((n, e) => n + e.delta, 0),
    };
  }

  /** A member with a balance order of ¥100 that completed and earned its 100 points. */
  async function earnedBalanceOrder() {
    const { memberId } = await memberSession(w.t);
    const order = await insertBalanceOrder(w.t, memberId, w.store, PAID);
    const facts = { id: order.id, memberId, storeId: w.store, paidAmount: PAID };
    await w.t.db.transaction((tx) => earnOrderPoints(tx, facts, w.t.clock.now()));
    return { id: order.id, memberId };
  }

  const settled = (all: PromiseSettledResult<unknown>[]) =>
    all.filter((r) => r.status === 'fulfilled').length;

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 5 parallel refunds of 30% of a balance order: three go through, never more than paid`, async () => {
      const order = await earnedBalanceOrder();
      const before = await books(order.memberId, order.id);
      const all = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => w.t.db.transaction((tx) => refundPart(tx, order, `refund:${i}`))),
      );
      expect(settled(all)).toBe(3);
      for (const r of all) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/exceeds/);
      const after = await books(order.memberId, order.id);
      expect(after.credited).toBe(3 * PART);
      expect(after.balance).toBe(before.balance + 3 * PART);
      expect(after.balanceSum).toBe(after.balance);
      expect(after.points).toBe(before.points - 90);
      expect(after.pointsSum).toBe(after.points);
      const { order: row, payments } = await orderState(w.t.db, order.id);
      expect([row.refundedAmount, payments[0]!.refundedAmount, payments[0]!.status]).toEqual([
        3 * PART,
        3 * PART,
        'paid',
      ]);
    });

    it(`round ${round}: 4 parallel refunds of 30% race the whole refund: exactly what was paid goes back`, async () => {
      const order = await earnedBalanceOrder();
      const before = await books(order.memberId, order.id);
      const calls = [
        ...Array.from(
          { length: 4 },
          (_, i) => () => w.t.db.transaction((tx) => refundPart(tx, order, `r:${i}`)),
        ),
        () => w.t.db.transaction((tx) => refundRest(tx, order)),
      ];
      const all = await Promise.allSettled(calls.map((call) => call()));
      expect(all[4]).toEqual({ status: 'fulfilled', value: 'refunded' });
      const after = await books(order.memberId, order.id);
      expect(after.credited).toBe(PAID);
      expect(after.balance).toBe(before.balance + PAID);
      expect(after.balanceSum).toBe(after.balance);
      expect(after.points).toBe(before.points - 100);
      expect(after.pointsSum).toBe(after.points);
      const { order: row, payments } = await orderState(w.t.db, order.id);
      expect([row.refundedAmount, payments[0]!.status]).toEqual([PAID, 'refunded']);
    });

    it(`round ${round}: 5 parallel refunds of 30% of a sandbox-paid order refund three parts at the gateway`, async () => {
      const { memberId, session } = await memberSession(w.t);
      const order = await insertOrder(w.t, { memberId, storeId: w.store, amount: PAID });
      const { prepayId } = await started(w.t, session, order.orderNo, 4);
      await w.t.call('paysandbox/Pay', { prepayId });
      const all = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          w.t.db.transaction((tx) =>
            refundOrderMoney(tx, deps(), order.id, PART, `refund:${i}`, w.t.clock.now()),
          ),
        ),
      );
      expect(settled(all)).toBe(3);
      expect(await intentOf(w.t.db, prepayId)).toMatchObject({ status: 'paid', refundedAmount: 3 * PART });
      const { order: row, payments } = await orderState(w.t.db, order.id);
      expect([row.refundedAmount, payments[0]!.refundedAmount]).toEqual([3 * PART, 3 * PART]);
    });
  }
});
