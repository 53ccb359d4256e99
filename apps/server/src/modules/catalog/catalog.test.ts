import type { AttributeGroup, CategoryNode, ProductDetail, ProductPage } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { attributeGroups, categories, products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { invalidateCategories } from './category-tree.ts';

describe.each(dbTargets())('categories on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  it('lists the system folders that have products, then the category tree', async () => {
    const res = await t.call<CategoryNode[]>('product/categories', { storeId: ids.open });
    expect(res.status).toBe(200);
    const list = res.body.Result;
    expect(list.slice(0, 3).map((c) => [c.uid, c.system])).toEqual([
      [11, true],
      [12, true],
      [10, true],
    ]);
    const real = list.filter((c) => !c.system);
    expect(real.map((c) => c.name)).toEqual([
      'Milk Tea',
      'Fruit Tea',
      'Coffee',
      'Bread',
      'Cakes',
      'Snacks',
      'Breakfast Sets',
    ]);
    const cakes = real.find((c) => c.name === 'Cakes')!;
    expect(cakes.children.map((c) => c.name)).toEqual(['Cake Slices', 'Whole Cakes']);
    expect(cakes.children[0]!.parentUid).toBe(cakes.uid);
    expect(real[0]!.icon).toMatch(/^\/media\/icons\//);
  });

  it('leaves out a system folder without products', async () => {
    await t.db.update(products).set({ isCombo: false }).where(eq(products.storeId, ids.reservationOnly));
    invalidateCategories(t.db, ids.reservationOnly);
    const list = (await t.call<CategoryNode[]>('product/categories', { storeId: ids.reservationOnly })).body
      .Result;
    expect(list.filter((c) => c.system).map((c) => c.uid)).toEqual([11, 12]);
  });

  it('gives the sub-categories of a parent', async () => {
    const [cakes] = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, ids.open), eq(categories.name, 'Cakes')));
    const res = await t.call<CategoryNode[]>('product/SubCategories', {
      storeId: ids.open,
      parentUid: cakes!.id,
    });
    expect(res.body.Result.map((c) => c.name)).toEqual(['Cake Slices', 'Whole Cakes']);
    const leaf = res.body.Result[0]!.uid;
    expect(
      (await t.call('product/SubCategories', { storeId: ids.open, parentUid: leaf })).body.Result,
    ).toEqual([]);
    expect((await t.call('product/SubCategories', { storeId: ids.open, parentUid: 11 })).body.Result).toEqual(
      [],
    );
    // A category of another store is not this store's.
    const other = await t.call('product/SubCategories', { storeId: ids.tempClosed, parentUid: cakes!.id });
    expect(other.status).toBe(404);
    expect(other.body.Code).toBe('CATEGORY_NOT_FOUND');
  });

  it('refuses unknown stores and bad input', async () => {
    const unknown = await t.call('product/categories', { storeId: 424242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Code).toBe('STORE_NOT_FOUND');
    const cases: Array<[string, unknown, string]> = [
      ['product/categories', { storeId: 'x' }, 'storeId'],
      ['product/categories', { storeId: ids.open, deep: true }, 'body'],
      ['product/SubCategories', { storeId: ids.open }, 'parentUid'],
      ['product/SubCategories', { storeId: ids.open, parentUid: -4 }, 'parentUid'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Code: 'BAD_REQUEST', Field: field });
    }
  });
});

describe.each(dbTargets())('product detail and options on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let milkTeaId: number;
  let croissantId: number;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target, async (db, demo) => {
      const byName = async (name: string) =>
        (
          await db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.storeId, demo.open), eq(products.name, name)))
        )[0]!.id;
      milkTeaId = await byName('Classic Pearl Milk Tea');
      croissantId = await byName('Butter Croissant');
    }));
  });
  afterAll(() => t.close());

  it('gives the detail with description, images and option groups with add-ons', async () => {
    const res = await t.call<ProductDetail>('product/ProductDetail', {
      storeId: ids.open,
      productId: milkTeaId,
    });
    expect(res.status).toBe(200);
    const d = res.body.Result;
    expect(d).toMatchObject({
      ProductId: milkTeaId,
      ProductName: 'Classic Pearl Milk Tea',
      SellPrice: 15,
      OriginalPrice: 15,
      HasAttributes: true,
      IsOutStock: false,
      isHot: true,
      modes: ['package', 'queue', 'takeout'],
    });
    expect(d.description.length).toBeGreaterThan(10);
    expect(d.images).toEqual([d.ImageName]);
    expect(d.attributeGroups.map((g) => g.name)).toEqual(['Size', 'Sugar', 'Ice', 'Toppings']);
    const size = d.attributeGroups[0]!;
    expect(size.options.map((o) => [o.name, o.addPrice])).toEqual([
      ['Regular', 0],
      ['Large', 3],
    ]);
    expect(d.attributeGroups[3]).toMatchObject({ required: false, multiple: true });
  });

  it('refuses a product of another store, an off-shelf product and an unknown one', async () => {
    const other = await t.call('product/ProductDetail', { storeId: ids.tempClosed, productId: milkTeaId });
    expect(other.status).toBe(404);
    expect(other.body.Code).toBe('PRODUCT_NOT_FOUND');
    await t.db.update(products).set({ onShelf: false }).where(eq(products.id, croissantId));
    const off = await t.call('product/ProductDetail', { storeId: ids.open, productId: croissantId });
    expect(off.body.Code).toBe('PRODUCT_NOT_FOUND');
    await t.db.update(products).set({ onShelf: true }).where(eq(products.id, croissantId));
    expect((await t.call('product/ProductDetail', { storeId: ids.open, productId: 77777777 })).status).toBe(
      404,
    );
  });

  it('answers Attributes and HasAttributesById', async () => {
    const groups = await t.call<AttributeGroup[]>('product/Attributes', { productId: milkTeaId });
    expect(groups.body.Result.map((g) => g.name)).toEqual(['Size', 'Sugar', 'Ice', 'Toppings']);
    expect((await t.call('product/Attributes', { productId: croissantId })).body.Result).toEqual([]);
    expect((await t.call('product/HasAttributesById', { id: milkTeaId })).body).toMatchObject({
      Success: true,
      Result: true,
    });
    expect((await t.call('product/HasAttributesById', { id: croissantId })).body.Result).toBe(false);
    const missing = await t.call('product/HasAttributesById', { id: 77777777 });
    expect(missing.status).toBe(404);
    expect((await t.call('product/Attributes', { productId: 77777777 })).body.Code).toBe('PRODUCT_NOT_FOUND');
  });

  it('finds a product by barcode, from the payload or the store header', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, milkTeaId));
    const res = await t.call('product/FindByBarcode', { storeId: ids.open, barcode: ` ${row!.barcode} ` });
    expect(res.body.Result).toEqual({ successed: true, product: { id: milkTeaId } });
    const byHeader = await t.call(
      'product/FindByBarcode',
      { barcode: row!.barcode },
      { headers: { 'x-store-id': String(ids.open) } },
    );
    expect(byHeader.body.Result).toEqual({ successed: true, product: { id: milkTeaId } });
    const miss = await t.call('product/FindByBarcode', { storeId: ids.open, barcode: '0000000000000' });
    expect(miss.status).toBe(404);
    expect(miss.body).toMatchObject({
      Success: false,
      Code: 'BARCODE_NOT_FOUND',
      Message: '未找到商品，请重试',
    });
    const noStore = await t.call('product/FindByBarcode', { barcode: row!.barcode });
    expect(noStore.status).toBe(400);
    expect(noStore.body.Field).toBe('storeId');
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const before = await t.db.select().from(attributeGroups);
    const cases: Array<[string, unknown, string]> = [
      ['product/ProductDetail', { storeId: ids.open, productId: '1' }, 'productId'],
      ['product/ProductDetail', { storeId: ids.open, productId: 0.5 }, 'productId'],
      ['product/ProductDetail', { storeId: ids.open }, 'productId'],
      ['product/Attributes', { productId: -1 }, 'productId'],
      ['product/Attributes', { productId: milkTeaId, storeId: ids.open }, 'body'],
      ['product/HasAttributesById', { productId: milkTeaId }, 'id'],
      ['product/HasAttributesById', { id: milkTeaId, productId: milkTeaId }, 'body'],
      ['product/HasAttributesById', { id: null }, 'id'],
      ['product/FindByBarcode', { storeId: ids.open, barcode: '   ' }, 'barcode'],
      ['product/FindByBarcode', { storeId: ids.open, barcode: '9'.repeat(65) }, 'barcode'],
      ['product/FindByBarcode', { storeId: ids.open, barcode: 123 }, 'barcode'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ Code: 'BAD_REQUEST', Field: field });
    }
    expect(await t.db.select().from(attributeGroups)).toEqual(before);
  });
});

export type { ProductPage };
