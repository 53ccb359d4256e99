import type { AttributeGroup, CategoryNode, ProductDetail, ProductPage } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { invalidateProductPages } from './service.ts';

// Store-authored catalogue text in the reader's language (decision 020), on the demo menu's translations.
describe.each(dbTargets())('catalogue text in four languages on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let pearlId: number;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, ids.open), eq(products.name, 'Classic Pearl Milk Tea')));
    pearlId = row!.id;
  });
  afterAll(() => t.close());

  const as = (locale: string) => ({ headers: { 'x-locale': locale } });

  async function names(locale: string, filter: Record<string, unknown> = {}): Promise<string[]> {
    const body = { storeId: ids.open, pageIndex: 1, pageSize: 50, ...filter };
    const res = await t.call<ProductPage>('product/listmulti', body, as(locale));
    expect(res.status).toBe(200);
    return res.body.Result.items.map((p) => p.ProductName);
  }

  async function detail(opts: { headers: Record<string, string> }) {
    const body = { storeId: ids.open, productId: pearlId };
    return (await t.call<ProductDetail>('product/ProductDetail', body, opts)).body.Result;
  }

  it('names categories and system folders in the reader language', async () => {
    const tree = async (locale: Locale) =>
      (await t.call<CategoryNode[]>('product/categories', { storeId: ids.open }, as(locale))).body.Result;
    const zh = await tree('zh-CN');
    expect(zh.filter((c) => !c.system).map((c) => c.name)).toEqual([
      '奶茶',
      '水果茶',
      '咖啡',
      '面包',
      '蛋糕',
      '小食',
      '早餐套餐',
    ]);
    expect(zh.filter((c) => c.system).map((c) => c.name)).toEqual(['热销', '特价', '套餐']);
    const hant = await tree('zh-Hant');
    expect(hant.find((c) => c.name === '蛋糕')!.children.map((c) => c.name)).toEqual([
      '切片蛋糕',
      '整顆蛋糕',
    ]);
    expect((await tree('es')).filter((c) => !c.system)[0]!.name).toBe('Té con leche');
    expect((await tree('en')).filter((c) => !c.system)[0]!.name).toBe('Milk Tea');
  });

  it('shows product cards, detail and options in each language', async () => {
    expect(await names('zh-CN')).toContain('经典珍珠奶茶');
    expect(await names('zh-Hant')).toContain('經典珍珠奶茶');
    expect(await names('es')).toContain('Té con leche y perlas clásico');
    const es = await detail(as('es'));
    expect(es.ProductName).toBe('Té con leche y perlas clásico');
    expect(es.description).toMatch(/^Té negro Assam/);
    expect(es.attributeGroups.map((g) => g.name)).toEqual(['Tamaño', 'Azúcar', 'Hielo', 'Toppings']);
    const hant = await detail(as('zh-Hant'));
    expect(hant.attributeGroups.map((g) => g.name)).toEqual(['規格', '甜度', '冰塊', '加料']);
    expect(hant.attributeGroups[2]!.options.map((o) => o.name)).toEqual(['正常冰', '少冰', '去冰', '熱飲']);
    const attrs = await t.call<AttributeGroup[]>('product/Attributes', { productId: pearlId }, as('zh-CN'));
    expect(attrs.body.Result[1]!.options.map((o) => o.name)).toEqual(['全糖', '半糖', '无糖']);
  });

  it('reads Accept-Language when the app sends no x-locale, and x-locale wins over it', async () => {
    const browser = { headers: { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' } };
    expect((await detail(browser)).ProductName).toBe('經典珍珠奶茶');
    const both = { headers: { 'accept-language': 'zh-TW', 'x-locale': 'es' } };
    expect((await detail(both)).ProductName).toBe('Té con leche y perlas clásico');
    expect((await detail({ headers: {} })).ProductName).toBe('Classic Pearl Milk Tea');
  });

  it('keeps one cached page per language: the same page asked in two languages within the second', async () => {
    const filter = { categoryUids: [11] };
    expect(await names('en', filter)).toContain('Classic Pearl Milk Tea');
    expect(await names('zh-CN', filter)).toContain('经典珍珠奶茶');
    expect(await names('zh-CN', filter)).not.toContain('Classic Pearl Milk Tea');
    expect(await names('en', filter)).not.toContain('经典珍珠奶茶');
  });

  it('finds a product by its name in any language, whatever the reader reads', async () => {
    const find = async (name: string, locale = 'en') => names(locale, { name });
    expect(await find('珍珠', 'zh-CN')).toContain('经典珍珠奶茶');
    expect(await find('perlas', 'es')).toContain('Té con leche y perlas clásico');
    expect(await find('紅茶', 'zh-Hant')).toEqual(['檸檬紅茶']);
    expect(await find('柠檬红茶', 'zh-CN')).toEqual(['柠檬红茶']);
    // A name in another language than the reader's still finds it, shown in the reader's.
    expect(await find('珍珠奶茶', 'es')).toContain('Té con leche y perlas clásico');
    expect(await find('Pearl Milk', 'zh-CN')).toContain('经典珍珠奶茶');
    // The search looks at names only, not descriptions.
    expect(await find('Assam', 'en')).toEqual([]);
  });

  it('falls back along the chain: zh-Hant reads zh-CN, es reads the base', async () => {
    await t.db
      .update(products)
      .set({ translations: { 'zh-CN': { name: '只有简体' } } })
      .where(eq(products.id, pearlId));
    invalidateProductPages(t.db);
    expect((await detail(as('zh-Hant'))).ProductName).toBe('只有简体');
    expect((await detail(as('es'))).ProductName).toBe('Classic Pearl Milk Tea');
    expect((await detail(as('es'))).description).toMatch(/^Assam black tea/);
    expect(await names('zh-Hant', { categoryUids: [11] })).toContain('只有简体');
  });
});
