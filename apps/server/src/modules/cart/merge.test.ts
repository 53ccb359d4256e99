import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { insertMember, insertProduct, memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';
import { mergeGuestCartIntoMember } from './merge.ts';

describe.each(dbTargets())('guest cart merge at login on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  it('adds the guest lines of every store into the member carts, applies stock, and deletes the guest carts', async () => {
    const { memberId, session } = await memberSession(t);
    const cartKey = newCartKey();
    const sizeL = [{ txtproductAttributeUid: c.sizeL }];
    ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 2, CartItemAttributes: sizeL },
          { ProductId: c.cake, ProductNum: 1 },
        ],
        { storeId: c.store, session },
      ),
    );
    ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 3, CartItemAttributes: sizeL, Comment: 'hot' },
          { ProductId: c.cake, ProductNum: 3 },
          { ProductId: c.free, ProductNum: 1 },
        ],
        { storeId: c.store, cartKey },
      ),
    );
    ok(await sync(t, [{ ProductId: c.loose, ProductNum: 4 }], { storeId: c.looseStore, cartKey }));

    await t.db.transaction((tx) => mergeGuestCartIntoMember(tx, memberId, cartKey, t.clock));

    const lines = await storedLines(t.db, { memberId });
    expect(lines.map((l) => [l.storeId, l.productId, l.optionKey, l.quantity, l.comment])).toEqual([
      [c.store, c.tea, String(c.sizeL), 5, 'hot'],
      // 1 + 3 asked, cake has 3 in stock.
      [c.store, c.cake, '', 3, ''],
      [c.store, c.free, '', 1, ''],
      [c.looseStore, c.loose, '', 4, ''],
    ]);
    expect(await t.db.select().from(carts).where(eq(carts.cartKey, cartKey))).toEqual([]);
    expect(await storedLines(t.db, { cartKey })).toEqual([]);

    const seen = ok(await sync(t, [], { storeId: c.store, session, isMerge: true }));
    expect(seen.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([
      [c.tea, 5],
      [c.cake, 3],
      [c.free, 1],
    ]);
  });

  it('drops guest lines that are no longer available', async () => {
    const memberId = await insertMember(t.db);
    const cartKey = newCartKey();
    const seasonal = await insertProduct(t.db, c.store, { name: 'Seasonal', price: 100 });
    ok(
      await sync(
        t,
        [
          { ProductId: seasonal, ProductNum: 1 },
          { ProductId: c.tea, ProductNum: 1 },
        ],
        { storeId: c.store, cartKey },
      ),
    );
    await t.db.update(products).set({ onShelf: false }).where(eq(products.id, seasonal));
    await mergeGuestCartIntoMember(t.db, memberId, cartKey, t.clock);
    expect((await storedLines(t.db, { memberId })).map((l) => l.productId)).toEqual([c.tea]);
  });

  it('does nothing for a key without a cart, and rolls back with the login transaction', async () => {
    const memberId = await insertMember(t.db);
    await mergeGuestCartIntoMember(t.db, memberId, newCartKey(), t.clock);
    expect(await t.db.select().from(carts).where(eq(carts.memberId, memberId))).toEqual([]);

    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const failed = t.db.transaction(async (tx) => {
      await mergeGuestCartIntoMember(tx, memberId, cartKey, t.clock);
      throw new Error('login failed later');
    });
    await expect(failed).rejects.toThrow('login failed later');
    expect((await storedLines(t.db, { cartKey })).map((l) => l.productId)).toEqual([c.tea]);
    expect(await storedLines(t.db, { memberId })).toEqual([]);
  });
});
