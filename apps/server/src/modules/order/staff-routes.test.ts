import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { orders } from '../../db/schema/order.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { ledgerSum, moveBalance } from '../balance/ledger.ts';
import { insertOrder, paymentStatuses, stockOf } from './order-test-kit.ts';

describe.each(dbTargets())('staff order routes on %s', (target) => {
  let t: TestApp;
  let store: number;
  let otherStore: number;
  let tea: number;
  let memberId: number;

  const staff = (method: 'GET' | 'POST', url: string, token = TEST_STAFF_TOKEN) =>
    t.app.inject({ method, url: `/staff/${url}`, headers: { authorization: `Bearer ${token}` } });
  const step = async (orderNo: string, action: string) => {
    const res = await staff('POST', `orders/${orderNo}/${action}`);
    return { status: res.statusCode, body: res.json() };
  };
  const place = (fields: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(t.db, {
      memberId,
      storeId: store,
      lines: [{ productId: tea, quantity: 2, price: 1250 }],
      createdAt: t.clock.now(),
      ...fields,
    });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db);
    otherStore = await insertStore(t.db);
    tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1250, stock: 40 });
    memberId = (await memberSession(t)).memberId;
    await t.db.transaction((tx) =>
      moveBalance(tx, { memberId, delta: 10_000, reason: 'manual_edit', at: t.clock.now() }),
    );
  });
  afterAll(() => t.close());

  it('lists the latest orders of a store, filtered by status, behind the token', async () => {
    const unpaid = await place({ cancelAfter: t.clock.now() });
    t.clock.advance(1_000);
    const cash = await place({ status: 'pending', payMethod: 1 });
    await insertOrder(t.db, {
      memberId,
      storeId: otherStore,
      lines: [{ productId: tea, quantity: 1, price: 1250, name: 'Tea' }],
      createdAt: t.clock.now(),
    });
    const all = (await staff('GET', `orders?storeId=${store}`)).json().Result.orders;
    expect(all.map((o: { orderNo: string }) => o.orderNo)).toEqual([cash.orderNo, unpaid.orderNo]);
    expect(all[0]).toMatchObject({
      status: 'pending',
      paid: false,
      amount: 25,
      quantity: 2,
      payMethod: 1,
      storeId: store,
      items: [{ name: `Product ${tea}`, quantity: 2 }],
    });
    const pending = (await staff('GET', `orders?storeId=${store}&status=pending`)).json().Result.orders;
    expect(pending.map((o: { orderNo: string }) => o.orderNo)).toEqual([cash.orderNo]);
    expect((await staff('GET', 'orders')).json().Result.orders).toHaveLength(3);
    expect((await staff('GET', 'orders?status=lost')).statusCode).toBe(400);
    expect((await staff('GET', 'orders', 'wrong-token-0123456789')).statusCode).toBe(401);
    expect((await staff('POST', `orders/${cash.orderNo}/accept`, 'wrong-token-0123456789')).statusCode).toBe(
      401,
    );
  });

  it('takes a cash order through accept, ready and complete, which counts it paid in person', async () => {
    const cash = await place({ status: 'pending', payMethod: 1 });
    expect(await step(cash.orderNo, 'ready')).toMatchObject({
      status: 409,
      body: { Code: 'ORDER_STATE_CONFLICT' },
    });
    expect(await step(cash.orderNo, 'accept')).toMatchObject({
      status: 200,
      body: { Result: { orderNo: cash.orderNo, status: 'accepted' } },
    });
    expect((await step(cash.orderNo, 'accept')).status).toBe(409);
    expect((await step(cash.orderNo, 'ready')).body.Result.status).toBe('ready');
    t.clock.advance(60_000);
    expect((await step(cash.orderNo, 'complete')).body.Result.status).toBe('completed');
    expect(await orderRow(cash.id)).toMatchObject({
      status: 'completed',
      paidAt: t.clock.now(),
      paidAmount: 2500,
      completedAt: t.clock.now(),
    });
    expect(await step(cash.orderNo, 'cancel')).toMatchObject({
      status: 409,
      body: { Code: 'ORDER_STATE_CONFLICT' },
    });
    expect(await step('99999999', 'accept')).toMatchObject({
      status: 404,
      body: { Code: 'ORDER_NOT_FOUND' },
    });
    expect((await step('abc', 'accept')).status).toBe(400);
  });

  it('completes a paid order from accepted without touching what was paid', async () => {
    const paidAt = t.clock.now();
    const paid = await place({ paidAt });
    t.clock.advance(60_000);
    expect((await step(paid.orderNo, 'complete')).status).toBe(409);
    await step(paid.orderNo, 'accept');
    expect((await step(paid.orderNo, 'complete')).body.Result.status).toBe('completed');
    expect(await orderRow(paid.id)).toMatchObject({ paidAt, paidAmount: 2500 });
    const unpaid = await place({ cancelAfter: t.clock.now() });
    expect((await step(unpaid.orderNo, 'accept')).status).toBe(409);
  });

  it('cancels an unpaid order for the store: stock back, payment attempts closed', async () => {
    const before = await stockOf(t.db, tea);
    const order = await place({ cancelAfter: t.clock.now(), pendingPayment: true });
    const res = await step(order.orderNo, 'cancel');
    expect(res).toMatchObject({
      status: 200,
      body: { Result: { orderNo: order.orderNo, status: 'cancelled' } },
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'store',
      refundState: 'none',
    });
    expect(await stockOf(t.db, tea)).toBe(before);
    expect(await paymentStatuses(t.db, order.id)).toEqual(['cancelled']);
  });

  it('cancels a balance-paid order with a refund to the balance, once', async () => {
    const before = await stockOf(t.db, tea);
    const order = await place({ payMethod: 2, paidAt: t.clock.now() });
    await step(order.orderNo, 'accept');
    const balance = async () =>
      (await t.db.select().from(members).where(eq(members.id, memberId)))[0]!.balance;
    expect(await balance()).toBe(7_500);
    const res = await step(order.orderNo, 'cancel');
    expect(res).toMatchObject({ status: 200, body: { Result: { status: 'refunded', refund: 'refunded' } } });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'refunded',
      cancelReason: 'store',
      refundState: 'refunded',
      refundedAmount: 2500,
    });
    expect(await balance()).toBe(10_000);
    expect(await ledgerSum(t.db, memberId)).toBe(10_000);
    const refunds = await t.db
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.orderId, order.id), eq(balanceEntries.reason, 'refund')));
    expect(refunds.map((e) => e.delta)).toEqual([2500]);
    expect(await paymentStatuses(t.db, order.id)).toEqual(['refunded']);
    expect(await stockOf(t.db, tea)).toBe(before);
    expect((await step(order.orderNo, 'cancel')).status).toBe(409);
    expect(await balance()).toBe(10_000);
  });
});
