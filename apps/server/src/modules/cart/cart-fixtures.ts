// The catalogue the cart tests start from; it does not depend on the demo data.
import type { Db } from '../../db/client.ts';
import { attributeGroups, attributeOptions } from '../../db/schema/catalog.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, type TestApp } from '../../test/harness.ts';

/** One option group of a product; returns the option ids in the order given. */
export async function insertGroup(
  db: Db,
  productId: number,
  name: string,
  options: Array<[name: string, priceAdd: number]>,
  multiple = false,
): Promise<number[]> {
  const [group] = await db
    .insert(attributeGroups)
    .values({ productId, name, multiple, required: false })
    .returning({ id: attributeGroups.id });
  const rows = await db
    .insert(attributeOptions)
    .values(
      options.map(([optionName, priceAdd], sort) => ({
        groupId: group!.id,
        name: optionName,
        priceAdd,
        sort,
      })),
    )
    .returning({ id: attributeOptions.id });
  return rows.map((row) => row.id);
}

/** The catalogue every cart test file starts from. Prices in minor units. */
export interface CartCatalog {
  store: number;
  otherStore: number;
  looseStore: number;
  tea: number;
  cake: number;
  soldOut: number;
  free: number;
  offShelf: number;
  foreign: number;
  loose: number;
  /** tea's single-choice size: M +0, L +3.00 */
  sizeM: number;
  sizeL: number;
  /** tea's multiple-choice toppings: pearl +1.50, jelly +1.00 */
  pearl: number;
  jelly: number;
  /** An option of cake, foreign to tea. */
  candle: number;
}

export async function seedCartCatalog(db: Db): Promise<CartCatalog> {
  const store = await insertStore(db);
  const otherStore = await insertStore(db);
  const looseStore = await insertStore(db, { allowStockBelowZero: true });
  const tea = await insertProduct(db, store, {
    name: 'Milk tea',
    price: 1200,
    originalPrice: 1500,
    stock: 50,
  });
  const cake = await insertProduct(db, store, {
    name: 'Cake',
    price: 800,
    stock: 3,
    barcode: '6900000000017',
    imageName: 'cake.jpg',
    specifications: '6 inch',
    attribute5: 'a5',
    attribute6: 'a6',
  });
  const [sizeM, sizeL] = await insertGroup(db, tea, 'Size', [
    ['M', 0],
    ['L', 300],
  ]);
  const [pearl, jelly] = await insertGroup(
    db,
    tea,
    'Toppings',
    [
      ['Pearl', 150],
      ['Jelly', 100],
    ],
    true,
  );
  const [candle] = await insertGroup(db, cake, 'Candle', [['Number candle', 200]]);
  return {
    store,
    otherStore,
    looseStore,
    tea,
    cake,
    soldOut: await insertProduct(db, store, { name: 'Sold out', price: 500, stock: 0 }),
    free: await insertProduct(db, store, { name: 'Made to order', price: 300, stock: 0, ignoreStock: true }),
    offShelf: await insertProduct(db, store, { name: 'Retired', price: 100, onShelf: false }),
    foreign: await insertProduct(db, otherStore, { name: 'Elsewhere', price: 100 }),
    loose: await insertProduct(db, looseStore, { name: 'Loose', price: 1000, stock: 1 }),
    sizeM: sizeM!,
    sizeL: sizeL!,
    pearl: pearl!,
    jelly: jelly!,
    candle: candle!,
  };
}

/** A fresh test app with the cart catalogue in it. */
export async function cartTestApp(target: DbTarget): Promise<{ t: TestApp; c: CartCatalog }> {
  const t = await createTestApp(target);
  return { t, c: await seedCartCatalog(t.db) };
}
