import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { dbTargets, hasPostgres, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { lockCart } from './cart-store.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';
import { writeIfVersion } from './cart-write.ts';
import { syncCart } from './service.ts';

/** The guest cart's row (version and updated_at). */
async function cartRow(t: TestApp, cartKey: string) {
  const [row] = await t.db.select().from(carts).where(eq(carts.cartKey, cartKey));
  return row!;
}

// Decision 005: a sync writes only if the cart's version is still the one it read.
describe.each(dbTargets())('optimistic cart writes on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  it('bumps the version on each change and leaves the cart alone when nothing changes', async () => {
    const cartKey = newCartKey();
    const items = [{ ProductId: c.tea, ProductNum: 2 }];
    ok(await sync(t, items, { storeId: c.store, cartKey }));
    const created = await cartRow(t, cartKey);
    expect(created.version).toBe(0);
    t.clock.advance(1_000);
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 3 }], { storeId: c.store, cartKey }));
    const changed = await cartRow(t, cartKey);
    expect(changed.version).toBe(1);
    expect(changed.updatedAt.getTime()).toBe(created.updatedAt.getTime() + 1_000);
    t.clock.advance(60_000);
    const same = ok(await sync(t, [{ ProductId: c.tea, ProductNum: 3 }], { storeId: c.store, cartKey }));
    expect(same.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([[c.tea, 3]]);
    const after = await cartRow(t, cartKey);
    expect(after.version).toBe(1);
    expect(after.updatedAt).toEqual(changed.updatedAt);
  });

  it('refreshes updated_at of a cart unchanged for over an hour', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.cake, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const before = await cartRow(t, cartKey);
    t.clock.advance(61 * 60_000);
    ok(await sync(t, [{ ProductId: c.cake, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const after = await cartRow(t, cartKey);
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('makes no cart for a guest whose sync keeps nothing', async () => {
    const cartKey = newCartKey();
    const res = ok(await sync(t, [{ ProductId: c.offShelf, ProductNum: 1 }], { storeId: c.store, cartKey }));
    expect(res.body.Code).toBe('CART_ITEMS_UNAVAILABLE');
    expect(await t.db.select().from(carts).where(eq(carts.cartKey, cartKey))).toEqual([]);
  });

  it('refuses a write planned from an older version, and the locking path moves the version', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const read = await cartRow(t, cartKey);
    const line = { productId: c.cake, optionKey: '', quantity: 1, comment: '', excluded: false };
    const target = { storeId: c.store, owner: { kind: 'guest' as const, cartKey }, cartType: 0 };
    await t.db.transaction((tx) => lockCart(tx, target, t.clock.now()));
    const stale = await writeIfVersion(t.db, read, { deleteIds: [], writes: [line] }, t.clock.now());
    expect(stale).toBeNull();
    expect((await storedLines(t.db, { cartKey })).map((l) => l.productId)).toEqual([c.tea]);
    const fresh = await writeIfVersion(
      t.db,
      await cartRow(t, cartKey),
      { deleteIds: [], writes: [line] },
      t.clock.now(),
    );
    expect(fresh?.lines).toHaveLength(1);
    expect((await storedLines(t.db, { cartKey })).map((l) => l.productId)).toEqual([c.tea, c.cake]);
  });
});

// Without the locking fallback: every applied write was planned from the version just before it.
describe.runIf(hasPostgres)('optimistic cart writes under concurrency on postgres', () => {
  let t: TestApp;
  let c: CartCatalog;
  let many: number[];
  beforeAll(async () => {
    ({ t, c } = await cartTestApp('postgres'));
    many = [];
    for (let i = 0; i < 30; i++)
      many.push(await insertProduct(t.db, c.store, { name: `Q${i}`, price: 100, stock: 1000 }));
  });
  afterAll(() => t.close());

  it('loses no line when 30 parallel merges race on one new cart, each retrying as often as needed', async () => {
    const cartKey = newCartKey();
    const target = { storeId: c.store, owner: { kind: 'guest' as const, cartKey }, cartType: 0 };
    await Promise.all(
      many.map((productId, i) =>
        syncCart(
          t.db,
          target,
          [{ productId, optionIds: [], quantity: i + 1 }],
          'merge',
          t.clock.now(),
          'refuse',
          1_000,
        ),
      ),
    );
    const lines = await storedLines(t.db, { cartKey });
    expect(lines.map((l) => [l.productId, l.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      many.map((id, i) => [id, i + 1]),
    );
    // One creation (version 0) and one bump per other write: no write applied twice, none bypassed the check.
    expect((await cartRow(t, cartKey)).version).toBe(many.length - 1);
  });

  it('loses no increment when 30 parallel adds of one line race, each retrying as often as needed', async () => {
    const cartKey = newCartKey();
    const target = { storeId: c.store, owner: { kind: 'guest' as const, cartKey }, cartType: 0 };
    const one = [{ productId: many[0]!, optionIds: [], quantity: 1 }];
    await Promise.all(many.map(() => syncCart(t.db, target, one, 'add', t.clock.now(), 'refuse', 1_000)));
    const lines = await storedLines(t.db, { cartKey });
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[many[0], many.length]]);
    expect((await cartRow(t, cartKey)).version).toBe(many.length - 1);
  });
});
