import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { type CartCatalog, cartTestApp } from './cart-fixtures.ts';
import { newCartKey, ok, storedLines, sync } from './cart-test-kit.ts';

describe.each(dbTargets())('cart stock and availability on %s', (target) => {
  let t: TestApp;
  let c: CartCatalog;
  beforeAll(async () => {
    ({ t, c } = await cartTestApp(target));
  });
  afterAll(() => t.close());

  it('cuts a line to the stock, reports it and says so with the stock in the message', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const res = ok(await sync(t, [{ ProductId: c.cake, ProductNum: 5 }], o));
    expect(res.items[0]).toMatchObject({ ProductNum: 3, Quantity: 5, IsOutStock: false, Stock: 3 });
    expect(res.body.InvalidBasketItems).toEqual([
      {
        ProductId: c.cake,
        ProductName: 'Cake',
        Stock: 3,
        Quantity: 5,
        IsOutStock: false,
        Unavailable: false,
      },
    ]);
    expect(res.body).toMatchObject({
      Success: true,
      Message: '库存不足，当前库存3',
      Code: 'CART_INSUFFICIENT_STOCK',
    });
    expect(res.body.Summary).toMatchObject({ amount: 24, quantity: 3 });
    expect((await storedLines(t.db, { cartKey: o.cartKey }))[0]!.quantity).toBe(3);
  });

  it('counts the lines of one product with different options together against its stock', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const size = (id: number) => [{ txtproductAttributeUid: id }];
    const res = ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 30, CartItemAttributes: size(c.sizeM) },
          { ProductId: c.tea, ProductNum: 30, CartItemAttributes: size(c.sizeL) },
        ],
        o,
      ),
    );
    expect(res.items.map((i) => [i.ProductNum, i.Quantity])).toEqual([
      [30, 30],
      [20, 30],
    ]);
    expect(res.body.InvalidBasketItems).toEqual([
      {
        ProductId: c.tea,
        ProductName: 'Milk tea',
        Stock: 50,
        Quantity: 30,
        IsOutStock: false,
        Unavailable: false,
      },
    ]);
  });

  it('keeps an out-of-stock line visible with the quantity asked, outside the totals', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const res = ok(
      await sync(
        t,
        [
          { ProductId: c.soldOut, ProductNum: 2 },
          { ProductId: c.cake, ProductNum: 4 },
        ],
        o,
      ),
    );
    expect(res.items.map((i) => [i.ProductId, i.ProductNum, i.IsOutStock])).toEqual([
      [c.soldOut, 2, true],
      [c.cake, 3, false],
    ]);
    expect(res.body.InvalidBasketItems!.map((i) => [i.ProductId, i.IsOutStock])).toEqual([
      [c.soldOut, true],
      [c.cake, false],
    ]);
    expect(res.body).toMatchObject({ Message: '部分商品库存不足', Code: 'CART_SOME_INSUFFICIENT_STOCK' });
    expect(res.body.Summary).toEqual({ amount: 24, quantity: 3, originalAmount: 24, discountedPrice: 0 });

    // Restocked: the line is buyable again on the next sync.
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, c.soldOut));
    const later = ok(await sync(t, [], { ...o, isMerge: true }));
    expect(later.items[0]).toMatchObject({ ProductId: c.soldOut, ProductNum: 2, IsOutStock: false });
    expect(later.body.InvalidBasketItems).toEqual([]);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, c.soldOut));
  });

  it('applies a stock drop to lines the call did not mention', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const lone = await insertProduct(t.db, c.store, { name: 'Lone', price: 100, stock: 10 });
    ok(await sync(t, [{ ProductId: lone, ProductNum: 8 }], o));
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, lone));
    const res = ok(await sync(t, [{ ProductId: c.tea, ProductNum: 1 }], { ...o, isMerge: true }));
    expect(res.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([
      [lone, 2],
      [c.tea, 1],
    ]);
    expect(res.body.Message).toBe('库存不足，当前库存2');
  });

  it('lets allowStockBelowZero and ignoreStock lift the limit', async () => {
    const below = ok(
      await sync(t, [{ ProductId: c.loose, ProductNum: 5 }], {
        storeId: c.looseStore,
        cartKey: newCartKey(),
      }),
    );
    expect(below.items[0]).toMatchObject({ ProductNum: 5, IsOutStock: false });
    expect(below.body.InvalidBasketItems).toEqual([]);
    const ignoring = ok(
      await sync(t, [{ ProductId: c.free, ProductNum: 9 }], { storeId: c.store, cartKey: newCartKey() }),
    );
    expect(ignoring.items[0]).toMatchObject({ ProductNum: 9, IgnoreStock: true, IsOutStock: false });
    expect(ignoring.body).toMatchObject({ Message: '', Code: null, InvalidBasketItems: [] });
  });

  it('drops and reports unknown, other-store and off-shelf products and unknown or foreign options', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const res = ok(
      await sync(
        t,
        [
          { ProductId: c.tea, ProductNum: 1 },
          { ProductId: 999_999, ProductNum: 1 },
          { ProductId: c.foreign, ProductNum: 2 },
          { ProductId: c.offShelf, ProductNum: 3 },
          { ProductId: c.tea, ProductNum: 4, CartItemAttributes: [{ txtproductAttributeUid: c.candle }] },
          { ProductId: c.tea, ProductNum: 5, CartItemAttributes: [{ txtproductAttributeUid: 888_888 }] },
          {
            ProductId: c.tea,
            ProductNum: 6,
            CartItemAttributes: [{ txtproductAttributeUid: c.sizeM }, { txtproductAttributeUid: c.sizeL }],
          },
        ],
        o,
      ),
    );
    expect(res.items.map((i) => i.ProductId)).toEqual([c.tea]);
    expect(
      res.body.InvalidBasketItems!.map((i) => [i.ProductId, i.ProductName, i.Quantity, i.Unavailable]),
    ).toEqual([
      [999_999, '', 1, true],
      [c.foreign, '', 2, true],
      [c.offShelf, 'Retired', 3, true],
      [c.tea, 'Milk tea', 4, true],
      [c.tea, 'Milk tea', 5, true],
      [c.tea, 'Milk tea', 6, true],
    ]);
    expect(res.body).toMatchObject({
      Code: 'CART_ITEMS_UNAVAILABLE',
      Message: '部分商品已失效，已移出购物车',
    });
    expect(await storedLines(t.db, { cartKey: o.cartKey })).toHaveLength(1);
  });

  it('removes a line whose product went off the shelf since', async () => {
    const o = { storeId: c.store, cartKey: newCartKey() };
    const gone = await insertProduct(t.db, c.store, { name: 'Seasonal', price: 100 });
    ok(
      await sync(
        t,
        [
          { ProductId: gone, ProductNum: 1 },
          { ProductId: c.cake, ProductNum: 9 },
        ],
        o,
      ),
    );
    await t.db.update(products).set({ onShelf: false }).where(eq(products.id, gone));
    const res = ok(await sync(t, [{ ProductId: c.cake, ProductNum: 9 }], { ...o, isMerge: true }));
    expect(res.items.map((i) => i.ProductId)).toEqual([c.cake]);
    expect(res.body).toMatchObject({ Code: 'CART_ITEMS_CHANGED', Message: '购物车商品有变动，请核对' });
    expect(res.body.InvalidBasketItems!.map((i) => i.Unavailable)).toEqual([true, false]);
  });
});
