import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { insertOrder } from './order-test-kit.ts';

interface Standing {
  queueNo: string;
  kitchenStatus: string;
  position: number;
  waitMinutes: number;
}

describe.each(dbTargets())('dine-in kitchen queue on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let me: { memberId: number; session: string };
  let other: { memberId: number; session: string };

  const kitchen = async (orderNo: string, step: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/orders/${orderNo}/kitchen/${step}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const standing = async (orderNo: string, session = me.session) =>
    t.call<Standing>('store/GetOrderKDSQueuingStatus', { orderNo }, { session });
  let n = 0;
  const queueOrder = async (
    memberId = me.memberId,
    fields: Partial<Parameters<typeof insertOrder>[1]> = {},
  ) => {
    n += 1;
    t.clock.advance(1_000);
    return insertOrder(t.db, {
      memberId,
      storeId: store,
      orderMode: 'queue',
      pickupNo: String(n).padStart(3, '0'),
      status: 'pending',
      payMethod: 1,
      lines: [{ productId: tea, quantity: 1, price: 1000 }],
      createdAt: t.clock.now(),
      ...fields,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db, { averageMakingMinutes: 4 });
    tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1000, stock: 100 });
    me = await memberSession(t);
    other = await memberSession(t);
  });
  afterAll(() => t.close());

  it('shows the position and wait moving as staff advance the tickets ahead', async () => {
    const first = await queueOrder(other.memberId);
    await queueOrder(other.memberId, { status: 'unpaid' }); // not in the kitchen yet: not counted
    await queueOrder(other.memberId, { orderMode: 'takeout' }); // another mode: not counted
    const second = await queueOrder(other.memberId);
    const mine = await queueOrder();
    const before = await standing(mine.orderNo);
    expect(before.status).toBe(200);
    expect(before.body.Result).toMatchObject({ kitchenStatus: 'waiting', position: 3, waitMinutes: 12 });
    expect(before.body.Result!.queueNo).toBe('005');

    expect((await kitchen(first.orderNo, 'preparing')).body.Result).toMatchObject({
      kitchenStatus: 'preparing',
    });
    expect((await kitchen(first.orderNo, 'ready')).status).toBe(200);
    expect((await standing(mine.orderNo)).body.Result).toMatchObject({ position: 2, waitMinutes: 8 });
    await kitchen(second.orderNo, 'ready');
    await kitchen(mine.orderNo, 'preparing');
    expect((await standing(mine.orderNo)).body.Result).toMatchObject({ position: 1, waitMinutes: 2 });
    await kitchen(mine.orderNo, 'ready');
    expect((await standing(mine.orderNo)).body.Result).toMatchObject({ kitchenStatus: 'ready', position: 0 });
    expect((await kitchen(mine.orderNo, 'served')).body.Result).toMatchObject({ kitchenStatus: 'served' });
  });

  it('moves tickets forwards only, and only dine-in orders', async () => {
    const mine = await queueOrder();
    const served = await kitchen(mine.orderNo, 'served');
    expect(served.status).toBe(409);
    expect(served.body.Code).toBe('ORDER_STATE_CONFLICT');
    await kitchen(mine.orderNo, 'ready');
    expect((await kitchen(mine.orderNo, 'preparing')).status).toBe(409);
    const pickup = await queueOrder(me.memberId, { orderMode: 'takeout' });
    expect((await kitchen(pickup.orderNo, 'ready')).status).toBe(404);
    expect((await kitchen(mine.orderNo, 'cooking')).status).toBe(400);
  });

  it("answers 404 for another member's or a non-queue order", async () => {
    const theirs = await queueOrder(other.memberId);
    expect((await standing(theirs.orderNo)).status).toBe(404);
    const pickup = await queueOrder(me.memberId, { orderMode: 'takeout' });
    expect((await standing(pickup.orderNo)).body.Code).toBe('ORDER_NOT_FOUND');
    expect((await standing('abc')).status).toBe(400);
  });
});
