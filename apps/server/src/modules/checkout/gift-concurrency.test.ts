import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { place, shopper } from './checkout-test-kit.ts';
import { giftShop } from './gift-test-kit.ts';

const ROUNDS = 20;
const BUYERS = 30;
const GIFTS = 3;

// Decision 056 under load: parallel orders each qualify for a free gift with a few units left. Every order is
// placed (a gift never refuses one), exactly as many get the gift as there were units, and none is oversold —
// whether an order found the gift gone at its read or lost the last unit to another between read and statement.
describe.runIf(hasPostgres)('the last units of a free gift raced by parallel orders on postgres', () => {
  let t: TestApp;
  let buyers: Array<Awaited<ReturnType<typeof shopper>>>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    buyers = await Promise.all(Array.from({ length: BUYERS }, () => shopper(t)));
  });
  afterAll(() => t.close());

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: ${BUYERS} parallel orders over ¥80 with ${GIFTS} gifts left are all placed, ${GIFTS} with the gift`, async () => {
      const shop = await giftShop(t, GIFTS, `Tart ${round}`);
      const results = await Promise.all(buyers.map((who) => place(t, shop.store, who, shop.twoCakes)));
      expect(
        results.filter((r) => r.status !== 200).map((r) => r.body),
        'no order refused',
      ).toEqual([]);
      const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, shop.store));
      expect(placed).toHaveLength(BUYERS);
      const given = await t.db
        .select()
        .from(orderLines)
        .where(
          and(
            eq(orderLines.productId, shop.tart),
            inArray(
              orderLines.orderId,
              placed.map((o) => o.id),
            ),
          ),
        );
      expect(given.map((l) => [l.quantity, l.unitPrice, l.tookStock])).toEqual(
        Array.from({ length: GIFTS }, () => [1, 0, 1]),
      );
      const told = results.filter((r) => r.body.Result!.droppedGifts?.[0]?.ProductId === shop.tart);
      expect(told).toHaveLength(BUYERS - GIFTS);
      const [row] = await t.db.select().from(products).where(eq(products.id, shop.tart));
      expect([row!.stock, row!.salesCount]).toEqual([0, GIFTS]);
    });
  }
});
