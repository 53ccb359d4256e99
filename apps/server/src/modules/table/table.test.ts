import type { CoopCartOut, OrderDetailOut, TableOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { tableOrders, tableSessions } from '../../db/schema/table.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { checkOverSessions } from './check-over.ts';
import { shopper, tableCall, tableStore } from './table-test-kit.ts';

type Completed = {
  order: { orderNo: string; needPay: boolean; status: string };
  batch: number;
  cart: CoopCartOut;
};

describe.each(dbTargets())('scan a table (%s)', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const shop = await tableStore(t.db, 3000);
    const other = await tableStore(t.db);
    const [ann, bob, eve] = await Promise.all([shopper(t), shopper(t), shopper(t)]);
    return { t, shop, other, ann: ann!, bob: bob!, eve: eve! };
  });
  const call = <R>(path: string, body: unknown, session?: string, store = w.shop.store) =>
    tableCall<R>(w.t, path, body, store, session);
  const staff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    w.t.app.inject({
      method,
      url: `/staff/${url}`,
      headers: {
        authorization: `Bearer ${TEST_STAFF_TOKEN}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  it('finds a table by code or number, and answers the three scan-order errors', async () => {
    const table = w.shop.tables[0]!;
    const byCode = await call<TableOut>('table/QueryTableByWxCode', { code: table.code });
    expect(byCode.status).toBe(200);
    expect(byCode.body.Result).toMatchObject({
      tableNo: '1',
      minSpend: 30,
      checkOverMinutes: 10,
      session: null,
    });
    const byNo = await call<TableOut>('table/QueryTableByWxCode', { tableNo: '2' });
    expect(byNo.body.Result.tableNo).toBe('2');
    const forged = await call('table/QueryTableByWxCode', { code: 'forgedforgedforged' });
    expect([forged.status, forged.body.Code]).toEqual([404, 'TABLE_CODE_INVALID']);
    expect(forged.body.Message).toBe('无效的小程序码');
    const elsewhere = await call('table/QueryTableByWxCode', { code: w.other.tables[0]!.code });
    expect(elsewhere.body.Code).toBe('TABLE_CODE_INVALID');
    const wrongNo = await call('table/QueryTableByWxCode', { tableNo: '99' });
    expect([wrongNo.status, wrongNo.body.Code]).toEqual([404, 'TABLE_NO_INVALID']);
    const both = await call('table/QueryTableByWxCode', { tableNo: '1', code: table.code });
    expect(both.status).toBe(400);
    await staff('POST', 'tables/service', { storeId: w.other.store, enabled: false });
    const off = await call('table/QueryTableByWxCode', { tableNo: '1' }, undefined, w.other.store);
    expect([off.status, off.body.Code]).toEqual([422, 'TABLE_SERVICE_DISABLED']);
    await staff('POST', 'tables/service', { storeId: w.other.store, enabled: true });
  });

  it('seats two phones at one session: the first sets the diners, both see who added what', async () => {
    const code = w.shop.tables[0]!.code;
    const guest = await call('CoopCart/JoinCoopCart', { code, diners: 2 });
    expect(guest.status).toBe(401);
    const a = await call<CoopCartOut>('CoopCart/JoinCoopCart', { code, diners: 3 }, w.ann.session);
    expect(a.status).toBe(200);
    const b = await call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo: '1', diners: 8 }, w.bob.session);
    expect(b.body.Result.session.id).toBe(a.body.Result.session.id);
    expect(b.body.Result.session.diners).toBe(3);
    const sessionId = a.body.Result.session.id;
    // Tableware for 3, added by the table.
    expect(b.body.Result.lines).toMatchObject([
      { ProductName: 'Tableware', ProductNum: 3, mustOrder: true, addedBy: null, minQuantity: 3 },
    ]);
    await call('CoopCart/AddCoopCartItem', { sessionId, ProductId: w.shop.dish, quantity: 1 }, w.ann.session);
    const seen = await call<CoopCartOut>(
      'CoopCart/AddCoopCartItem',
      { sessionId, ProductId: w.shop.dish, quantity: 2 },
      w.bob.session,
    );
    const dishes = seen.body.Result.lines.filter((l) => !l.mustOrder);
    expect(dishes.map((l) => [l.ProductNum, l.addedBy?.isMe])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(seen.body.Result.summary.amount).toBe(39);
    expect(seen.body.Result.minSpendShortfall).toBe(0);
    expect(seen.body.Result.members).toHaveLength(2);
    const table = await call<TableOut>('table/QueryTableByWxCode', { code });
    expect(table.body.Result.session?.id).toBe(sessionId);
  });

  it('keeps must-order lines, and keeps others out of a session they did not join', async () => {
    const a = await call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo: '1', diners: 1 }, w.ann.session);
    const sessionId = a.body.Result.session.id;
    const must = a.body.Result.lines.find((l) => l.mustOrder)!;
    const removed = await call(
      'CoopCart/SetCoopCartItem',
      { sessionId, lineId: must.lineId, quantity: 0 },
      w.ann.session,
    );
    expect([removed.status, removed.body.Code]).toEqual([422, 'TABLE_MUST_ORDER_FIXED']);
    const below = await call(
      'CoopCart/SetCoopCartItem',
      { sessionId, lineId: must.lineId, quantity: 2 },
      w.ann.session,
    );
    expect(below.body.Code).toBe('TABLE_MUST_ORDER_FIXED');
    const more = await call<CoopCartOut>(
      'CoopCart/SetCoopCartItem',
      { sessionId, lineId: must.lineId, quantity: 4 },
      w.ann.session,
    );
    expect(more.body.Result.lines.find((l) => l.mustOrder)?.ProductNum).toBe(4);
    await call('CoopCart/SetCoopCartItem', { sessionId, lineId: must.lineId, quantity: 3 }, w.ann.session);
    // Eve never scanned table 1: its session is not hers.
    for (const [path, body] of [
      ['CoopCart/MyCoopCart', { sessionId }],
      ['CoopCart/AddCoopCartItem', { sessionId, ProductId: w.shop.dish, quantity: 1 }],
      ['CoopCart/SetCoopCartItem', { sessionId, lineId: must.lineId, quantity: 9 }],
      ['CoopCart/CompleteCoopCart', { sessionId, payMethod: 10 }],
    ] as const) {
      const r = await call(path, body, w.eve.session);
      expect([path, r.status]).toEqual([path, 404]);
    }
    // Another store's header does not reach it either, even for a diner of the table.
    const otherStore = await call('CoopCart/MyCoopCart', { sessionId }, w.ann.session, w.other.store);
    expect(otherStore.status).toBe(404);
    // A product of another store cannot be added.
    const foreign = await call(
      'CoopCart/AddCoopCartItem',
      { sessionId, ProductId: w.other.dish, quantity: 1 },
      w.ann.session,
    );
    expect(foreign.body.Code).toBe('PRODUCT_NOT_FOUND');
  });

  it('sends the cart as one table order, asks below the minimum spend, appends later dishes as batch 2', async () => {
    // Table 2 with 1 diner: ¥1 tableware + ¥12 is below ¥30.
    const a = await call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo: '2', diners: 1 }, w.ann.session);
    const sessionId = a.body.Result.session.id;
    await call('CoopCart/JoinCoopCart', { tableNo: '2', diners: 1 }, w.bob.session);
    await call('CoopCart/AddCoopCartItem', { sessionId, ProductId: w.shop.dish, quantity: 1 }, w.bob.session);
    const ask = await call('CoopCart/CompleteCoopCart', { sessionId, payMethod: 10 }, w.ann.session);
    expect([ask.status, ask.body.Code]).toEqual([409, 'TABLE_MIN_SPEND_CONFIRM']);
    expect(ask.body.Message).toBe('未达到本桌最低消费¥30.00，确定下单吗？');
    const done = await call<Completed>(
      'CoopCart/CompleteCoopCart',
      { sessionId, payMethod: 10, confirmMinSpend: true },
      w.ann.session,
    );
    expect(done.status).toBe(200);
    expect(done.body.Result.batch).toBe(1);
    expect(done.body.Result.cart.lines).toEqual([]);
    const [placed] = await w.t.db
      .select({ order: orders, table: tableOrders })
      .from(orders)
      .innerJoin(tableOrders, eq(tableOrders.orderId, orders.id))
      .where(eq(orders.orderNo, done.body.Result.order.orderNo));
    expect(placed?.order).toMatchObject({ orderMode: 'table', amount: 1300, status: 'pending' });
    expect(placed?.table).toMatchObject({ tableNo: '2', diners: 1, sessionId, batch: 1 });
    // The order's detail names its table, diners and round.
    const detail = await call<OrderDetailOut>(
      'order/OrderDetails',
      { orderno: done.body.Result.order.orderNo },
      w.ann.session,
    );
    expect(detail.body.Result).toMatchObject({
      orderMode: 'table',
      table: { tableNo: '2', diners: 1, sessionId, batch: 1 },
      placedByMe: true,
    });
    // Bob sat at the table: he opens the round Ann sent (its dishes, amount and state), but cancelling stays Ann's.
    const orderno = done.body.Result.order.orderNo;
    const bobs = await call<OrderDetailOut>('order/OrderDetails', { orderno }, w.bob.session);
    expect(bobs.status).toBe(200);
    expect(bobs.body.Result).toMatchObject({
      amount: 13,
      status: 'pending',
      placedByMe: false,
      table: { batch: 1 },
    });
    expect(bobs.body.Result.items.map((i) => i.ProductNum)).toEqual(
      detail.body.Result.items.map((i) => i.ProductNum),
    );
    // Ann's phone is hers: Bob sees it masked.
    expect(bobs.body.Result.contactPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(detail.body.Result.contactPhone).toMatch(/^\d{11}$/);
    expect((await call('order/OrderStatus', { orderNo: orderno }, w.bob.session)).status).toBe(200);
    const bobCancels = await call('Order/CancelProductOrder', { orderNo: orderno }, w.bob.session);
    expect([bobCancels.status, bobCancels.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    // Eve never joined the session: the round is not hers to read.
    const eves = await call('order/OrderDetails', { orderno }, w.eve.session);
    expect([eves.status, eves.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    // Bob's phone sees the order; completing again finds nothing new and answers the same order.
    const again = await call<Completed>(
      'CoopCart/CompleteCoopCart',
      { sessionId, payMethod: 10 },
      w.bob.session,
    );
    expect(again.body.Result.order.orderNo).toBe(done.body.Result.order.orderNo);
    // More dishes later: a second batch, a linked order of the same session.
    await call('CoopCart/AddCoopCartItem', { sessionId, ProductId: w.shop.dish, quantity: 2 }, w.bob.session);
    const second = await call<Completed>(
      'CoopCart/CompleteCoopCart',
      { sessionId, payMethod: 10 },
      w.bob.session,
    );
    expect(second.body.Result.batch).toBe(2);
    expect(second.body.Result.cart.orders.map((o) => o.batch)).toEqual([1, 2]);
    expect(second.body.Result.cart.orderedAmount).toBe(37);
    // Staff confirm both; handing over (complete) is the pay-after payment; then the table is closed 'paid'.
    for (const o of second.body.Result.cart.orders) {
      const confirmed = await staff('POST', `table-orders/${o.orderNo}/confirm`);
      expect(confirmed.json().Result.status).toBe('accepted');
      await staff('POST', `orders/${o.orderNo}/complete`);
    }
    const after = await call<CoopCartOut>('CoopCart/MyCoopCart', { sessionId }, w.ann.session);
    expect(after.body.Result.session).toMatchObject({ status: 'closed', closeReason: 'paid' });
    const table = await call<TableOut>('table/QueryTableByWxCode', { tableNo: '2' });
    expect(table.body.Result.session).toBeNull();
    const late = await call(
      'CoopCart/AddCoopCartItem',
      { sessionId, ProductId: w.shop.dish, quantity: 1 },
      w.ann.session,
    );
    expect(late.body.Code).toBe('TABLE_SESSION_CLOSED');
  });

  it('confirms only table orders, closes a table for staff, and lists the tables', async () => {
    const list = await staff('GET', `tables?storeId=${w.shop.store}`);
    expect(list.json().Result.tables.map((t: { number: string }) => t.number)).toEqual(['1', '2', '3']);
    const added = await staff('POST', 'tables', { storeId: w.shop.store, number: '4', seats: 6 });
    expect(added.json().Result).toMatchObject({ number: '4', seats: 6, enabled: true });
    expect(added.json().Result.code).toMatch(/^[A-Za-z0-9_-]{18}$/);
    const off = await staff('POST', 'tables/enable', { storeId: w.shop.store, number: '4', enabled: false });
    expect(off.json().Result.enabled).toBe(false);
    const scanOff = await call('table/QueryTableByWxCode', { tableNo: '4' });
    expect(scanOff.body.Code).toBe('TABLE_NO_INVALID');
    const closed = await staff('POST', 'tables/close', { storeId: w.shop.store, number: '1' });
    expect(closed.json().Result.status).toBe('closed');
    const [s] = await w.t.db
      .select()
      .from(tableSessions)
      .where(eq(tableSessions.id, closed.json().Result.sessionId));
    expect(s?.closeReason).toBe('staff');
    const notOpen = await staff('POST', 'tables/close', { storeId: w.shop.store, number: '1' });
    expect(notOpen.statusCode).toBe(404);
    const missing = await staff('POST', 'table-orders/2099010112345678/confirm');
    expect(missing.statusCode).toBe(404);
  });

  it('checks over a quiet table without an order after 10 minutes, by the job and on the next scan', async () => {
    const a = await call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo: '3', diners: 2 }, w.ann.session);
    const sessionId = a.body.Result.session.id;
    w.t.clock.advance(9 * 60_000);
    expect(await checkOverSessions(w.t, w.t.clock.now())).toBe(0);
    w.t.clock.advance(60_000);
    expect(await checkOverSessions(w.t, w.t.clock.now())).toBeGreaterThanOrEqual(1);
    const gone = await call<CoopCartOut>('CoopCart/MyCoopCart', { sessionId }, w.ann.session);
    expect(gone.body.Result.session).toMatchObject({ status: 'closed', closeReason: 'check-over' });
    const fresh = await call<CoopCartOut>(
      'CoopCart/JoinCoopCart',
      { tableNo: '3', diners: 4 },
      w.bob.session,
    );
    expect(fresh.body.Result.session.id).not.toBe(sessionId);
    expect(fresh.body.Result.session.diners).toBe(4);
  });

  it('pays a table order online through the existing payment flow', async () => {
    const a = await call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo: '3', diners: 4 }, w.ann.session);
    const sessionId = a.body.Result.session.id;
    await call('CoopCart/AddCoopCartItem', { sessionId, ProductId: w.shop.dish, quantity: 3 }, w.ann.session);
    const done = await call<Completed>(
      'CoopCart/CompleteCoopCart',
      { sessionId, payMethod: 4 },
      w.ann.session,
    );
    expect(done.body.Result.order).toMatchObject({ needPay: true, status: 'unpaid' });
  });
});
