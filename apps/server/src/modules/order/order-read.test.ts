import type { OrderDetailOut, OrderSummaryOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/store.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { insertOrder } from './order-test-kit.ts';

const DAY = 86_400_000;

interface ListResult {
  orders: OrderSummaryOut[];
  total: number;
  hasMore: boolean;
}

describe.each(dbTargets())('order history, detail and status on %s', (target) => {
  let t: TestApp;
  let session: string;
  let otherSession: string;
  let store: number;
  let tea: number;
  let cake: number;
  const placed: Record<string, string> = {};

  const list = async (tab: string, range = 'month', pageIndex = 1, pageSize = 20) => {
    const res = await t.call<ListResult>(
      'OrderHistory/LoadOrders',
      { tab, range, pageIndex, pageSize },
      { session },
    );
    expect(res.status).toBe(200);
    return res.body.Result;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db);
    await t.db.update(stores).set({ address: '1 Tea Road', tel: '010-1234' }).where(eq(stores.id, store));
    tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1200 });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 2550 });
    const me = await memberSession(t);
    session = me.session;
    otherSession = (await memberSession(t)).session;
    const now = t.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY);
    const line = { productId: tea, quantity: 1, price: 1200 };
    const add = async (key: string, days: number, fields: Partial<Parameters<typeof insertOrder>[1]>) => {
      const o = await insertOrder(t.db, {
        memberId: me.memberId,
        storeId: store,
        lines: [line],
        createdAt: at(days),
        ...fields,
      });
      placed[key] = o.orderNo;
    };
    await add('ancient', 400, { status: 'completed', paidAt: at(400), payMethod: 1 });
    await add('lastMonth', 40, { status: 'completed', paidAt: at(40), payMethod: 1 });
    await add('refunded', 6, { status: 'refunded', paidAt: at(6) });
    await add('cancelled', 5, { status: 'cancelled' });
    await add('completed', 4, { status: 'completed', paidAt: at(4) });
    await add('accepted', 3, { status: 'accepted', paidAt: at(3) });
    await add('pending', 2, { status: 'pending', payMethod: 1 });
    const lines = [
      {
        productId: tea,
        quantity: 2,
        price: 1000,
        originalPrice: 1200,
        name: 'Milk tea',
        options: [{ id: 7, name: 'L', groupName: 'Size', priceAdd: 300 }],
      },
      ...[1, 2, 3, 4, 5].map((i) => ({ productId: cake, quantity: 1, price: 2550, name: `Cake ${i}` })),
    ];
    placed.unpaid = (
      await insertOrder(t.db, {
        memberId: me.memberId,
        storeId: store,
        lines,
        createdAt: at(1),
        cancelAfter: new Date(now + 15 * 60_000),
        pendingPayment: true,
      })
    ).orderNo;
  });
  afterAll(() => t.close());

  it('lists the last 30 days newest first, with thumbnails of the first four lines', async () => {
    const all = await list('all');
    expect(all.orders.map((o) => o.orderNo)).toEqual(
      ['unpaid', 'pending', 'accepted', 'completed', 'cancelled', 'refunded'].map((k) => placed[k]),
    );
    expect(all).toMatchObject({ total: 6, hasMore: false, serverTime: t.clock.now().toISOString() });
    const unpaid = all.orders[0]!;
    expect(unpaid).toMatchObject({
      status: 'unpaid',
      amount: 147.5,
      quantity: 7,
      storeName: 'Test store',
      // The store's zone travels with the order, so its times read as the store's pickup slots do.
      storeTimezone: 'Asia/Shanghai',
      payMethod: 4,
      refundState: 'none',
    });
    expect(unpaid.items).toEqual([
      { ProductName: 'Milk tea', ImageName: `img-${tea}.png`, ProductNum: 2 },
      ...[1, 2, 3].map((i) => ({ ProductName: `Cake ${i}`, ImageName: `img-${cake}.png`, ProductNum: 1 })),
    ]);
    expect(unpaid.autoCancelAt).toBe(new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
    expect(all.orders[1]!.autoCancelAt).toBeNull();
  });

  it('filters by tab', async () => {
    const keys = async (tab: string, range = 'month') =>
      (await list(tab, range)).orders.map((o) => Object.keys(placed).find((k) => placed[k] === o.orderNo));
    expect(await keys('unpaid')).toEqual(['unpaid']);
    expect(await keys('active')).toEqual(['pending', 'accepted']);
    expect(await keys('completed')).toEqual(['completed']);
    expect(await keys('closed')).toEqual(['cancelled', 'refunded']);
    expect(await keys('completed', 'year')).toEqual(['completed', 'lastMonth']);
  });

  it('pages with the total and hasMore, and the year range leaves out older orders', async () => {
    const pages = [1, 2, 3, 4].map((i) => list('all', 'year', i, 2));
    const [p1, p2, p3, p4] = await Promise.all(pages);
    expect([p1!.total, p2!.total, p3!.total, p4!.total]).toEqual([7, 7, 7, 7]);
    expect([p1!.hasMore, p2!.hasMore, p3!.hasMore, p4!.hasMore]).toEqual([true, true, true, false]);
    const seen = [p1, p2, p3, p4].flatMap((p) => p!.orders.map((o) => o.orderNo));
    expect(seen).toHaveLength(7);
    expect(seen).not.toContain(placed.ancient);
    expect(seen.at(-1)).toBe(placed.lastMonth);
    expect(await list('all', 'year', 9, 2)).toMatchObject({ orders: [], total: 7, hasMore: false });
    t.clock.advance(25.5 * DAY);
    const later = (await list('all', 'month')).orders.map((o) => o.orderNo);
    t.clock.advance(-25.5 * DAY);
    expect(later).toEqual(['unpaid', 'pending', 'accepted', 'completed'].map((k) => placed[k]));
  });

  it('shows an order in full, with its store and the server time', async () => {
    const res = await t.call<OrderDetailOut>('order/OrderDetails', { orderno: placed.unpaid }, { session });
    expect(res.status).toBe(200);
    const d = res.body.Result;
    expect(d).toMatchObject({
      orderNo: placed.unpaid,
      status: 'unpaid',
      orderMode: 'takeout',
      amount: 147.5,
      quantity: 7,
      paidAmount: 0,
      refundedAmount: 0,
      contactPhone: '13800138000',
      remark: 'less ice',
      pickupNo: '001',
      pickupTime: null,
      paidAt: null,
      cancelReason: null,
      summary: { amount: 147.5, quantity: 7, originalAmount: 151.5, discountedPrice: 4 },
      store: { id: store, name: 'Test store', address: '1 Tea Road', tel: '010-1234' },
      serverTime: t.clock.now().toISOString(),
    });
    expect(d.items).toHaveLength(6);
    expect(d.items[0]).toEqual({
      ProductId: tea,
      ProductName: 'Milk tea',
      ImageName: `img-${tea}.png`,
      ProductNum: 2,
      SellPrice: 10,
      OriginalPrice: 12,
      LineAmount: 20,
      CartItemAttributes: [
        { txtproductAttributeUid: '7', attributeValue: 3, attributeName: 'L', groupName: 'Size' },
      ],
      Comment: '',
    });
    const paid = await t.call<OrderDetailOut>(
      'order/OrderDetails',
      { orderno: placed.accepted },
      { session },
    );
    expect(paid.body.Result).toMatchObject({ status: 'accepted', paidAmount: 12, autoCancelAt: null });
    expect(paid.body.Result.paidAt).toBe(new Date(t.clock.now().getTime() - 3 * DAY).toISOString());
  });

  it('answers the status alone', async () => {
    const res = await t.call('order/OrderStatus', { orderNo: placed.accepted }, { session });
    expect(res.body.Result).toEqual({
      orderNo: placed.accepted,
      status: 'accepted',
      paid: true,
      autoCancelAt: null,
      serverTime: t.clock.now().toISOString(),
    });
    const unpaid = await t.call<{ paid: boolean; autoCancelAt: string }>(
      'order/OrderStatus',
      { orderNo: placed.unpaid },
      { session },
    );
    expect(unpaid.body.Result).toMatchObject({ status: 'unpaid', paid: false });
    expect(unpaid.body.Result.autoCancelAt).not.toBeNull();
  });

  it("answers ORDER_NOT_FOUND for another member's order and an unknown number", async () => {
    for (const [path, body] of [
      ['order/OrderDetails', { orderno: placed.unpaid }],
      ['order/OrderStatus', { orderNo: placed.unpaid }],
      ['Order/CancelProductOrder', { orderNo: placed.unpaid }],
    ] as const) {
      const res = await t.call(path, body, { session: otherSession });
      expect(res.status, path).toBe(404);
      expect(res.body.Code).toBe('ORDER_NOT_FOUND');
    }
    const unknown = await t.call('order/OrderDetails', { orderno: '99999999' }, { session });
    expect(unknown.status).toBe(404);
    expect((await list('all')).total).toBe(6);
    const theirs = await t.call<ListResult>(
      'OrderHistory/LoadOrders',
      { tab: 'all', range: 'year', pageIndex: 1, pageSize: 5 },
      { session: otherSession },
    );
    expect(theirs.body.Result).toMatchObject({ orders: [], total: 0, hasMore: false });
  });
});
