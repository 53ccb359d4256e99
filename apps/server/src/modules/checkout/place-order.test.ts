import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { sync } from '../cart/cart-test-kit.ts';
import { insertProduct, newKey, place, requiredGroup, shopper, storeWith } from './checkout-test-kit.ts';

const allMethods = { balance: true, cash: true, payAfter: true, wechat: true, alipay: true, thirdParty: [] };

describe.each(dbTargets())('order/placefast on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let cake: number;
  let free: number;
  let sizeL: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db, { payment: allMethods, unpaidCancelMinutes: 20 });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1200, originalPrice: 1500, stock: 1000 });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 800, stock: 1000 });
    free = await insertProduct(t.db, store, {
      name: 'Made to order',
      price: 300,
      stock: 0,
      ignoreStock: true,
    });
    [, sizeL] = (await requiredGroup(t.db, tea, 'Size', [
      ['M', 0],
      ['L', 300],
    ])) as [number, number];
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('places a cash order priced by the server: pending, unpaid, stock taken, sales counted', async () => {
    const who = await shopper(t);
    const before = await stockOf(cake);
    const res = await place(t, store, who, [
      {
        ProductId: tea,
        ProductNum: 2,
        SellPrice: 0.01,
        CartItemAttributes: [{ txtproductAttributeUid: sizeL }],
      },
      { ProductId: cake, ProductNum: 1, SellPrice: 0 },
      { ProductId: free, ProductNum: 1 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.Result;
    expect([r.status, r.payMethod, r.amount, r.needPay, r.autoCancelAt]).toEqual([
      'pending',
      1,
      41,
      false,
      null,
    ]);
    expect(r.orderNo).toMatch(/^20261121\d{8}$/);
    expect(r.pickupNo).toMatch(/^\d{3}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, r.orderNo));
    expect([order!.amount, order!.originalAmount, order!.quantity, order!.paidAt]).toEqual([
      4100,
      4700,
      4,
      null,
    ]);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.productId, l.unitPrice, l.quantity, l.tookStock])).toEqual([
      [tea, 1500, 2, 2],
      [cake, 800, 1, 1],
      [free, 300, 1, 0],
    ]);
    const after = await stockOf(cake);
    expect([after.stock, after.salesCount]).toEqual([before.stock - 1, before.salesCount + 1]);
    expect((await stockOf(free)).stock).toBe(0);
  });

  it('gives pickup numbers in sequence per store and day', async () => {
    const who = await shopper(t);
    const s = await storeWith(t.db);
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const first = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }]);
    const second = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }]);
    expect([first.body.Result.pickupNo, second.body.Result.pickupNo]).toEqual(['001', '002']);
  });

  it('pays by balance in the same transaction: ledger entry, payment row, balance equals the ledger', async () => {
    const who = await shopper(t, 10_000);
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 2 }], { payMethod: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.Result.status, res.body.Result.needPay]).toEqual(['pending', false]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, res.body.Result.orderNo));
    expect([order!.paidAmount, order!.paidAt?.toISOString()]).toEqual([1600, t.clock.now().toISOString()]);
    const entries = await t.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order!.id));
    expect(entries.map((e) => [e.delta, e.reason, e.balanceAfter])).toEqual([[-1600, 'order_payment', 8400]]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect([payment!.provider, payment!.status, payment!.localOrderNo, payment!.amount]).toEqual([
      'balance',
      'paid',
      `${order!.orderNo}B`,
      1600,
    ]);
    const [member] = await t.db.select().from(members).where(eq(members.id, who.memberId));
    expect(member!.balance).toBe(8400);
    expect(await ledgerSum(t.db, who.memberId)).toBe(8400);
  });

  it('refuses a balance order the balance cannot cover, keeping nothing', async () => {
    const who = await shopper(t, 500);
    const before = await stockOf(cake);
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], { payMethod: 2 });
    expect([res.status, res.body.Code]).toEqual([409, 'BALANCE_INSUFFICIENT']);
    expect((await stockOf(cake)).stock).toBe(before.stock);
    expect(await t.db.select().from(orders).where(eq(orders.memberId, who.memberId))).toEqual([]);
  });

  it('leaves an online order unpaid with its auto-cancel time', async () => {
    const who = await shopper(t);
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], { payMethod: 4 });
    const r = res.body.Result;
    expect([r.status, r.needPay]).toEqual(['unpaid', true]);
    expect(r.autoCancelAt).toBe(new Date(t.clock.now().getTime() + 20 * 60_000).toISOString());
  });

  it('takes the ordered lines out of the member cart and bumps its version', async () => {
    const who = await shopper(t);
    await sync(
      t,
      [
        { ProductId: cake, ProductNum: 1 },
        { ProductId: tea, ProductNum: 1, CartItemAttributes: [{ txtproductAttributeUid: sizeL }] },
      ],
      { storeId: store, session: who.session },
    );
    const [cartBefore] = await t.db.select().from(carts).where(eq(carts.memberId, who.memberId));
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }]);
    expect(res.status).toBe(200);
    const [cartAfter] = await t.db.select().from(carts).where(eq(carts.memberId, who.memberId));
    expect(cartAfter!.version).toBe(cartBefore!.version + 1);
    const left = await t.db.select().from(cartLines).where(eq(cartLines.cartId, cartAfter!.id));
    expect(left.map((l) => l.productId)).toEqual([tea]);
  });

  it('answers a repeat with the first order, and refuses the key with another body', async () => {
    const who = await shopper(t);
    const idempotencyKey = newKey();
    const items = [{ ProductId: cake, ProductNum: 1 }];
    const first = await place(t, store, who, items, { idempotencyKey });
    const again = await place(t, store, who, items, { idempotencyKey });
    expect(again.body.Result).toEqual(first.body.Result);
    const other = await place(t, store, who, [{ ProductId: cake, ProductNum: 2 }], { idempotencyKey });
    expect([other.status, other.body.Code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await t.db.select().from(orders).where(eq(orders.memberId, who.memberId))).toHaveLength(1);
  });

  it('refuses a total the shopper did not see (CART_CHANGED), and takes the one they saw', async () => {
    const who = await shopper(t);
    const items = [{ ProductId: cake, ProductNum: 1, SellPrice: 0.01 }];
    const res = await place(t, store, who, items, { expectedAmount: 0.01 });
    expect([res.status, res.body.Code]).toEqual([409, 'CART_CHANGED']);
    expect((await place(t, store, who, items, { expectedAmount: 8 })).status).toBe(200);
  });

  it('refuses bad input with 400 before anything is written', async () => {
    const who = await shopper(t);
    for (const ProductNum of [-1, 0, 1.5]) {
      const res = await place(t, store, who, [{ ProductId: cake, ProductNum }]);
      expect(res.status).toBe(400);
    }
    expect((await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], { couponId: 3 })).status).toBe(
      400,
    );
    expect((await place(t, store, who, [{ ProductId: cake, ProductNum: 1, Price: 1 }])).status).toBe(400);
    expect(
      (await place(t, store, who, [{ ProductId: cake, ProductNum: 1 }], { idempotencyKey: 'short' })).status,
    ).toBe(400);
    const guest = await place(t, store, { session: '', phone: who.phone }, [
      { ProductId: cake, ProductNum: 1 },
    ]);
    expect(guest.status).toBe(401);
    expect(await t.db.select().from(orders).where(eq(orders.memberId, who.memberId))).toEqual([]);
  });
});
