import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';

describe.each(dbTargets())('cart sync on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  it('keeps a guest cart by cartKey and prices it from the catalogue, whatever the client sends', async () => {
    const cartKey = newCartKey();
    const res = ok(
      await sync(
        t,
        [
          {
            ProductId: c.tea,
            ProductNum: 2,
            SellPrice: 0.01,
            ProductName: 'cheap',
            CartItemAttributes: [
              { txtproductAttributeUid: String(c.pearl), attributeValue: -99 },
              { txtproductAttributeUid: c.sizeL, attributeValue: 0 },
            ],
            Comment: 'less ice',
          },
          { ProductId: c.cake, ProductNum: 1, ProductSellPrice: 0, Stock: 9999, IgnoreStock: true },
        ],
        { storeId: c.store, cartKey },
      ),
    );
    expect(typeof res.body.Result).toBe('string');
    expect(res.body).toMatchObject({ Success: true, Message: '', Code: null, InvalidBasketItems: [] });
    const [tea, cake] = res.items;
    expect(tea).toEqual({
      ProductId: c.tea,
      ProductName: 'Milk tea',
      ProductNum: 2,
      SellPrice: 16.5,
      ProductSellPrice: 12,
      OriginalPrice: 19.5,
      CartItemAttributes: [
        { txtproductAttributeUid: String(c.sizeL), attributeValue: 3, attributeName: 'L', groupName: 'Size' },
        {
          txtproductAttributeUid: String(c.pearl),
          attributeValue: 1.5,
          attributeName: 'Pearl',
          groupName: 'Toppings',
        },
      ],
      Stock: 50,
      IgnoreStock: false,
      ImageName: '',
      Specifications: '',
      Attribute5: '',
      Attribute6: '',
      Barcode: '',
      categoryUid: null,
      CartIdx: 0,
      CartItemId: tea!.CartItemId,
      Comment: 'less ice',
      excluded: false,
      IsOutStock: false,
      Quantity: 2,
    });
    expect(cake).toMatchObject({
      SellPrice: 8,
      ProductSellPrice: 8,
      Stock: 3,
      IgnoreStock: false,
      Barcode: '6900000000017',
      ImageName: 'cake.jpg',
      Specifications: '6 inch',
      CartIdx: 1,
    });
    expect(res.body.Summary).toEqual({ amount: 41, quantity: 3, originalAmount: 47, discountedPrice: 6 });
    expect(await storedLines(t.db, { cartKey })).toHaveLength(2);
  });

  it('keeps a member cart by session, apart from any guest cart', async () => {
    const { memberId, session } = await memberSession(t);
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.cake, ProductNum: 1 }], { storeId: c.store, cartKey }));
    const res = ok(
      await sync(t, [{ ProductId: c.tea, ProductNum: 3 }], { storeId: c.store, session, cartKey }),
    );
    expect(res.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([[c.tea, 3]]);
    expect((await storedLines(t.db, { memberId })).map((l) => l.productId)).toEqual([c.tea]);
    expect((await storedLines(t.db, { cartKey })).map((l) => l.productId)).toEqual([c.cake]);
    const rows = await t.db.select().from(carts);
    expect(rows.filter((r) => r.memberId === memberId)).toHaveLength(1);
  });

  it('replaces the whole cart when isMerge is false and upserts lines when it is true', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const first = ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 1 },
          { ProductId: c.cake, ProductNum: 1 },
        ],
        o,
      ),
    );
    const teaId = first.items[0]!.CartItemId;
    const merged = ok(
      await sync(
        t,
        [
          { ProductId: c.free, ProductNum: 4 },
          { ProductId: c.tea, ProductNum: 5 },
        ],
        { ...o, isMerge: true },
      ),
    );
    expect(merged.items.map((i) => [i.ProductId, i.ProductNum, i.CartIdx])).toEqual([
      [c.tea, 5, 0],
      [c.cake, 1, 1],
      [c.free, 4, 2],
    ]);
    expect(merged.items[0]!.CartItemId).toBe(teaId);
    const removed = ok(await sync(t, [{ ProductId: c.cake, ProductNum: 0 }], { ...o, isMerge: true }));
    expect(removed.items.map((i) => i.ProductId)).toEqual([c.tea, c.free]);
    const replaced = ok(await sync(t, [{ ProductId: c.free, ProductNum: 2 }], o));
    expect(replaced.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([[c.free, 2]]);
    expect(ok(await sync(t, [], o)).items).toEqual([]);
    expect(await storedLines(t.db, { cartKey: o.cartKey })).toEqual([]);
  });

  it('makes the same product with other options another line, and the same options in any order one line', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const attrs = (...ids: number[]) => ids.map((id) => ({ txtproductAttributeUid: String(id) }));
    const res = ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 1, CartItemAttributes: attrs(c.sizeM) },
          { ProductId: c.tea, ProductNum: 2, CartItemAttributes: attrs(c.sizeL, c.pearl, c.jelly) },
          { ProductId: c.tea, ProductNum: 3, CartItemAttributes: attrs(c.jelly, c.pearl, c.sizeL) },
        ],
        o,
      ),
    );
    expect(res.items.map((i) => [i.ProductNum, i.SellPrice])).toEqual([
      [1, 12],
      [5, 17.5],
    ]);
    const again = ok(
      await sync(t, [{ ProductId: c.tea, ProductNum: 0, CartItemAttributes: attrs(c.sizeM) }], {
        ...o,
        isMerge: true,
      }),
    );
    expect(again.items.map((i) => i.ProductNum)).toEqual([5]);
  });

  it('keeps comments and the excluded flag, and leaves excluded lines out of the summary', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const res = ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 2, excluded: true, Comment: 'later' },
          { ProductId: c.cake, ProductNum: 1 },
        ],
        o,
      ),
    );
    expect(res.items[0]).toMatchObject({ excluded: true, Comment: 'later' });
    expect(res.body.Summary).toEqual({ amount: 8, quantity: 1, originalAmount: 8, discountedPrice: 0 });
    const merged = ok(await sync(t, [{ ProductId: c.tea, ProductNum: 3 }], { ...o, isMerge: true }));
    expect(merged.items[0]).toMatchObject({ ProductNum: 3, excluded: true, Comment: 'later' });
    const odd = 'a,b "c" {d} \\e NULL 少冰\n';
    const quoted = ok(
      await sync(t, [{ ProductId: c.tea, ProductNum: 3, Comment: odd }], { ...o, isMerge: true }),
    );
    expect(quoted.items[0]!.Comment).toBe(odd);
    expect((await storedLines(t.db, { cartKey: o.cartKey }))[0]!.comment).toBe(odd);
  });

  it('answers lean items when needProductInfo is false, and under the older syncshopcart name', async () => {
    const o = {
      storeId: c.store,
      cartKey: newCartKey(),
      needProductInfo: false,
      path: 'shopcart/syncshopcart',
    };
    const res = ok(
      await sync(
        t,
        [{ ProductId: c.tea, ProductNum: 1, CartItemAttributes: [{ txtproductAttributeUid: c.sizeL }] }],
        o,
      ),
    );
    expect(res.items[0]).not.toHaveProperty('ProductName');
    expect(res.items[0]).not.toHaveProperty('ImageName');
    expect(res.items[0]!.CartItemAttributes).toEqual([
      { txtproductAttributeUid: String(c.sizeL), attributeValue: 3 },
    ]);
    expect(res.items[0]).toMatchObject({ ProductId: c.tea, SellPrice: 15, ProductNum: 1 });
  });

  it('accepts back the items it sent, unchanged', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const first = ok(
      await sync(
        t,
        [{ ProductId: c.tea, ProductNum: 2, CartItemAttributes: [{ txtproductAttributeUid: c.sizeL }] }],
        o,
      ),
    );
    const echoed = ok(await sync(t, first.items as never, o));
    expect(echoed.items).toEqual(first.items);
  });

  it('keeps separate carts per store and per cart type', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { storeId: c.store, cartKey }));
    ok(await sync(t, [{ ProductId: c.cake, ProductNum: 1 }], { storeId: c.store, cartKey, cartType: 1 }));
    ok(await sync(t, [{ ProductId: c.loose, ProductNum: 1 }], { storeId: c.looseStore, cartKey }));
    const again = ok(await sync(t, [], { storeId: c.store, cartKey, isMerge: true }));
    expect(again.items.map((i) => i.ProductId)).toEqual([c.tea]);
    expect(await storedLines(t.db, { cartKey })).toHaveLength(3);
  });
});
