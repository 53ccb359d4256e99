import type { ProductCard, ProductPage } from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';

describe.each(dbTargets())('product/listmulti on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let onShelf: number;
  const uid: Record<string, number> = {};
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target, async (db, demo) => {
      // One product off the shelf: it must never be listed.
      await db
        .update(products)
        .set({ onShelf: false })
        .where(and(eq(products.storeId, demo.open), eq(products.name, 'Taro Milk Tea')));
      const rows = await db.select().from(categories).where(eq(categories.storeId, demo.open));
      for (const r of rows) uid[r.name] = r.id;
      const [n] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.storeId, demo.open), eq(products.onShelf, true)));
      onShelf = Number(n!.n);
    }));
  });
  afterAll(() => t.close());

  const list = async (body: Record<string, unknown>) => {
    const res = await t.call<ProductPage>('product/listmulti', {
      storeId: ids.open,
      pageIndex: 1,
      pageSize: 50,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result;
  };
  const names = (items: ProductCard[]) => items.map((p) => p.ProductName);

  it('pages through every on-shelf product in display order', async () => {
    const first = await list({ pageSize: 20 });
    expect(first).toMatchObject({ total: onShelf, pageIndex: 1, hasMore: true });
    expect(first.items).toHaveLength(20);
    const all: ProductCard[] = [];
    for (let page = 1; ; page++) {
      const p = await list({ pageSize: 20, pageIndex: page });
      all.push(...p.items);
      if (!p.hasMore) break;
    }
    expect(all).toHaveLength(onShelf);
    expect(new Set(all.map((p) => p.ProductId)).size).toBe(onShelf);
    expect(names(all)).not.toContain('Taro Milk Tea');
    const beyond = await list({ pageSize: 20, pageIndex: 9 });
    expect(beyond).toMatchObject({ items: [], total: onShelf, hasMore: false });
  });

  it('carries the card fields with decimal prices', async () => {
    const items = (await list({ name: 'Hojicha' })).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      ProductName: 'Hojicha Milk Tea',
      SellPrice: 16,
      OriginalPrice: 18,
      IgnoreStock: false,
      HasAttributes: true,
      IsOutStock: false,
      categoryUid: uid['Milk Tea'],
      Specifications: '',
    });
    expect(items[0]!.ImageName).toBe('/media/products/hojicha-milk-tea.svg');
    expect(items[0]!.Barcode).toMatch(/^69\d{11}$/);
    expect(items[0]!.salesCount).toBeGreaterThan(0);
    const [blackForest] = (await list({ name: 'black forest' })).items;
    expect(blackForest).toMatchObject({
      Stock: 0,
      IgnoreStock: false,
      IsOutStock: true,
      HasAttributes: false,
    });
    const [pineapple] = (await list({ name: 'pineapple' })).items;
    expect(pineapple).toMatchObject({ Stock: 0, IgnoreStock: true, IsOutStock: false });
  });

  it('filters by category, including sub-categories', async () => {
    const coffee = await list({ categoryUids: [uid.Coffee] });
    expect(coffee.total).toBe(7);
    expect(coffee.items.every((p) => p.categoryUid === uid.Coffee)).toBe(true);
    const cakes = await list({ categoryUids: [uid.Cakes] });
    expect(cakes.total).toBe(8);
    expect(new Set(cakes.items.map((p) => p.categoryUid))).toEqual(
      new Set([uid['Cake Slices'], uid['Whole Cakes']]),
    );
    const both = await list({ categoryUids: [uid.Coffee, uid['Whole Cakes']] });
    expect(both.total).toBe(10);
    expect(await list({ categoryUids: [999_999] })).toMatchObject({ items: [], total: 0, hasMore: false });
    const otherStore = (
      await t.db.select().from(categories).where(eq(categories.storeId, ids.tempClosed))
    )[0]!;
    expect((await list({ categoryUids: [otherStore.id] })).total).toBe(0);
  });

  it('selects the system folders: 10 combos, 11 hot sale, 12 on sale', async () => {
    const combos = await list({ categoryUids: [10] });
    expect(combos.total).toBe(4);
    expect(combos.items.every((p) => p.isCombo)).toBe(true);
    const hot = await list({ categoryUids: [11] });
    expect(hot.items.length).toBeGreaterThan(3);
    expect(hot.items.every((p) => p.isHot)).toBe(true);
    const onSale = await list({ categoryUids: [12] });
    expect(onSale.items.length).toBeGreaterThan(3);
    expect(onSale.items.every((p) => p.OriginalPrice > p.SellPrice)).toBe(true);
    const mixed = await list({ categoryUids: [10, uid.Coffee] });
    expect(mixed.total).toBe(11);
  });

  it('searches names case-insensitively, trimmed, with wildcards taken literally', async () => {
    expect(names((await list({ name: '  CROISSANT ' })).items)).toEqual([
      'Butter Croissant',
      'Croissant & Latte Set',
    ]);
    expect((await list({ name: '%' })).total).toBe(0);
    expect((await list({ name: '_' })).total).toBe(0);
    expect((await list({ name: '(3 pcs)' })).items.map((p) => p.ProductName)).toEqual([
      'Matcha Macarons (3 pcs)',
    ]);
    expect((await list({ name: '   ' })).total).toBe(onShelf);
    expect((await list({ name: 'tea', categoryUids: [uid['Fruit Tea']] })).total).toBe(6);
  });

  it('hides products not sold in the order mode when the store hides by mode', async () => {
    const all = await list({ categoryUids: [uid['Whole Cakes']] });
    expect(all.total).toBe(3);
    expect((await list({ categoryUids: [uid['Whole Cakes']], mode: 'queue' })).total).toBe(0);
    expect((await list({ categoryUids: [uid['Whole Cakes']], mode: 'takeout' })).total).toBe(3);
  });

  it('refuses an unknown store and bad input, with 400 naming the field', async () => {
    const unknown = await t.call('product/listmulti', { storeId: 5555, pageIndex: 1, pageSize: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Code).toBe('STORE_NOT_FOUND');
    const base = { storeId: ids.open, pageIndex: 1, pageSize: 10 };
    const cases: Array<[unknown, string]> = [
      [{ ...base, pageSize: 51 }, 'pageSize'],
      [{ ...base, pageSize: 0 }, 'pageSize'],
      [{ ...base, pageIndex: 0 }, 'pageIndex'],
      [{ ...base, pageIndex: '1' }, 'pageIndex'],
      [{ ...base, pageIndex: 1.5 }, 'pageIndex'],
      [{ ...base, name: 'x'.repeat(51) }, 'name'],
      [{ ...base, name: 'x'.repeat(5000) }, 'name'],
      [{ ...base, name: 42 }, 'name'],
      [{ ...base, categoryUids: [1.5] }, 'categoryUids.0'],
      [{ ...base, categoryUids: [-10] }, 'categoryUids.0'],
      [{ ...base, categoryUids: '10' }, 'categoryUids'],
      [{ ...base, categoryUids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'categoryUids'],
      [{ ...base, mode: 'drone' }, 'mode'],
      [{ ...base, sort: 'price' }, 'body'],
      [{ pageIndex: 1, pageSize: 10 }, 'storeId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('product/listmulti', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ Success: false, Code: 'BAD_REQUEST', Field: field });
    }
  });
});
