import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import type { Assessment } from './assess.ts';
import { insertProduct, newKey, shopper, storeWith } from './checkout-test-kit.ts';
import type { NewOrder } from './order-write.ts';
import { stockTake, writeOrder } from './write-order.ts';

// The placing statement on its own, past the read-time checks placefast makes first: the refusals it raises
// itself must undo everything it wrote (DESIGN §4), whatever the read saw.
describe.each(dbTargets())('writeOrder (one statement) on %s', (target) => {
  let t: TestApp;
  let store: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db);
  });
  afterAll(() => t.close());

  /** An order of `q` of one product, as placefast would hand it over after its checks. */
  function order(memberId: number, productId: number, q: number, balance: boolean, key = newKey()) {
    const now = t.clock.now();
    const o: NewOrder = {
      ...{
        datePrefix: '20261121',
        memberId,
        storeId: store,
        orderMode: 'takeout',
        payMethod: balance ? 2 : 1,
      },
      ...{ status: 'pending', amount: 500 * q, originalAmount: 500 * q, quantity: q, paidAmount: 0 },
      ...{ contactPhone: '13900000000', remark: '', pickupAt: null, idempotencyKey: key, requestHash: 'h' },
      ...{ createdAt: now, cancelAfter: null, paidAt: balance ? now : null, balancePayment: balance },
      lines: [],
    };
    const line = { productId, quantity: q, product: { name: 'Jam', ignoreStock: false } };
    const a = { lines: [{ line, unit: 500, original: 500 }] } as unknown as Assessment;
    const finish = { allowStockBelowZero: false, cartLines: { productIds: [productId], optionKeys: [''] } };
    return writeOrder(t.db, o, stockTake(a), finish, a, '2026-11-21');
  }
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
  const ordersOf = (memberId: number) => t.db.select().from(orders).where(eq(orders.memberId, memberId));

  it('refuses short stock with the stock committed, and writes nothing', async () => {
    const who = await shopper(t, 10_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 2 });
    const err = await order(who.memberId, jam, 3, true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([(err as AppError).code, (err as AppError).extra]).toEqual([
      'ORDER_INSUFFICIENT_STOCK',
      {
        InvalidBasketItems: [
          {
            ProductId: jam,
            ProductName: 'Jam',
            Stock: 2,
            Quantity: 3,
            IsOutStock: false,
            Unavailable: false,
          },
        ],
      },
    ]);
    expect(await stockOf(jam)).toBe(2);
    expect(await ordersOf(who.memberId)).toEqual([]);
    const [m] = await t.db.select().from(members).where(eq(members.id, who.memberId));
    expect([m!.balance, await ledgerSum(t.db, who.memberId)]).toEqual([10_000, 10_000]);
  });

  it('refuses a balance too low (BALANCE_INSUFFICIENT), and writes nothing', async () => {
    const who = await shopper(t, 400);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 5 });
    const err = await order(who.memberId, jam, 1, true).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('BALANCE_INSUFFICIENT');
    expect(await stockOf(jam)).toBe(5);
    expect(await ordersOf(who.memberId)).toEqual([]);
    const entries = await t.db.select().from(balanceEntries).where(eq(balanceEntries.memberId, who.memberId));
    expect(entries.map((e) => e.delta)).toEqual([400]);
  });

  it('places, pays by balance with its ledger entry, numbers the order, and a repeat changes nothing', async () => {
    const who = await shopper(t, 1_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 5 });
    const key = newKey();
    const first = await order(who.memberId, jam, 2, true, key);
    expect(first).toMatchObject({ kind: 'placed', pickupNo: expect.stringMatching(/^\d{3,}$/) });
    expect(await order(who.memberId, jam, 2, true, key)).toEqual({ kind: 'repeat' });
    expect(await stockOf(jam)).toBe(3);
    const [m] = await t.db.select().from(members).where(eq(members.id, who.memberId));
    expect([m!.balance, await ledgerSum(t.db, who.memberId)]).toEqual([0, 0]);
    const [entry] = await t.db
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.reason, 'order_payment'), eq(balanceEntries.memberId, who.memberId)));
    expect([entry!.delta, entry!.balanceAfter]).toEqual([-1_000, 0]);
  });

  it('a repeat racing the first waits for it and places nothing', async () => {
    const who = await shopper(t);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 50 });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(who.memberId, jam, 1, false, key)),
    );
    expect(results.filter((r) => r.kind === 'placed')).toHaveLength(1);
    expect(await stockOf(jam)).toBe(49);
    expect(await ordersOf(who.memberId)).toHaveLength(1);
  });
});
