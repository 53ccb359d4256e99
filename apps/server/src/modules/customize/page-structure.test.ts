import type { PageStructure } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { pageStructures } from '../../db/schema/customize.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';

type Pages = { pages: Record<string, PageStructure> };

describe.each(dbTargets())('Store/PagesStructure on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  const pages = (body: Record<string, unknown>) => t.call<Pages>('Store/PagesStructure', body);

  it('builds a default home from the store: search, banners, notice, shortcuts and product sections', async () => {
    const res = await pages({ storeId: ids.open, pages: ['home'] });
    expect(res.status).toBe(200);
    const home = res.body.Result.pages.home!;
    expect(home.sections.map((s) => s.type)).toEqual([
      'search',
      'banner',
      'notice',
      'shortcuts',
      // The demo store's custom pages (decision 040).
      'linkShortcuts',
      'productSection',
      'productSection',
      'productSection',
      'productSection',
    ]);
    const banner = home.sections[1]!;
    expect(banner.type === 'banner' && banner.images.length).toBe(3);
    const shortcuts = home.sections[3]!;
    if (shortcuts.type !== 'shortcuts') throw new Error('expected shortcuts');
    expect(shortcuts.items.slice(0, 3).map((i) => i.categoryUid)).toEqual([11, 12, 10]);
    expect(shortcuts.items[3]).toMatchObject({ name: 'Milk Tea', system: false });
    expect(shortcuts.items[3]!.icon).toMatch(/^\/media\/icons\//);
    const sections = home.sections.filter((s) => s.type === 'productSection');
    expect(sections.map((s) => s.titleKey)).toEqual([
      'home.section.hotSale',
      'home.section.onSale',
      'home.section.newArrivals',
      'home.section.combos',
    ]);
    for (const s of sections) {
      expect(s.products.length).toBeGreaterThan(0);
      expect(s.products.length).toBeLessThanOrEqual(s.limit);
    }
    expect(sections[0]!.products.every((p) => p.isHot)).toBe(true);
    expect(sections[1]!.products.every((p) => p.OriginalPrice > p.SellPrice)).toBe(true);
    const newest = sections[2]!.products.map((p) => p.ProductId);
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    // Cards carry what the home page draws, so it needs no further call.
    expect(Object.keys(sections[0]!.products[0]!)).toEqual(
      expect.arrayContaining([
        'ProductId',
        'ProductName',
        'SellPrice',
        'OriginalPrice',
        'ImageName',
        'Stock',
        'IgnoreStock',
        'HasAttributes',
      ]),
    );
  });

  it('uses the saved structure, resolving hand-picked products and a template', async () => {
    const listed = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, ids.open))
      .orderBy(products.id)
      .limit(3);
    const [bread] = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, ids.open), eq(categories.name, 'Bread')));
    const picked = [listed[2]!.id, listed[0]!.id, 987654];
    await t.db.insert(pageStructures).values([
      {
        storeId: ids.open,
        page: 'home',
        structure: {
          sections: [
            { type: 'notice', id: 'n', text: 'Closed on Monday', link: { type: 'named', name: 'storeInfo' } },
            { type: 'shortcuts', id: 's', categoryUids: [bread!.id, 424242] },
            {
              type: 'productSection',
              id: 'p',
              titleKey: 'home.section.picks',
              title: 'Picks',
              source: { type: 'category', categoryUid: 11 },
              layout: 'grid',
              limit: 4,
              productIds: picked,
            },
            {
              type: 'productSection',
              id: 'b',
              titleKey: 'home.section.bread',
              title: 'Bread',
              source: { type: 'category', categoryUid: bread!.id },
              layout: 'row',
              limit: 2,
            },
          ],
        },
      },
      {
        storeId: ids.open,
        page: 'home',
        templateId: 7,
        structure: { sections: [{ type: 'search', id: 'only' }] },
      },
      { storeId: ids.open, page: 'member', structure: { sections: [{ type: 'search', id: 'm' }] } },
    ]);
    const res = await pages({ storeId: ids.open, pages: ['home', 'member'], isPreview: true });
    const home = res.body.Result.pages.home!;
    expect(home.sections.map((s) => s.id)).toEqual(['n', 's', 'p', 'b']);
    const [, shortcuts, picks, breads] = home.sections;
    expect(shortcuts!.type === 'shortcuts' && shortcuts!.items.map((i) => i.name)).toEqual(['Bread']);
    expect(picks!.type === 'productSection' && picks!.products.map((p) => p.ProductId)).toEqual(
      picked.slice(0, 2),
    );
    expect(breads!.type === 'productSection' && breads!.products.length).toBe(2);
    expect(res.body.Result.pages.member!.sections).toEqual([{ type: 'search', id: 'm' }]);
    const templated = await pages({ storeId: ids.open, pages: ['home'], templateId: 7, isPreview: true });
    expect(templated.body.Result.pages.home!.sections).toEqual([{ type: 'search', id: 'only' }]);
    const otherTemplate = await pages({ storeId: ids.open, pages: ['home'], templateId: 8, isPreview: true });
    expect(otherTemplate.body.Result.pages.home!.sections[0]!.id).toBe('n');
  });

  it('falls back to the default home when the saved one is invalid', async () => {
    await t.db
      .insert(pageStructures)
      .values({ storeId: ids.reservationOnly, page: 'home', structure: { sections: [{ type: 'video' }] } });
    const res = await pages({ storeId: ids.reservationOnly, pages: ['home'], isPreview: true });
    expect(res.status).toBe(200);
    expect(res.body.Result.pages.home!.sections[0]!.type).toBe('search');
  });

  it('answers PAGE_STRUCTURE_MISSING for a page with no structure, and STORE_NOT_FOUND', async () => {
    const res = await pages({ storeId: ids.open, pages: ['home', 'nowhere'] });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ Success: false, Code: 'PAGE_STRUCTURE_MISSING', Missing: ['nowhere'] });
    expect((await pages({ storeId: 31337, pages: ['home'] })).body.Code).toBe('STORE_NOT_FOUND');
  });

  it('rejects bad input with 400', async () => {
    const cases: Array<[unknown, string]> = [
      [{ storeId: ids.open, pages: [] }, 'pages'],
      [{ storeId: ids.open, pages: 'home' }, 'pages'],
      [{ storeId: ids.open, pages: ['x'.repeat(41)] }, 'pages.0'],
      [{ storeId: ids.open, pages: ['../etc'] }, 'pages.0'],
      [{ storeId: ids.open, pages: Array.from({ length: 11 }, (_, i) => `p${i}`) }, 'pages'],
      [{ storeId: ids.open, pages: ['home'], templateId: -1 }, 'templateId'],
      [{ storeId: ids.open, pages: ['home'], isPreview: 1 }, 'isPreview'],
      [{ storeId: ids.open, pages: ['home'], theme: 'dark' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('Store/PagesStructure', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Code: 'BAD_REQUEST', Field: field });
    }
  });
});
