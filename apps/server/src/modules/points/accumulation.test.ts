import type { AccumulationPromotionOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftDeliveries } from '../../db/schema/gift.ts';
import { orders } from '../../db/schema/order.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { earnOrderPoints, takeBackOrderPoints } from './order-points.ts';
import {
  atShanghai,
  type PointsSuite,
  pointsBooks,
  pointsCall,
  pointsSuite,
  staffRequest,
} from './points-test-kit.ts';

const DAY_MS = 86_400_000;
let orderCounter = 0;

/** A completed order of `yuan` paid in the suite's store (its point rule: 1 point per yuan), its points earned. */
async function completeOrder(s: PointsSuite, memberId: number, yuan: number) {
  orderCounter += 1;
  const [order] = await s.t.db
    .insert(orders)
    .values({
      orderNo: `77${process.pid}${orderCounter}${Date.now() % 100000}`,
      memberId,
      storeId: s.store,
      orderMode: 'takeout',
      status: 'completed',
      payMethod: 2,
      amount: yuan * 100,
      originalAmount: yuan * 100,
      quantity: 1,
      pickupNo: '1',
      contactPhone: '',
      idempotencyKey: `accumulation-test-${process.pid}-${orderCounter}-${Date.now()}`,
      requestHash: 'x',
      createdAt: s.t.clock.now(),
    })
    .returning({ id: orders.id });
  const pointsOrder = { id: order!.id, memberId, storeId: s.store, paidAmount: yuan * 100 };
  await s.t.db.transaction((tx) => earnOrderPoints(tx, pointsOrder, s.t.clock.now()));
  return pointsOrder;
}

describe.each(dbTargets())('the accumulated-points promotion on %s', (target) => {
  const s = pointsSuite(target, null, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
  const load = (session: string) =>
    pointsCall<{ promotions: AccumulationPromotionOut[] }>(s, 'Accumulation/Load', session);

  async function createPromotion(fields: object = {}) {
    const res = await staffRequest(s, 'POST', 'points/accumulation', {
      name: 'Collect 300 in 7 days',
      targetPoints: 300,
      windowDays: 7,
      reward: [{ giftType: 1, quantity: 100 }],
      endsAt: new Date(s.t.clock.now().getTime() + 60 * DAY_MS).toISOString(),
      ...fields,
    });
    expect(res.json()).toMatchObject({ Success: true });
    return res.json().Result as { id: number };
  }

  it('counts purchase points from the first purchase, delivers the reward once at the target', async () => {
    atShanghai(s, '2026-11-01T10:00');
    const promo = await createPromotion();
    const m = await memberSession(s.t);
    expect((await load(m.session)).body.Result.promotions.find((p) => p.id === promo.id)).toMatchObject({
      targetPoints: 300,
      windowDays: 7,
      reward: [{ giftType: 1, quantity: 100 }],
      progress: null,
    });
    await completeOrder(s, m.memberId, 120);
    s.t.clock.advance(3 * DAY_MS);
    await completeOrder(s, m.memberId, 150);
    const mid = (await load(m.session)).body.Result.promotions.find((p) => p.id === promo.id)!;
    expect(mid.progress).toMatchObject({
      points: 270,
      reachedAt: null,
      deadline: '2026-11-08T02:00:00.000Z',
    });
    await completeOrder(s, m.memberId, 40);
    await completeOrder(s, m.memberId, 500);
    const done = (await load(m.session)).body.Result.promotions.find((p) => p.id === promo.id)!;
    expect(done.progress).toMatchObject({ points: 310 });
    expect(done.progress?.reachedAt).not.toBeNull();
    const books = await pointsBooks(s, m.memberId);
    expect(books.entries.filter((e) => e.reason === 'accumulation_reward').map((e) => e.delta)).toEqual([
      100,
    ]);
    expect(books.points).toBe(120 + 150 + 40 + 500 + 100);
    expect(books.sum).toBe(books.points);
    const deliveries = await s.t.db
      .select()
      .from(giftDeliveries)
      .where(eq(giftDeliveries.memberId, m.memberId));
    expect(deliveries).toMatchObject([{ sourceKind: 'accumulation', sourceRef: String(promo.id) }]);
  });

  it('stops counting after the window, and a refund before the target takes its points back', async () => {
    atShanghai(s, '2026-11-01T10:00');
    const promo = await createPromotion({ targetPoints: 1000, windowDays: 3 });
    const m = await memberSession(s.t);
    const first = await completeOrder(s, m.memberId, 200);
    await completeOrder(s, m.memberId, 100);
    await s.t.db.transaction((tx) => takeBackOrderPoints(tx, first, s.t.clock.now()));
    await s.t.db.transaction((tx) => takeBackOrderPoints(tx, first, s.t.clock.now()));
    const progress = async () =>
      (await load(m.session)).body.Result.promotions.find((p) => p.id === promo.id)!.progress;
    expect((await progress())?.points).toBe(100);
    s.t.clock.advance(3 * DAY_MS + 1000);
    await completeOrder(s, m.memberId, 900);
    expect((await progress())?.points).toBe(100);
    expect((await progress())?.reachedAt).toBeNull();
  });

  it('refuses a reward that cannot be delivered, and ends a promotion for staff', async () => {
    atShanghai(s, '2026-11-01T10:00');
    const bad = await staffRequest(s, 'POST', 'points/accumulation', {
      name: 'Broken',
      targetPoints: 10,
      windowDays: 3,
      reward: [{ giftType: 2, quantity: 1, giftInfo: { templateId: 999999 } }],
      endsAt: '2027-01-01T00:00:00Z',
    });
    expect(bad.json()).toMatchObject({ Success: false, Code: 'GIFT_ITEMS_INVALID' });
    const promo = await createPromotion();
    const ended = await staffRequest(s, 'POST', `points/accumulation/${promo.id}/end`);
    expect(ended.json().Result.status).toBe('ended');
    const m = await memberSession(s.t);
    expect((await load(m.session)).body.Result.promotions.some((p) => p.id === promo.id)).toBe(false);
    const list = await staffRequest(s, 'GET', 'points/accumulation');
    expect(list.json().Result.promotions.length).toBeGreaterThan(0);
  });
});
