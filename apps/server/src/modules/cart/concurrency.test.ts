import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { newCartKey, storedLines, sync } from './cart-test-kit.ts';

// DESIGN §4: parallel syncs of one cart serialise on its row lock, whatever mix of replace and merge they are.
describe.runIf(hasPostgres)('cart sync under concurrency on postgres', () => {
  let t: TestApp;
  let store: number;
  let p1: number;
  let p2: number;
  let p3: number;
  let many: number[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    store = await insertStore(t.db);
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 53 }, (_, i) => ({ storeId: store, name: `P${i}`, price: 100, stock: 100_000 })),
      )
      .returning({ id: products.id });
    [p1, p2, p3] = rows.slice(0, 3).map((r) => r.id) as [number, number, number];
    many = rows.slice(3).map((r) => r.id);
  });
  afterAll(() => t.close());

  for (let round = 1; round <= 5; round++) {
    it(`round ${round}: 50 parallel replace/merge syncs of a member's cart end in one serial outcome`, async () => {
      const { memberId, session } = await memberSession(t);
      // Call i sends quantity i + 1: replaces (even i, odd quantities) send p1 and p2; merges send p2 and p3.
      const calls = Array.from({ length: 50 }, (_, i) => {
        const q = i + 1;
        const isMerge = i % 2 === 1;
        const items = isMerge
          ? [
              { ProductId: p2, ProductNum: q },
              { ProductId: p3, ProductNum: q },
            ]
          : [
              { ProductId: p1, ProductNum: q },
              { ProductId: p2, ProductNum: q },
            ];
        return sync(t, items, { storeId: store, session, isMerge });
      });
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));

      const cartRows = await t.db.select().from(carts).where(eq(carts.memberId, memberId));
      expect(cartRows).toHaveLength(1);
      const lines = await storedLines(t.db, { memberId });
      const byProduct = new Map(lines.map((l) => [l.productId, l.quantity]));
      expect(byProduct.size).toBe(lines.length);
      expect([...byProduct.keys()].every((id) => [p1, p2, p3].includes(id))).toBe(true);
      const last = byProduct.get(p2)!;
      expect(last).toBeGreaterThan(0);
      if (byProduct.has(p3)) {
        // The last call was a merge: it set p2 and p3 together; p1 is whatever an earlier replace left.
        expect(last % 2).toBe(0);
        expect(byProduct.get(p3)).toBe(last);
        if (byProduct.has(p1)) expect(byProduct.get(p1)! % 2).toBe(1);
      } else {
        // The last call was a replace: exactly its two lines.
        expect(last % 2).toBe(1);
        expect(byProduct.get(p1)).toBe(last);
      }
    });

    it(`round ${round}: 50 parallel first syncs of one guest key lose no line and make one cart`, async () => {
      const cartKey = newCartKey();
      const results = await Promise.all(
        many.map((id, i) =>
          sync(t, [{ ProductId: id, ProductNum: i + 1 }], { storeId: store, cartKey, isMerge: true }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      expect(await t.db.select().from(carts).where(eq(carts.cartKey, cartKey))).toHaveLength(1);
      const lines = await storedLines(t.db, { cartKey });
      expect(lines.map((l) => [l.productId, l.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(
        many.map((id, i) => [id, i + 1]),
      );
    });
  }
});
