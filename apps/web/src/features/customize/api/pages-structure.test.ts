// @vitest-environment happy-dom
import { catalogEndpoints, type StoreInfo, storeEndpoints } from '@shop/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Call, fakeApi, Refusal, storeInfo } from '../../../test/shop-harness.tsx';
import { defaultHomePage } from './default-home.ts';
import { fetchHomePage, homeViewOf, pagesStructureEndpoint } from './pages-structure.ts';

const info = storeInfo(1001, {
  banners: [{ imageUrl: '/media/banners/a.svg', title: 'A', link: null }],
}) as unknown as StoreInfo;
const saved = { sections: [{ type: 'search', id: 'search' }] };
const category = {
  uid: 100,
  name: 'Milk Tea',
  icon: '/i.svg',
  sort: 0,
  parentUid: null,
  system: false,
  children: [],
};
const folder = { ...category, uid: 11, name: 'Hot sale', icon: '', system: true };
const product = { ProductId: 5, ProductName: 'Tea' };

let calls: Call[] = [];
beforeEach(() => {
  calls = [];
});

describe('home page structure', () => {
  it('uses the same paths as the contracts', () => {
    expect(pagesStructureEndpoint.path).toBe(storeEndpoints.pagesStructure.path);
  });

  it("asks for the store's home page", async () => {
    calls = fakeApi({ 'Store/PagesStructure': () => ({ pages: { home: saved } }) });
    expect(await fetchHomePage(1001, info)).toEqual(saved);
    expect(calls).toEqual([{ path: 'Store/PagesStructure', body: { storeId: 1001, pages: ['home'] } }]);
  });

  it('asks for a preview or a template when the address names one (decision 040)', async () => {
    expect(homeViewOf({ isPreview: '1', templateId: '3' })).toEqual({ preview: true, templateId: 3 });
    expect(homeViewOf({ isPreview: '0', templateId: 'x' })).toEqual({});
    calls = fakeApi({ 'Store/PagesStructure': () => ({ pages: { home: saved } }) });
    await fetchHomePage(1001, info, { preview: true, templateId: 3 });
    expect(calls[0]!.body).toEqual({ storeId: 1001, pages: ['home'], isPreview: true, templateId: 3 });
  });

  it('builds the default page on the client when the server answers 500', async () => {
    calls = fakeApi({
      'Store/PagesStructure': () => new Refusal(500, 'PAGE_STRUCTURE_MISSING', '页面结构不存在'),
      [catalogEndpoints.categories.path]: () => [folder, category],
      [catalogEndpoints.listMulti.path]: () => ({ items: [product], total: 1, pageIndex: 1, hasMore: false }),
    });
    const page = await fetchHomePage(1001, info);
    expect(page.sections.map((s) => s.type)).toEqual(['search', 'banner', 'shortcuts', 'productSection']);
    expect(calls.map((c) => c.body)).toContainEqual({ storeId: 1001, pageIndex: 1, pageSize: 6 });
  });

  it('keeps what it can of the default page when its calls fail too', async () => {
    calls = fakeApi({ 'Store/PagesStructure': () => new Refusal(500, 'SERVER_ERROR') });
    const page = await fetchHomePage(1001, info);
    expect(page.sections.map((s) => s.type)).toEqual(['search', 'banner']);
  });

  it('passes any other failure on (the page shows the error dialog)', async () => {
    calls = fakeApi({ 'Store/PagesStructure': () => new Refusal(404, 'STORE_NOT_FOUND', '门店不存在') });
    await expect(fetchHomePage(1001, info)).rejects.toMatchObject({ code: 'STORE_NOT_FOUND', status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('makes the system folders shortcuts and the newest products a grid', () => {
    const page = defaultHomePage(null, [folder, category], []);
    expect(page.sections).toEqual([
      { type: 'search', id: 'search' },
      {
        type: 'shortcuts',
        id: 'shortcuts',
        items: [
          { categoryUid: 11, name: 'Hot sale', icon: '', system: true },
          { categoryUid: 100, name: 'Milk Tea', icon: '/i.svg', system: false },
        ],
      },
    ]);
  });
});
