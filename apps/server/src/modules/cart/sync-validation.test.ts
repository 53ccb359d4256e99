import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';

describe.each(dbTargets())('cart sync refusals on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  const cartKey = newCartKey();
  let before: unknown;

  function body(items: unknown, extra: Record<string, unknown> = {}) {
    const shopcartItems = typeof items === 'string' ? items : JSON.stringify(items);
    return { shopcartItems, isMerge: true, needProductInfo: true, cartType: 0, cartKey, ...extra };
  }

  function call(payload: unknown, headers: Record<string, string> = { 'x-store-id': String(c.store) }) {
    return t.call('shopcart/syncshopcartv2', payload, { headers });
  }

  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 2 }], { storeId: c.store, cartKey }));
    before = await storedLines(t.db, { cartKey });
  });
  afterAll(() => t.close());

  const line = (fields: Record<string, unknown>) => [{ ProductId: 0, ProductNum: 1, ...fields }];

  it.each([
    ['a negative quantity', () => line({ ProductId: c.tea, ProductNum: -1 }), 'shopcartItems.0.ProductNum'],
    [
      'a fractional quantity',
      () => line({ ProductId: c.tea, ProductNum: 1.5 }),
      'shopcartItems.0.ProductNum',
    ],
    ['a huge quantity', () => line({ ProductId: c.tea, ProductNum: 10_000 }), 'shopcartItems.0.ProductNum'],
    ['a quantity as text', () => line({ ProductId: c.tea, ProductNum: '2' }), 'shopcartItems.0.ProductNum'],
    ['a product id of 0', () => line({}), 'shopcartItems.0.ProductId'],
    ['an unknown item field', () => line({ ProductId: c.tea, Discount: 1 }), 'shopcartItems.0'],
    [
      'an unknown attribute field',
      () => line({ ProductId: c.tea, CartItemAttributes: [{ txtproductAttributeUid: c.sizeL, price: 0 }] }),
      'shopcartItems.0.CartItemAttributes.0',
    ],
    [
      'an option uid that is not a number',
      () => line({ ProductId: c.tea, CartItemAttributes: [{ txtproductAttributeUid: 'L' }] }),
      'shopcartItems.0.CartItemAttributes.0.txtproductAttributeUid',
    ],
    [
      'an over-long comment',
      () => line({ ProductId: c.tea, Comment: 'x'.repeat(201) }),
      'shopcartItems.0.Comment',
    ],
    [
      'too many items',
      () => Array.from({ length: 101 }, () => ({ ProductId: c.tea, ProductNum: 1 })),
      'shopcartItems',
    ],
    ['malformed JSON', () => '[{"ProductId": 1,', 'shopcartItems'],
    ['JSON that is not a list', () => '{"ProductId": 1}', 'shopcartItems'],
    ['more than 64 KB', () => `[${' '.repeat(64 * 1024)}]`, 'shopcartItems'],
    ['more than 64 KB of UTF-8 in fewer characters', () => `["${'库'.repeat(22_000)}"]`, 'shopcartItems'],
  ])('refuses %s with 400 naming the field, and leaves the cart as it was', async (_name, items, field) => {
    const res = await call(body(items()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, Code: 'BAD_REQUEST', Field: field });
    expect(res.body.Message).toContain(field);
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
  });

  it.each([
    ['an unknown top-level field', { price: 1 }],
    ['a missing isMerge', { isMerge: undefined }],
    ['a cartKey too short', { cartKey: 'short' }],
    ['a cartKey with odd characters', { cartKey: `${cartKey.slice(0, 20)}/..` }],
    ['a shopcartItems that is not a string', { shopcartItems: [] }],
    ['an unknown cart type', { cartType: 10 }],
  ])('refuses %s with 400', async (_name, extra) => {
    const res = await call(body([{ ProductId: c.tea, ProductNum: 5 }], extra));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, Code: 'BAD_REQUEST' });
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
  });

  it('needs a session or a cartKey, and a store header naming an existing store', async () => {
    const items = [{ ProductId: c.tea, ProductNum: 5 }];
    const noOwner = await call(body(items, { cartKey: undefined }));
    expect(noOwner).toMatchObject({ status: 400, body: { Code: 'CART_OWNER_REQUIRED', Field: 'cartKey' } });
    const noStore = await call(body(items), {});
    expect(noStore).toMatchObject({
      status: 400,
      body: { Code: 'CART_STORE_REQUIRED', Field: 'x-store-id' },
    });
    const badStore = await call(body(items), { 'x-store-id': 'abc' });
    expect(badStore.status).toBe(400);
    const fresh = newCartKey();
    const unknown = await call(body(items, { cartKey: fresh }), { 'x-store-id': '987654' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { Success: false, Code: 'STORE_NOT_FOUND', Message: '门店不存在' },
    });
    expect((await t.db.select().from(carts)).filter((row) => row.cartKey === fresh)).toEqual([]);
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
  });

  it('refuses a session header that no longer resolves instead of falling back to the guest cart', async () => {
    const res = await t.call('shopcart/syncshopcartv2', body([{ ProductId: c.tea, ProductNum: 5 }]), {
      session: 'x'.repeat(43),
      headers: { 'x-store-id': String(c.store) },
    });
    expect(res).toMatchObject({ status: 401, body: { Code: 'NOT_LOGGED_IN' } });
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
  });

  it('refuses a sync that would make the cart hold more than 100 lines, writing nothing', async () => {
    const many = await t.db
      .insert(products)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          storeId: c.store,
          name: `Bulk ${i}`,
          price: 100,
          stock: 10,
        })),
      )
      .returning({ id: products.id });
    const res = await call(body(many.map((p) => ({ ProductId: p.id, ProductNum: 1 }))));
    expect(res).toMatchObject({ status: 422, body: { Success: false, Code: 'CART_FULL' } });
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
    const replaced = ok(
      await sync(
        t,
        many.map((p) => ({ ProductId: p.id, ProductNum: 1 })),
        { storeId: c.store, cartKey: newCartKey() },
      ),
    );
    expect(replaced.items).toHaveLength(100);
  });
});
