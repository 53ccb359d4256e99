import type { PageStructure, StoreInfo, StoreSummary } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';

// The store's name, address, banners and home notice in the reader's language (decision 020).
describe.each(dbTargets())('store text in four languages on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  const as = (locale: string) => ({ headers: { 'x-locale': locale } });
  const info = async (locale: string) =>
    (await t.call<StoreInfo>('store/GetStoreDataFast', { storeId: ids.open }, as(locale))).body.Result;
  const home = async (locale: string) => {
    const body = { storeId: ids.open, pages: ['home'] };
    const res = await t.call<{ pages: { home: PageStructure } }>('Store/PagesStructure', body, as(locale));
    return res.body.Result.pages.home.sections;
  };

  it('gives the store info in each language, one cached store serving all four', async () => {
    const hant = await info('zh-Hant');
    expect(hant.storeName).toBe('琥珀葉茶飲烘焙（靜安寺店）');
    expect(hant.address).toBe('上海市靜安區南京西路1618號1樓');
    expect(hant.banners.map((b) => b.title)).toEqual(['鮮果茶季上市', '每天早晨現烤', '會員日：套餐優惠']);
    expect((await info('zh-CN')).storeName).toBe('琥珀叶茶饮烘焙（静安寺店）');
    expect((await info('es')).banners[0]!.title).toBe('Llega la temporada del té de frutas');
    expect((await info('en')).storeName).toBe("Amberleaf Tea & Bakery (Jing'an Temple)");
  });

  it('builds the default home per language: notice, banners, shortcuts and product names', async () => {
    const es = await home('es');
    const notice = es.find((s) => s.type === 'notice');
    expect(notice).toMatchObject({ text: expect.stringMatching(/^Horneado del día desde las 07:00/) });
    const zh = await home('zh-CN');
    const shortcuts = zh.find((s) => s.type === 'shortcuts');
    expect(shortcuts?.type === 'shortcuts' && shortcuts.items.map((i) => i.name)).toContain('奶茶');
    const hot = zh.find((s) => s.type === 'productSection' && s.id === 'hot');
    expect(hot?.type === 'productSection' && hot.products.map((p) => p.ProductName)).toContain(
      '经典珍珠奶茶',
    );
    // The cached English page is not served to a Chinese reader, nor the other way round.
    const en = await home('en');
    expect(en.find((s) => s.type === 'notice')).toMatchObject({
      text: expect.stringMatching(/^Fresh bakes/),
    });
  });

  it('lists nearby stores in the reader language and finds them by a name in it', async () => {
    const body = { pageIndex: 1, pageSize: 10, filter: '新天地' };
    const res = await t.call<{ items: StoreSummary[] }>('Store/NearbyStoreList', body, as('zh-CN'));
    expect(res.body.Result.items.map((s) => s.storeName)).toEqual(['琥珀叶茶饮烘焙（新天地店）']);
  });
});
