import type { ProductDetail, StoreInfo } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';

// The staff API's translations of store text (decision 020): read, write, validation, and caches forgotten.
describe.each(dbTargets())('staff translations on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let productId: number;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, ids.open), eq(products.name, 'Americano')));
    productId = row!.id;
  });
  afterAll(() => t.close());

  const staff = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/staff/translations${url}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const shopper = async (locale: string) => {
    const body = { storeId: ids.open, productId };
    const headers = { 'x-locale': locale };
    return (await t.call<ProductDetail>('product/ProductDetail', body, { headers })).body.Result;
  };

  it('lists the translatable entities and their fields', async () => {
    const { body } = await staff('GET', '');
    expect(body.Result.locales).toEqual(['en', 'es', 'zh-CN', 'zh-Hant']);
    const names = body.Result.entities.map((e: { entity: string }) => e.entity);
    expect(names).toEqual(
      expect.arrayContaining([
        'category',
        'product',
        'attribute-group',
        'attribute-option',
        'store',
        'banner',
        'level',
        'profile-field',
        'page-section',
      ]),
    );
  });

  it("reads a row's base text and translations", async () => {
    const { status, body } = await staff('GET', `/product/${productId}`);
    expect(status).toBe(200);
    expect(body.Result.base).toMatchObject({ name: 'Americano', specifications: '' });
    expect(body.Result.translations['zh-CN']).toMatchObject({ name: '美式咖啡' });
    const store = await staff('GET', `/store/${ids.open}`);
    expect(store.body.Result.base.notice).toMatch(/^Fresh bakes/);
    expect((await staff('GET', '/product/99999999')).status).toBe(404);
    expect((await staff('GET', `/coupon/${productId}`)).status).toBe(404);
  });

  it('writes one locale, keeps the others, and the shopper sees it at once (caches forgotten)', async () => {
    // Warm the caches that hold the old text: a product list page and the detail.
    expect((await shopper('zh-Hant')).ProductName).toBe('美式咖啡');
    const list = { storeId: ids.open, pageIndex: 1, pageSize: 50 };
    const headers = { 'x-locale': 'zh-Hant' };
    await t.call('product/listmulti', list, { headers });
    const put = await staff('PUT', `/product/${productId}/zh-Hant`, {
      name: '招牌美式',
      description: '雙份濃縮。',
    });
    expect(put.status).toBe(200);
    expect(put.body.Result.translations['zh-Hant']).toMatchObject({
      name: '招牌美式',
      description: '雙份濃縮。',
    });
    expect(put.body.Result.translations['zh-CN']).toMatchObject({ name: '美式咖啡' });
    expect((await shopper('zh-Hant')).ProductName).toBe('招牌美式');
    const page = await t.call<{ items: Array<{ ProductName: string }> }>('product/listmulti', list, {
      headers,
    });
    expect(page.body.Result.items.map((p) => p.ProductName)).toContain('招牌美式');
    // null removes a field: the reader falls back along the chain (zh-Hant → zh-CN).
    await staff('PUT', `/product/${productId}/zh-Hant`, { name: null });
    expect((await shopper('zh-Hant')).ProductName).toBe('美式咖啡');
    expect((await shopper('zh-Hant')).description).toBe('雙份濃縮。');
  });

  it('forgets the cached store after a store translation', async () => {
    const info = async () =>
      (
        await t.call<StoreInfo>(
          'store/GetStoreDataFast',
          { storeId: ids.open },
          { headers: { 'x-locale': 'es' } },
        )
      ).body.Result;
    expect((await info()).storeName).toMatch(/^Amberleaf Té y Panadería/);
    await staff('PUT', `/store/${ids.open}/es`, { name: 'Amberleaf Jing’an' });
    expect((await info()).storeName).toBe('Amberleaf Jing’an');
  });

  it('refuses a bad locale, an unknown field, a too long or empty value, and changes nothing', async () => {
    const before = await staff('GET', `/product/${productId}`);
    const bad: Array<[string, unknown, string]> = [
      [`/product/${productId}/fr`, { name: 'Café' }, 'locale'],
      [`/product/${productId}/zh-TW`, { name: '美式' }, 'locale'],
      [`/product/${productId}/es`, { title: 'x' }, 'body'],
      [`/product/${productId}/es`, { name: 'x'.repeat(81) }, 'name'],
      [`/product/${productId}/es`, { name: '   ' }, 'name'],
      [`/product/${productId}/es`, { name: 42 }, 'name'],
      [`/product/${productId}/es`, {}, 'body'],
      [`/product/${productId}/es`, { name: 'Café', price: 1 }, 'body'],
      [`/product/abc/es`, { name: 'Café' }, 'id'],
    ];
    for (const [url, payload, field] of bad) {
      const res = await staff('PUT', url, payload);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ Success: false, Code: 'BAD_REQUEST', Field: field });
    }
    expect((await staff('PUT', '/product/99999999/es', { name: 'x' })).status).toBe(404);
    expect((await staff('GET', `/product/${productId}`)).body).toEqual(before.body);
  });

  it('needs the staff token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/staff/translations/product/${productId}/es`,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
