import { describe, expect, it } from 'vitest';
import { dbTargets } from '../../test/harness.ts';
import { movePoints } from '../points/index.ts';
import {
  newMember,
  paidOrder,
  pointsBooks,
  pointsSuite,
  staffStep,
  storeWith,
} from './order-points-test-kit.ts';
import { paymentStatuses } from './order-test-kit.ts';

// The home notice and level card promise points per yuan (the store's pointRule); a completed order keeps it.
describe.each(dbTargets())('points for completed orders on %s', (target) => {
  const w = pointsSuite(target);

  it('a completed ¥74 order earns 74 points once, however often completion is repeated', async () => {
    const memberId = await newMember(w);
    const order = await paidOrder(w, memberId);
    expect((await staffStep(w.t, order.orderNo, 'complete')).status).toBe(200);
    expect((await staffStep(w.t, order.orderNo, 'complete')).status).toBe(409);
    expect(await pointsBooks(w, memberId, order.id)).toMatchObject({
      points: 74,
      sum: 74,
      entries: [{ delta: 74, reason: 'consumption', note: '' }],
    });
  });

  it("earns by the store's rate, flooring the yuan, and counts what was paid from the balance", async () => {
    const doubled = await storeWith(w, { pointRule: { pointsPerYuan: 2, pointsPerYuanOff: 100 } });
    const memberId = await newMember(w, 10_000);
    const order = await paidOrder(w, memberId, { store: doubled, payMethod: 2, price: 3725, quantity: 1 });
    await staffStep(w.t, order.orderNo, 'complete');
    expect((await pointsBooks(w, memberId, order.id)).points).toBe(74);
  });

  it('a store without a point rule gives no points', async () => {
    const none = await storeWith(w, { pointRule: undefined });
    const memberId = await newMember(w);
    const order = await paidOrder(w, memberId, { store: none });
    expect((await staffStep(w.t, order.orderNo, 'complete')).status).toBe(200);
    expect(await pointsBooks(w, memberId, order.id)).toMatchObject({ points: 0, sum: 0, entries: [] });
  });

  it('taking a completed order back refunds it and its points, once', async () => {
    const memberId = await newMember(w, 10_000);
    const order = await paidOrder(w, memberId, { payMethod: 2 });
    expect((await staffStep(w.t, order.orderNo, 'refund')).body.Code).toBe('ORDER_STATE_CONFLICT');
    await staffStep(w.t, order.orderNo, 'complete');
    expect(await staffStep(w.t, order.orderNo, 'refund')).toMatchObject({
      status: 200,
      body: { Result: { orderNo: order.orderNo, status: 'refunded', refund: 'refunded' } },
    });
    expect((await staffStep(w.t, order.orderNo, 'refund')).status).toBe(409);
    expect((await staffStep(w.t, order.orderNo, 'complete')).status).toBe(409);
    expect(await paymentStatuses(w.t.db, order.id)).toEqual(['refunded']);
    expect((await pointsBooks(w, memberId, order.id)).balance).toBe(10_000);
    expect(await pointsBooks(w, memberId, order.id)).toMatchObject({
      points: 0,
      sum: 0,
      entries: [
        { delta: 74, reason: 'consumption', note: '' },
        { delta: -74, reason: 'return_refund', note: '' },
      ],
    });
  });

  it('points already spent are not taken twice: the take-back stops at 0 and notes the rest', async () => {
    const memberId = await newMember(w);
    const order = await paidOrder(w, memberId);
    await staffStep(w.t, order.orderNo, 'complete');
    await w.t.db.transaction((tx) =>
      movePoints(tx, { memberId, delta: -50, reason: 'gift_exchange', at: w.t.clock.now() }),
    );
    expect((await staffStep(w.t, order.orderNo, 'refund')).status).toBe(200);
    const books = await pointsBooks(w, memberId, order.id);
    expect(books.points).toBe(0);
    expect(books.sum).toBe(0);
    expect(books.entries.at(-1)).toEqual({ delta: -24, reason: 'return_refund', note: '50 already spent' });
  });
});
