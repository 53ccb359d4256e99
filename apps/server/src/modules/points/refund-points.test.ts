import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accumulationProgress } from '../../db/schema/points.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertOrder } from '../payment/payment-test-kit.ts';
import { movePoints } from './ledger.ts';
import { earnOrderPoints, takeBackOrderPoints, takeBackRefundedPoints } from './order-points.ts';
import { type PointsSuite, pointsBooks, pointsSuite, staffRequest } from './points-test-kit.ts';

const DAY_MS = 86_400_000;

/** A completed order of `yuan` in the suite's store (1 point per yuan) for a new member, its points earned. */
async function earnedOrder(s: PointsSuite, yuan: number) {
  const { memberId } = await memberSession(s.t);
  const row = await insertOrder(s.t, { memberId, storeId: s.store, status: 'completed', amount: yuan * 100 });
  const order = { id: row.id, memberId, storeId: s.store, paidAmount: yuan * 100 };
  expect(await s.t.db.transaction((tx) => earnOrderPoints(tx, order, s.t.clock.now()))).toBe(yuan);
  return order;
}

describe.each(dbTargets())('points taken back by refunds of some lines on %s', (target) => {
  const s = pointsSuite(target, null, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
  const at = () => s.t.clock.now();
  /** A refund of some lines that leaves the order with `refunded` (minor units) given back in all. */
  const takeBack = (
    order: Awaited<ReturnType<typeof earnedOrder>>,
    ref: string,
    amount: number,
    refunded: number,
  ) =>
    s.t.db.transaction((tx) =>
      takeBackRefundedPoints(tx, { ...order, refundedAmount: refunded }, { ref, amount }, at()),
    );
  const whole = (order: Awaited<ReturnType<typeof earnedOrder>>) =>
    s.t.db.transaction((tx) => takeBackOrderPoints(tx, order, at()));
  const returned = async (memberId: number) =>
    (await pointsBooks(s, memberId)).entries
      .filter((e) => e.reason === 'return_refund')
      .map((e) => [e.delta, e.ref, e.note]);

  it('takes back in proportion to the money, once per refund, and the whole refund only the rest', async () => {
    const order = await earnedOrder(s, 74);
    expect(await takeBack(order, 'refund:1', 2220, 2220)).toBe(22);
    expect(await takeBack(order, 'refund:1', 2220, 2220)).toBe(0);
    expect(await takeBack(order, 'refund:2', 2220, 4440)).toBe(22);
    // A fen more earns no whole point back.
    expect(await takeBack(order, 'refund:3', 1, 4441)).toBe(0);
    expect(await whole(order)).toBe(30);
    expect(await whole(order)).toBe(0);
    expect(await returned(order.memberId)).toEqual([
      [-22, 'refund:1', ''],
      [-22, 'refund:2', ''],
      [-30, null, ''],
    ]);
    const books = await pointsBooks(s, order.memberId);
    expect([books.points, books.sum]).toEqual([0, 0]);
  });

  it('ten refunds of a tenth take back exactly what the order earned, never more', async () => {
    const order = await earnedOrder(s, 74);
    const taken: number[] = [];
    for (let k = 1; k <= 10; k++) taken.push(await takeBack(order, `refund:${k}`, 740, 740 * k));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(74);
    expect(Math.max(...taken) - Math.min(...taken)).toBeLessThanOrEqual(1);
    expect(await whole(order)).toBe(0);
    expect((await pointsBooks(s, order.memberId)).points).toBe(0);
  });

  it('stops at the points the member has, notes the shortfall, and a later refund of the order tries again', async () => {
    const order = await earnedOrder(s, 74);
    const move = { memberId: order.memberId, reason: 'manual_edit', at: at() } as const;
    await s.t.db.transaction((tx) => movePoints(tx, { ...move, delta: -60 }));
    expect(await takeBack(order, 'refund:1', 3700, 3700)).toBe(14);
    await s.t.db.transaction((tx) => movePoints(tx, { ...move, delta: 100 }));
    expect(await takeBack(order, 'refund:2', 3700, 7400)).toBe(60);
    expect(await returned(order.memberId)).toEqual([
      [-14, 'refund:1', '23 already spent'],
      [-60, 'refund:2', ''],
    ]);
    const books = await pointsBooks(s, order.memberId);
    expect([books.points, books.sum]).toEqual([40, 40]);
  });

  it('the accumulation progress keeps only the points the order keeps', async () => {
    const res = await staffRequest(s, 'POST', 'points/accumulation', {
      name: 'Collect 1000 in 7 days',
      targetPoints: 1000,
      windowDays: 7,
      reward: [{ giftType: 1, quantity: 100 }],
      endsAt: new Date(at().getTime() + 60 * DAY_MS).toISOString(),
    });
    const promo = res.json().Result as { id: number };
    const order = await earnedOrder(s, 200);
    const progress = async () =>
      (
        await s.t.db
          .select({ points: accumulationProgress.points })
          .from(accumulationProgress)
          .where(
            and(
              eq(accumulationProgress.promotionId, promo.id),
              eq(accumulationProgress.memberId, order.memberId),
            ),
          )
      )[0]?.points;
    expect(await progress()).toBe(200);
    await takeBack(order, 'refund:1', 5000, 5000);
    expect(await progress()).toBe(150);
    await takeBack(order, 'refund:1', 5000, 5000);
    expect(await progress()).toBe(150);
    await whole(order);
    expect(await progress()).toBe(0);
  });
});
