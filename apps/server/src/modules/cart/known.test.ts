import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { attributeOptions, products } from '../../db/schema/catalog.ts';
import { stores } from '../../db/schema/store.ts';
import { dbTargets, hasPostgres, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { type KnownCart, stillKnown } from './cart-known.ts';
import { readCart } from './cart-read.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';
import { createIfUnchanged, createWithLines, writeIfUnchanged, writeIfVersion } from './cart-write.ts';
import { copiedRead, copyRead } from './catalog-copy.ts';

// Decision 055: a sync of a cart this instance knows is planned from what it knew, and applies only if the cart's
// version and what it read of the store, products and options are unchanged; anything else is read afresh.
describe.each(dbTargets())('syncs of a known cart on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  it("keeps a line another instance wrote since (the cart's version moved)", async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { storeId: c.store, cartKey, isMerge: true }));
    const [cart] = await t.db.select().from(carts).where(eq(carts.cartKey, cartKey));
    const cake = { productId: c.cake, optionKey: '', quantity: 1, comment: '', excluded: false };
    expect(
      await writeIfVersion(t.db, cart!, { deleteIds: [], writes: [cake] }, t.clock.now()),
    ).not.toBeNull();
    const res = ok(
      await sync(t, [{ ProductId: c.tea, ProductNum: 2 }], { storeId: c.store, cartKey, isMerge: true }),
    );
    expect(res.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([
      [c.tea, 2],
      [c.cake, 1],
    ]);
    expect((await storedLines(t.db, { cartKey })).map((l) => [l.productId, l.quantity])).toEqual([
      [c.tea, 2],
      [c.cake, 1],
    ]);
  });

  it("shows a product's and an option's new price, whether the sync changes the cart or not", async () => {
    const cartKey = newCartKey();
    const tea = { ProductId: c.tea, CartItemAttributes: [{ txtproductAttributeUid: c.sizeL }] };
    ok(await sync(t, [{ ...tea, ProductNum: 1 }], { storeId: c.store, cartKey, isMerge: true }));
    await t.db.update(products).set({ price: 1300 }).where(eq(products.id, c.tea));
    const same = ok(await sync(t, [{ ...tea, ProductNum: 1 }], { storeId: c.store, cartKey, isMerge: true }));
    expect(same.items[0]).toMatchObject({ ProductNum: 1, SellPrice: 16, ProductSellPrice: 13 });
    await t.db.update(attributeOptions).set({ priceAdd: 500 }).where(eq(attributeOptions.id, c.sizeL));
    const more = ok(await sync(t, [{ ...tea, ProductNum: 2 }], { storeId: c.store, cartKey, isMerge: true }));
    expect(more.items[0]).toMatchObject({ ProductNum: 2, SellPrice: 18, ProductSellPrice: 13 });
    await t.db.update(products).set({ price: 1200 }).where(eq(products.id, c.tea));
    await t.db.update(attributeOptions).set({ priceAdd: 300 }).where(eq(attributeOptions.id, c.sizeL));
  });

  it("applies the store's new line limit to a cart it knew", async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.cake, ProductNum: 1 }], { storeId: c.store, cartKey, isMerge: true }));
    const limit = (max: number | null) =>
      t.db
        .update(stores)
        .set({ settings: sql`${stores.settings} || jsonb_build_object('maxLineQuantity', ${max}::int)` })
        .where(eq(stores.id, c.store));
    await limit(2);
    try {
      const res = await sync(t, [{ ProductId: c.cake, ProductNum: 3 }], {
        storeId: c.store,
        cartKey,
        isMerge: true,
      });
      expect(res.body.Code).toBe('CART_QUANTITY_LIMIT');
      expect((await storedLines(t.db, { cartKey })).map((l) => l.quantity)).toEqual([1]);
    } finally {
      await limit(null);
    }
  });

  it('takes a product off the cart once it leaves the shelf', async () => {
    const cartKey = newCartKey();
    const both = [
      { ProductId: c.tea, ProductNum: 1 },
      { ProductId: c.cake, ProductNum: 1 },
    ];
    ok(await sync(t, both, { storeId: c.store, cartKey, isMerge: true }));
    await t.db.update(products).set({ onShelf: false }).where(eq(products.id, c.cake));
    try {
      const res = ok(
        await sync(t, [{ ProductId: c.tea, ProductNum: 2 }], { storeId: c.store, cartKey, isMerge: true }),
      );
      expect(res.body.Code).toBe('CART_ITEMS_UNAVAILABLE');
      expect(res.items.map((i) => i.ProductId)).toEqual([c.tea]);
      expect((await storedLines(t.db, { cartKey })).map((l) => l.productId)).toEqual([c.tea]);
    } finally {
      await t.db.update(products).set({ onShelf: true }).where(eq(products.id, c.cake));
    }
  });
});

// Decision 055's addendum: a cart's first sync of a product another cart read already is planned from the instance's
// copy of the catalogue, and applies only if the copy is still true and the cart still as this instance knows it.
describe.each(dbTargets())('syncs planned from the catalogue copy on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  const add = (cartKey: string, productId: number, quantity: number) =>
    sync(t, [{ ProductId: productId, ProductNum: quantity }], { storeId: c.store, cartKey, isMerge: true });

  it('composes from the copy the very facts a read gives, so its writes apply', async () => {
    const target = {
      storeId: c.store,
      owner: { kind: 'guest' as const, cartKey: newCartKey() },
      cartType: 0,
    };
    const all = { productIds: [c.cake, c.tea], optionIds: [c.sizeL, c.pearl, c.candle] };
    const read = await readCart(t.db, target, all, t.clock.now());
    copyRead(t.db, c.store, '', read!);
    for (const ids of [all, { productIds: [c.tea], optionIds: [c.pearl, c.candle] }]) {
      const fresh = await readCart(t.db, target, ids, t.clock.now());
      const copied = copiedRead(t.db, c.store, '', ids);
      expect(copied?.facts).toBe(fresh!.facts);
      expect([...copied!.products.get(c.tea)!.options.keys()].sort()).toEqual(
        [...fresh!.products.get(c.tea)!.options.keys()].sort(),
      );
    }
    expect(copiedRead(t.db, c.store, 'es', all)).toBeNull();
    expect(copiedRead(t.db, c.otherStore, '', all)).toBeNull();
  });

  it("shows a new cart a product's price changed since another cart read it", async () => {
    ok(await add(newCartKey(), c.tea, 1));
    await t.db.update(products).set({ price: 1400 }).where(eq(products.id, c.tea));
    try {
      const cartKey = newCartKey();
      const res = ok(await add(cartKey, c.tea, 2));
      expect(res.items[0]).toMatchObject({ ProductNum: 2, ProductSellPrice: 14 });
      expect((await storedLines(t.db, { cartKey })).map((l) => [l.productId, l.quantity])).toEqual([
        [c.tea, 2],
      ]);
    } finally {
      await t.db.update(products).set({ price: 1200 }).where(eq(products.id, c.tea));
    }
  });

  it('keeps the lines of a cart that exists though this instance never saw it', async () => {
    ok(await add(newCartKey(), c.cake, 1));
    const cartKey = newCartKey();
    const owner = { kind: 'guest' as const, cartKey };
    const cake = { productId: c.cake, optionKey: '', quantity: 3, comment: '', excluded: false };
    expect(
      await createWithLines(t.db, { storeId: c.store, owner, cartType: 0 }, [cake], t.clock.now()),
    ).not.toBeNull();
    const res = ok(await add(cartKey, c.tea, 1));
    expect(res.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([
      [c.cake, 3],
      [c.tea, 1],
    ]);
  });

  it('brings a product into a known cart at its copied price, and at a new one once it changed', async () => {
    ok(await add(newCartKey(), c.cake, 1));
    const cartKey = newCartKey();
    ok(await add(cartKey, c.tea, 1));
    const copied = ok(await add(cartKey, c.cake, 2));
    expect(copied.items.map((i) => [i.ProductId, i.ProductNum, i.ProductSellPrice])).toEqual([
      [c.tea, 1, 12],
      [c.cake, 2, 8],
    ]);
    const other = newCartKey();
    ok(await add(other, c.tea, 1));
    await t.db.update(products).set({ onShelf: false }).where(eq(products.id, c.cake));
    try {
      const res = await add(other, c.cake, 1);
      expect(res.body.Code).toBe('CART_ITEMS_UNAVAILABLE');
      expect((await storedLines(t.db, { cartKey: other })).map((l) => l.productId)).toEqual([c.tea]);
    } finally {
      await t.db.update(products).set({ onShelf: true }).where(eq(products.id, c.cake));
    }
  });
});

// A statement that PostgreSQL plans anew on every call costs more than the round trip it saves (decision 055).
describe.runIf(hasPostgres)('the known cart statements on postgres', () => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp('postgres'));
  });
  afterAll(() => t.close());

  it('keep one generic plan each', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const target = { storeId: c.store, owner: { kind: 'guest' as const, cartKey }, cartType: 0 };
    const plans = await t.db.transaction(async (tx) => {
      const ids = { productIds: [c.tea, c.cake], optionIds: [c.sizeL] };
      for (let i = 0; i < 8; i++) {
        const read = await readCart(tx, target, ids, t.clock.now());
        const known: KnownCart = {
          read: { ...read!, cart: read!.cart! },
          storeId: c.store,
          ...ids,
          facts: read!.facts,
        };
        expect(await stillKnown(tx, known)).toBe(true);
        const stale = { ...known, facts: 'moved' };
        expect(
          await writeIfUnchanged(tx, read!.cart!, stale, { deleteIds: [], writes: [] }, t.clock.now()),
        ).toBeNull();
        const unseen = { ...target, owner: { kind: 'guest' as const, cartKey: newCartKey() } };
        expect(await createIfUnchanged(tx, unseen, stale, [], t.clock.now())).toBeNull();
      }
      const { rows } = (await tx.execute(
        sql`SELECT name, generic_plans FROM pg_prepared_statements WHERE name IN ('cart_read_guest', 'cart_still_known', 'cart_write_known', 'cart_write_new_copied') ORDER BY name`,
      )) as unknown as { rows: Array<{ name: string; generic_plans: number }> };
      return rows.map((r) => [r.name, Number(r.generic_plans) > 0]);
    });
    expect(plans).toEqual([
      ['cart_read_guest', true],
      ['cart_still_known', true],
      ['cart_write_known', true],
      ['cart_write_new_copied', true],
    ]);
  });
});
