import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { insertProduct, place, requiredGroup, shopper, storeWith } from './checkout-test-kit.ts';

// The clock is 2026-11-21T10:00Z: 18:00 on a Saturday in Shanghai.
const afternoon = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '12:00', close: '20:00' }));
const at = (iso: string) => ({ pickupTime: iso });

describe.each(dbTargets())('order/placefast refusals (SPEC §8) on %s', (target) => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof shopper>>;
  let store: number;
  let cake: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    who = await shopper(t);
    store = await storeWith(t.db, {}, { openingHours: afternoon });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 800, stock: 3 });
  });
  afterAll(async () => {
    // Nothing refused may leave an order behind.
    expect(await t.db.select().from(orders).where(eq(orders.memberId, who.memberId))).toHaveLength(2);
    await t.close();
  });

  /** A store in a given state with one product, and the refusal placing it meets. */
  async function refusal(status: 'closed' | 'temp_closed' | 'reservation_only', extra = {}) {
    const s = await storeWith(t.db, {}, { status });
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const res = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }], extra);
    return [res.status, res.body.Code];
  }

  it('refuses closed, temporarily closed and reservation-only stores', async () => {
    expect(await refusal('closed')).toEqual([422, 'STORE_CLOSED']);
    expect(await refusal('temp_closed')).toEqual([422, 'STORE_TEMP_CLOSED']);
    expect(await refusal('reservation_only')).toEqual([422, 'STORE_RESERVATION_ONLY']);
    // A reservation-only store takes an order with a pickup time.
    expect(await refusal('reservation_only', at('2026-11-21T10:30:00Z'))).toEqual([200, null]);
  });

  it('refuses a store outside its opening hours unless a valid pickup time is given', async () => {
    const s = await storeWith(t.db, {}, { openingHours: [{ weekday: 6, open: '19:00', close: '20:00' }] });
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const asap = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }]);
    expect(asap.body.Code).toBe('STORE_CLOSED');
    const later = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }], at('2026-11-21T11:15:00Z'));
    expect(later.status).toBe(200);
  });

  it.each([
    ['in the past', '2026-11-21T09:00:00Z'],
    ['too soon', '2026-11-21T10:01:00Z'],
    ['after closing', '2026-11-21T12:30:00Z'],
  ])('refuses a pickup time %s (APPOINTMENT_TIME_INVALID)', async (_what, iso) => {
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], at(iso));
    expect([res.status, res.body.Code]).toEqual([422, 'APPOINTMENT_TIME_INVALID']);
  });

  it('refuses short stock with the items and their stock, and takes nothing', async () => {
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 4 }]);
    expect([res.status, res.body.Code]).toEqual([409, 'ORDER_INSUFFICIENT_STOCK']);
    expect(res.body.InvalidBasketItems).toEqual([
      { ProductId: cake, ProductName: 'Cake', Stock: 3, Quantity: 4, IsOutStock: false, Unavailable: false },
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, cake));
    expect(row!.stock).toBe(3);
  });

  it("refuses another store's, off-shelf and unknown products (CART_EMPTY_OR_UNBUYABLE)", async () => {
    const elsewhere = await insertProduct(t.db, await storeWith(t.db), { name: 'Elsewhere', price: 100 });
    const retired = await insertProduct(t.db, store, { name: 'Retired', price: 100, onShelf: false });
    for (const id of [elsewhere, retired, 999_999]) {
      const res = await place(t, store, who, [{ ProductId: id, ProductNum: 1 }]);
      expect([res.status, res.body.Code]).toEqual([422, 'CART_EMPTY_OR_UNBUYABLE']);
      expect(res.body.InvalidBasketItems).toEqual([
        expect.objectContaining({ ProductId: id, Unavailable: true }),
      ]);
    }
  });

  it('refuses a line without its required options, naming them', async () => {
    const tea = await insertProduct(t.db, store, { name: 'Tea', price: 1000 });
    await requiredGroup(t.db, tea, 'Sugar', [['None', 0]]);
    const res = await place(t, store, who, [{ ProductId: tea, ProductNum: 1 }]);
    expect([res.status, res.body.Code, res.body.Message]).toEqual([
      422,
      'ORDER_OPTIONS_REQUIRED',
      '请选择商品规格：Tea(Sugar)',
    ]);
    expect(res.body.missingOptions).toEqual([{ ProductId: tea, ProductName: 'Tea', groupNames: ['Sugar'] }]);
  });

  it('refuses an order below the minimum start price, naming it', async () => {
    const s = await storeWith(t.db, { minStartPrice: 2000 });
    const p = await insertProduct(t.db, s, { name: 'P', price: 1999 });
    const res = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }]);
    expect([res.status, res.body.Code, res.body.Message]).toEqual([
      422,
      'ORDER_BELOW_MINIMUM',
      '未达到起订金额¥20.00',
    ]);
  });

  it('refuses a missing or malformed contact phone', async () => {
    const items = [{ ProductId: cake, ProductNum: 1 }];
    expect((await place(t, store, who, items, { contactPhone: '' })).body.Code).toBe('PHONE_EMPTY');
    expect((await place(t, store, who, items, { contactPhone: '12345' })).body.Code).toBe('PHONE_INVALID');
  });

  it('refuses a payment method the store does not offer', async () => {
    for (const payMethod of [4, 10, 900, -1]) {
      const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], { payMethod });
      expect([res.status, res.body.Code]).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    }
  });
});
