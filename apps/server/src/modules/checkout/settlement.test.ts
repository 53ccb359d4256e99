import type { SettlementPreviewOut } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import {
  checkoutCall,
  insertProduct,
  preview,
  requiredGroup,
  shopper,
  storeWith,
} from './checkout-test-kit.ts';

type PayInfo = {
  EnableCustomerBalancePayMethod: boolean;
  EnableCashPayMethod: boolean;
  EnableWxPayMethod: boolean;
  ThirdPartyPayMethods: Array<{ Name: string; Code: number }>;
  payMethods: Array<{ Code: number; Idx: number; infoStr: string }>;
};

describe.each(dbTargets())('checkout/GetPayInfo and IndexNoDiscount on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let cake: number;
  let sizeL: number;
  let who: Awaited<ReturnType<typeof shopper>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db, { minStartPrice: 5000 });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1200, originalPrice: 1500, stock: 5 });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 800, stock: 1 });
    [, sizeL] = (await requiredGroup(t.db, tea, 'Size', [
      ['M', 0],
      ['L', 300],
    ])) as [number, number];
    who = await shopper(t, 12345);
  });
  afterAll(() => t.close());

  const payInfo = (s: number) =>
    checkoutCall<PayInfo>(t, 'checkout/GetPayInfo', { orderMode: 'takeout' }, s, who.session);

  it('a store without a payment configuration offers balance (with the balance) and cash', async () => {
    const res = await payInfo(store);
    expect(res.status).toBe(200);
    expect(res.body.Result.EnableCustomerBalancePayMethod).toBe(true);
    expect(res.body.Result.EnableWxPayMethod).toBe(false);
    expect(res.body.Result.payMethods).toEqual([
      expect.objectContaining({ Code: 2, Idx: 0, infoStr: '¥123.45' }),
      expect.objectContaining({ Code: 1, Idx: 1, infoStr: '' }),
    ]);
  });

  it('lists every enabled method with its SPEC §9 code, third parties from 900', async () => {
    const payment = {
      balance: false,
      cash: true,
      payAfter: true,
      wechat: true,
      alipay: true,
      thirdParty: [{ name: 'UnionPay' }, { name: 'PayPal' }],
    };
    const res = await payInfo(await storeWith(t.db, { payment }));
    expect(res.body.Result.payMethods.map((m) => m.Code)).toEqual([4, 3, 900, 901, 1, 10]);
    expect(res.body.Result.payMethods.map((m) => m.Idx)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(res.body.Result.ThirdPartyPayMethods).toEqual([
      { Name: 'UnionPay', Code: 900 },
      { Name: 'PayPal', Code: 901 },
    ]);
  });

  it('refuses when the store turned every method off, and needs a member', async () => {
    const none = {
      balance: false,
      cash: false,
      payAfter: false,
      wechat: false,
      alipay: false,
      thirdParty: [],
    };
    const res = await payInfo(await storeWith(t.db, { payment: none }));
    expect([res.status, res.body.Code]).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    const guest = await t.call('checkout/GetPayInfo', {}, { headers: { 'x-store-id': String(store) } });
    expect(guest.status).toBe(401);
  });

  it('prices the lines on the server with options, totals, balance and phone', async () => {
    const res = await preview(t, store, who.session, [
      {
        ProductId: tea,
        ProductNum: 2,
        SellPrice: 0.01,
        CartItemAttributes: [{ txtproductAttributeUid: sizeL }],
      },
      { ProductId: cake, ProductNum: 1 },
    ]);
    expect(res.status).toBe(200);
    const r = res.body.Result;
    expect(r.items.map((i) => [i.ProductId, i.SellPrice, i.OriginalPrice, i.LineAmount])).toEqual([
      [tea, 15, 18, 30],
      [cake, 8, 8, 8],
    ]);
    expect(r.summary).toEqual({ amount: 38, quantity: 3, originalAmount: 44, discountedPrice: 6 });
    expect([r.balance, r.contactPhone, r.minStartPrice]).toEqual([123.45, who.phone, 50]);
    expect(r.problems).toEqual([
      { Code: 'ORDER_BELOW_MINIMUM', Message: '未达到起订金额¥50.00', params: { Amount: 50 } },
    ]);
  });

  it('offers pickup slots 15 minutes apart from now + 15 minutes', async () => {
    const res = await preview(t, store, who.session, [{ ProductId: cake, ProductNum: 1 }]);
    const slots = res.body.Result.pickupSlots.map((s) => new Date(s).getTime());
    const now = t.clock.now().getTime();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]! - now).toBeGreaterThanOrEqual(15 * 60_000);
    expect(slots[1]! - slots[0]!).toBe(15 * 60_000);
  });

  it('lists stock shortage, unavailable items and missing required options', async () => {
    const elsewhere = await insertProduct(t.db, await storeWith(t.db), { name: 'Elsewhere', price: 100 });
    const res = await preview(t, store, who.session, [
      { ProductId: tea, ProductNum: 6 },
      { ProductId: elsewhere, ProductNum: 1 },
    ]);
    const byCode = new Map(res.body.Result.problems.map((p) => [p.Code, p]));
    expect(byCode.get('CART_EMPTY_OR_UNBUYABLE')?.Items).toEqual([
      expect.objectContaining({ ProductId: elsewhere, ProductName: '', Unavailable: true }),
    ]);
    expect(byCode.get('ORDER_INSUFFICIENT_STOCK')?.Items).toEqual([
      expect.objectContaining({ ProductId: tea, Stock: 5, Quantity: 6, Unavailable: false }),
    ]);
    expect(byCode.get('ORDER_OPTIONS_REQUIRED')?.missingOptions).toEqual([
      { ProductId: tea, ProductName: 'Tea', groupNames: ['Size'] },
    ]);
  });

  it.each([
    ['closed', 'STORE_CLOSED'],
    ['temp_closed', 'STORE_TEMP_CLOSED'],
    ['reservation_only', 'STORE_RESERVATION_ONLY'],
  ] as const)('a %s store shows %s', async (status, code) => {
    const s = await storeWith(t.db, {}, { status });
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const res = await preview(t, s, who.session, [{ ProductId: p, ProductNum: 1 }]);
    const r: SettlementPreviewOut = res.body.Result;
    expect(r.problems.map((x) => x.Code)).toEqual([code]);
    if (status !== 'reservation_only') expect(r.pickupSlots).toEqual([]);
  });

  it('a store outside its opening hours is closed for now (clock 18:00 local)', async () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '08:00', close: '12:00' }));
    const s = await storeWith(t.db, {}, { openingHours: hours });
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const res = await preview(t, s, who.session, [{ ProductId: p, ProductNum: 1 }]);
    expect(res.body.Result.problems.map((x) => x.Code)).toEqual(['STORE_CLOSED']);
    expect(res.body.Result.pickupSlots).toEqual([]);
  });

  it('refuses unknown fields and fractional quantities', async () => {
    const bad = await preview(t, store, who.session, [{ ProductId: cake, ProductNum: 1.5 }]);
    expect(bad.status).toBe(400);
    const extra = await checkoutCall(
      t,
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items: [{ ProductId: cake, ProductNum: 1 }], coupon: 1 },
      store,
      who.session,
    );
    expect(extra.status).toBe(400);
  });
});
