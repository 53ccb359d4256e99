import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { insertProduct, newKey, place, shopper, storeWith } from './checkout-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4: stock and balance change only by conditional updates, and the idempotency key holds under load.
describe.runIf(hasPostgres)('placefast under concurrency on postgres', () => {
  let t: TestApp;
  let store: number;
  let buyers: Array<Awaited<ReturnType<typeof shopper>>>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    store = await storeWith(t.db);
    buyers = await Promise.all(Array.from({ length: 40 }, () => shopper(t)));
  });
  afterAll(() => t.close());

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 200 parallel orders of an item with stock 10 make exactly 10 orders`, async () => {
      const item = await insertProduct(t.db, store, { name: `Hot ${round}`, price: 100, stock: 10 });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          place(t, store, buyers[i % buyers.length]!, [{ ProductId: item, ProductNum: 1 }]),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(
        results.filter((r) => r.status === 409 && r.body.Code === 'ORDER_INSUFFICIENT_STOCK'),
      ).toHaveLength(190);
      const [row] = await t.db.select().from(products).where(eq(products.id, item));
      expect([row!.stock, row!.salesCount]).toEqual([0, 10]);
    });

    it(`round ${round}: 20 parallel balance orders of a member with ¥1.00 make one order`, async () => {
      const who = await shopper(t, 100);
      const item = await insertProduct(t.db, store, { name: `Bun ${round}`, price: 100, stock: 1000 });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          place(t, store, who, [{ ProductId: item, ProductNum: 1 }], { payMethod: 2 }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.Code === 'BALANCE_INSUFFICIENT')).toHaveLength(19);
      const [member] = await t.db.select().from(members).where(eq(members.id, who.memberId));
      expect(member!.balance).toBe(0);
      expect(await ledgerSum(t.db, who.memberId)).toBe(0);
      const spent = await t.db.select().from(balanceEntries).where(eq(balanceEntries.memberId, who.memberId));
      expect(spent.filter((e) => e.reason === 'order_payment')).toHaveLength(1);
      const [row] = await t.db.select().from(products).where(eq(products.id, item));
      expect(row!.stock).toBe(999);
    });

    it(`round ${round}: 20 parallel identical calls with one idempotency key make one order`, async () => {
      const who = await shopper(t);
      const item = await insertProduct(t.db, store, { name: `Pie ${round}`, price: 100, stock: 1000 });
      const idempotencyKey = newKey();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          place(t, store, who, [{ ProductId: item, ProductNum: 1 }], { idempotencyKey }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      expect(new Set(results.map((r) => r.body.Result.orderNo)).size).toBe(1);
      expect(await t.db.select().from(orders).where(eq(orders.memberId, who.memberId))).toHaveLength(1);
      const [row] = await t.db.select().from(products).where(eq(products.id, item));
      expect(row!.stock).toBe(999);
    });
  }
});
