import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders } from './auto-cancel.ts';
import { insertOrder, paymentStatuses, stockOf } from './order-test-kit.ts';

const MINUTE = 60_000;

describe.each(dbTargets())('cancelling orders on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let free: number;
  let me: { memberId: number; session: string };

  const cancel = (orderNo: string) =>
    t.call('Order/CancelProductOrder', { orderNo }, { session: me.session });
  const place = (fields: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(t.db, {
      memberId: me.memberId,
      storeId: store,
      lines: [
        { productId: tea, quantity: 3, price: 1200 },
        { productId: free, quantity: 2, price: 500, takeStock: false },
      ],
      createdAt: t.clock.now(),
      cancelAfter: new Date(t.clock.now().getTime() + 15 * MINUTE),
      ...fields,
    });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db);
    tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1200, stock: 50 });
    free = await insertProduct(t.db, store, { name: 'Water', price: 500, stock: 7, ignoreStock: true });
    me = await memberSession(t);
  });
  afterAll(() => t.close());

  it('cancels an unpaid order: stock back, payment attempts closed, shown as cancelled by the shopper', async () => {
    const order = await place({ pendingPayment: true });
    expect(await stockOf(t.db, tea)).toBe(47);
    const res = await cancel(order.orderNo);
    expect(res.status).toBe(200);
    expect(res.body.Result).toEqual({ orderNo: order.orderNo, status: 'cancelled' });
    expect(await stockOf(t.db, tea)).toBe(50);
    expect(await stockOf(t.db, free)).toBe(7);
    expect(await paymentStatuses(t.db, order.id)).toEqual(['cancelled']);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'shopper',
      cancelledAt: t.clock.now(),
    });
    const again = await cancel(order.orderNo);
    expect(again.status).toBe(409);
    expect(again.body.Code).toBe('ORDER_CANCELLED');
    expect(await stockOf(t.db, tea)).toBe(50);
  });

  it('cancels a cash order the store has not accepted, and refuses once accepted', async () => {
    const cash = await place({ status: 'pending', payMethod: 1, cancelAfter: null });
    expect((await cancel(cash.orderNo)).status).toBe(200);
    expect(await stockOf(t.db, tea)).toBe(50);
    const accepted = await place({ status: 'accepted', payMethod: 1, cancelAfter: null });
    const res = await cancel(accepted.orderNo);
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('ORDER_CANCEL_FAILED');
    expect(await stockOf(t.db, tea)).toBe(47);
  });

  it('refuses to cancel a paid order', async () => {
    const paid = await place({ paidAt: t.clock.now(), cancelAfter: null });
    const res = await cancel(paid.orderNo);
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('ORDER_CANCEL_FAILED');
    expect(await orderRow(paid.id)).toMatchObject({ status: 'pending', cancelledAt: null });
    expect(await paymentStatuses(t.db, paid.id)).toEqual(['paid']);
  });

  it('auto-cancels unpaid orders past their limit once, giving the stock back once', async () => {
    const before = await stockOf(t.db, tea);
    const due = await Promise.all([1, 2, 3].map(() => place({ pendingPayment: true })));
    const cash = await place({ status: 'pending', payMethod: 1, cancelAfter: null });
    t.clock.advance(10 * MINUTE);
    const later = await place();
    expect(await cancelExpiredOrders(t, t.clock.now())).toBe(0);
    t.clock.advance(5 * MINUTE);
    expect(await cancelExpiredOrders(t, t.clock.now(), 2)).toBe(3);
    expect(await cancelExpiredOrders(t, t.clock.now(), 2)).toBe(0);
    for (const o of due) {
      expect(await orderRow(o.id)).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
      expect(await paymentStatuses(t.db, o.id)).toEqual(['cancelled']);
    }
    expect((await orderRow(cash.id)).status).toBe('pending');
    expect((await orderRow(later.id)).status).toBe('unpaid');
    expect(await stockOf(t.db, tea)).toBe(before - 6);
    const res = await cancel(due[0]!.orderNo);
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('ORDER_TIMED_OUT');
    const status = await t.call('order/OrderStatus', { orderNo: due[0]!.orderNo }, { session: me.session });
    expect(status.body.Result).toMatchObject({ status: 'cancelled', paid: false, autoCancelAt: null });
  });
});
