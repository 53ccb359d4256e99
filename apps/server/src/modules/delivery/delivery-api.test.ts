import type { orderEndpoints, ResultOf } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { orders } from '../../db/schema/order.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertOrder } from '../order/order-test-kit.ts';
import { type CourierProvider, sandboxCourier } from './courier.ts';
import {
  deliveryOrder,
  deliverySuite,
  INNER_POINT,
  JINGAN,
  newMember,
  type Out,
  staffDelivery,
  TO_DELIVERED,
  walk,
} from './delivery-test-kit.ts';
import { useCourier } from './index.ts';
import { confirmDueDeliveries } from './receipt.ts';

async function statusOf(w: ReturnType<typeof deliverySuite>, orderId: number) {
  const [row] = await w.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

describe.each(dbTargets())('delivery lifecycle on %s', (target) => {
  const w = deliverySuite(target);

  it('walks the SPEC §4 states, the order status following, and the timeline recording each', async () => {
    const { memberId, session } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    const expected: Array<[string, string, string]> = [
      ['accept', 'accepted', 'accepted'],
      ['dispatch', 'awaiting-rider', 'accepted'],
      ['pickup', 'picked-up', 'delivering'],
      ['deliver', 'delivering', 'delivering'],
      ['arrive', 'delivered', 'delivered'],
    ];
    for (const [step, state, status] of expected) {
      const res = await staffDelivery(w.t, order.orderNo, step);
      expect(res.body.Result).toEqual({ orderNo: order.orderNo, state });
      expect(await statusOf(w, order.id)).toBe(status);
    }
    const info = await w.t.call<Out<'expressInfo'>>(
      'order/ExpressInfo',
      { orderNo: order.orderNo },
      { session },
    );
    expect(info.status).toBe(200);
    const r = info.body.Result;
    expect(r.address).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(r.address.addr).toContain('静安区');
    expect(r.events.map((e) => e.state)).toEqual([
      'placed',
      'paid',
      'accepted',
      'awaiting-rider',
      'picked-up',
      'delivering',
      'delivered',
    ]);
    expect(r.courier).toEqual({ name: 'Sandbox Rider', phone: '13900000000' });
    expect(r.storeTimezone).toBe('Asia/Shanghai');
    // The store's countdown is 12 hours.
    expect(new Date(r.autoConfirmAt ?? 0).getTime() - w.t.clock.now().getTime()).toBe(12 * 3_600_000);
  });

  it('refuses steps out of place (409) and orders that are not deliveries (404)', async () => {
    const { memberId } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    const early = await staffDelivery(w.t, order.orderNo, 'pickup');
    expect([early.status, early.body.Code]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    await walk(w, order.orderNo, ['accept']);
    expect((await staffDelivery(w.t, order.orderNo, 'accept')).status).toBe(409);
    expect((await staffDelivery(w.t, order.orderNo, 'arrive')).status).toBe(409);
    expect((await staffDelivery(w.t, order.orderNo, 'returning')).status).toBe(409);
    const unpaid = await deliveryOrder(w, memberId, { status: 'unpaid' });
    expect((await staffDelivery(w.t, unpaid.orderNo, 'accept')).status).toBe(409);
    const pickup = await insertOrder(w.t.db, {
      memberId,
      storeId: w.jingan,
      lines: [{ productId: w.cake, quantity: 1, price: 3700 }],
      paidAt: w.t.clock.now(),
      createdAt: w.t.clock.now(),
    });
    expect((await staffDelivery(w.t, pickup.orderNo, 'accept')).status).toBe(404);
    expect((await staffDelivery(w.t, 'abc', 'accept')).status).toBe(400);
    expect((await staffDelivery(w.t, order.orderNo, 'fly')).status).toBe(400);
    expect((await staffDelivery(w.t, order.orderNo, 'pickup', { rider: { name: '' } })).status).toBe(400);
  });

  it('takes an order the store accepted through the order steps, and names the rider staff give', async () => {
    const { memberId, session } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    const accepted = await w.t.app.inject({
      method: 'POST',
      url: `/staff/orders/${order.orderNo}/accept`,
      headers: { authorization: 'Bearer test-staff-token-0123456789' },
    });
    expect(accepted.statusCode).toBe(200);
    // Past acceptance a delivery moves only by the delivery steps: the counter's ready and complete are refused.
    for (const step of ['ready', 'complete']) {
      const skipped = await w.t.app.inject({
        method: 'POST',
        url: `/staff/orders/${order.orderNo}/${step}`,
        headers: { authorization: 'Bearer test-staff-token-0123456789' },
      });
      expect(skipped.statusCode).toBe(409);
    }
    await walk(w, order.orderNo, ['accept', 'dispatch']);
    await staffDelivery(w.t, order.orderNo, 'pickup', { rider: { name: 'Wang Fang', phone: '13700000000' } });
    const info = await w.t.call<Out<'expressInfo'>>(
      'order/ExpressInfo',
      { orderNo: order.orderNo },
      { session },
    );
    expect(info.body.Result.courier).toEqual({ name: 'Wang Fang', phone: '13700000000' });
  });

  it('reports the rider position while on the way, with the store, the address and the zone', async () => {
    const { memberId, session } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    const before = await w.t.call<Out<'queryTransporterRealTimePosition'>>(
      'order/QueryTransporterRealTimePosition',
      { orderNo: order.orderNo },
      { session },
    );
    expect(before.body.Result).toMatchObject({
      state: null,
      rider: null,
      store: JINGAN,
      address: INNER_POINT,
    });
    expect(before.body.Result.zone).toMatchObject({ kind: 'polygon', fee: 3 });
    expect(
      (await staffDelivery(w.t, order.orderNo, 'position', { latitude: 31.225, longitude: 121.447 })).status,
    ).toBe(409);
    await walk(w, order.orderNo, ['accept', 'dispatch', 'pickup']);
    const bad = await staffDelivery(w.t, order.orderNo, 'position', { latitude: 'x', longitude: 121 });
    expect(bad.status).toBe(400);
    await staffDelivery(w.t, order.orderNo, 'position', { latitude: 31.226, longitude: 121.447 });
    const res = await w.t.call<Out<'queryTransporterRealTimePosition'>>(
      'order/QueryTransporterRealTimePosition',
      { orderNo: order.orderNo },
      { session },
    );
    expect(res.body.Result).toMatchObject({
      state: 'picked-up',
      rider: { latitude: 31.226, longitude: 121.447, at: w.t.clock.now().toISOString() },
    });
  });

  it('answers another member, a guest and bad input as the wire says', async () => {
    const owner = await newMember(w);
    const other = await newMember(w);
    const order = await deliveryOrder(w, owner.memberId);
    await walk(w, order.orderNo, TO_DELIVERED);
    for (const path of [
      'order/ExpressInfo',
      'order/QueryTransporterRealTimePosition',
      'order/ConfirmReceive',
    ]) {
      const res = await w.t.call(path, { orderNo: order.orderNo }, { session: other.session });
      expect([path, res.status, res.body.Code]).toEqual([path, 404, 'ORDER_NOT_FOUND']);
      expect((await w.t.call(path, { orderNo: order.orderNo })).status).toBe(401);
      expect((await w.t.call(path, { orderNo: 'x1' }, { session: owner.session })).status).toBe(400);
      expect(
        (await w.t.call(path, { orderNo: order.orderNo, extra: 1 }, { session: owner.session })).status,
      ).toBe(400);
      const unknown = await w.t.call(path, { orderNo: '99999999' }, { session: owner.session });
      expect(unknown.status).toBe(404);
    }
  });

  it('answers LOGISTICS_FETCH_FAILED when the courier fails', async () => {
    const { memberId, session } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    await walk(w, order.orderNo, ['accept', 'dispatch']);
    const sandbox = sandboxCourier(w.t.db);
    const failing: CourierProvider = {
      ...sandbox,
      status: () => Promise.reject(new Error('courier down')),
      position: () => Promise.reject(new Error('courier down')),
    };
    useCourier(w.t.db, failing);
    try {
      for (const path of ['order/ExpressInfo', 'order/QueryTransporterRealTimePosition']) {
        const res = await w.t.call(path, { orderNo: order.orderNo }, { session });
        expect([res.status, res.body.Code, res.body.Message]).toEqual([
          502,
          'LOGISTICS_FETCH_FAILED',
          '获取物流信息失败',
        ]);
      }
    } finally {
      useCourier(w.t.db, sandbox);
    }
  });

  it('ConfirmReceive completes a delivered order once, earning its points; not delivered yet is refused', async () => {
    const { memberId, session } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    await walk(w, order.orderNo, ['accept', 'dispatch', 'pickup', 'deliver']);
    const early = await w.t.call('order/ConfirmReceive', { orderNo: order.orderNo }, { session });
    expect([early.status, early.body.Code, early.body.Message]).toEqual([
      409,
      'CONFIRM_RECEIVE_FAILED',
      '确认收货失败',
    ]);
    await walk(w, order.orderNo, ['arrive']);
    const first = await w.t.call<Out<'confirmReceive'>>(
      'order/ConfirmReceive',
      { orderNo: order.orderNo },
      { session },
    );
    expect(first.body.Result).toEqual({ orderNo: order.orderNo, status: 'completed' });
    const again = await w.t.call<Out<'confirmReceive'>>(
      'order/ConfirmReceive',
      { orderNo: order.orderNo },
      { session },
    );
    expect(again.status).toBe(200);
    expect(await statusOf(w, order.id)).toBe('completed');
    const info = await w.t.call<ResultOf<typeof orderEndpoints.loadOrders>>(
      'OrderHistory/LoadOrders',
      { tab: 'completed', range: 'month', pageIndex: 1, pageSize: 10 },
      { session },
    );
    expect(info.body.Result.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    const express = await w.t.call<Out<'expressInfo'>>(
      'order/ExpressInfo',
      { orderNo: order.orderNo },
      { session },
    );
    expect(express.body.Result.events.at(-1)?.state).toBe('received');
    expect(express.body.Result.autoConfirmAt).toBeNull();
    const [member] = await w.t.db
      .select({ points: members.points })
      .from(members)
      .where(eq(members.id, memberId));
    expect(member!.points).toBe(74);
  });

  it('the exception path: returning, then returned; the store may then refund it', async () => {
    const { memberId } = await newMember(w);
    const order = await deliveryOrder(w, memberId);
    await walk(w, order.orderNo, ['accept', 'dispatch', 'pickup', 'returning', 'returned']);
    expect(await statusOf(w, order.id)).toBe('delivering');
    const cancel = await w.t.app.inject({
      method: 'POST',
      url: `/staff/orders/${order.orderNo}/cancel`,
      headers: { authorization: 'Bearer test-staff-token-0123456789' },
    });
    expect(cancel.json().Result.status).toBe('refunded');
  });

  it('the auto-confirm job confirms only delivered orders past the store countdown', async () => {
    const later = new Date(w.t.clock.now().getTime() + 12 * 3_600_000);
    // The other tests' delivered orders go first, so the counts below are this test's.
    await confirmDueDeliveries(w.t.db, later);
    const { memberId } = await newMember(w);
    const due = await deliveryOrder(w, memberId);
    const onTheWay = await deliveryOrder(w, memberId);
    await walk(w, due.orderNo, TO_DELIVERED);
    await walk(w, onTheWay.orderNo, ['accept', 'dispatch', 'pickup']);
    expect(await confirmDueDeliveries(w.t.db, new Date(w.t.clock.now().getTime() + 11 * 3_600_000))).toBe(0);
    expect(await confirmDueDeliveries(w.t.db, later)).toBe(1);
    expect(await confirmDueDeliveries(w.t.db, later)).toBe(0);
    expect(await statusOf(w, due.id)).toBe('completed');
    expect(await statusOf(w, onTheWay.id)).toBe('delivering');
  });
});
