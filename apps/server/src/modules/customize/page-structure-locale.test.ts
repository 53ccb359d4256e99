import type { PageStructure } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { products } from '../../db/schema/catalog.ts';
import { pageStructures } from '../../db/schema/customize.ts';
import { stores } from '../../db/schema/store.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';

type Pages = { pages: Record<string, PageStructure> };

/** A saved home whose store-authored texts carry translations, beside one section titled in the app's words. */
function savedHome(productIds: number[]) {
  return {
    sections: [
      {
        type: 'notice',
        id: 'n',
        text: 'Closed on Mondays',
        link: null,
        translations: { 'zh-CN': { text: '每周一店休' }, es: { text: 'Cerrado los lunes' } },
      },
      {
        type: 'banner',
        id: 'b',
        images: [
          {
            imageUrl: '/media/banners/member-day.svg',
            title: 'Member day',
            link: null,
            translations: { 'zh-Hant': { title: '會員日' }, 'zh-CN': { title: '会员日' } },
          },
        ],
      },
      {
        type: 'productSection',
        id: 'picks',
        titleKey: 'home.section.picks',
        title: "Baker's picks",
        source: { type: 'newest' },
        layout: 'grid',
        limit: 2,
        productIds,
        translations: { 'zh-CN': { title: '烘焙师推荐' }, es: { title: '' } },
      },
      {
        type: 'productSection',
        id: 'new',
        titleKey: 'home.section.newArrivals',
        title: 'New arrivals',
        source: { type: 'newest' },
        layout: 'row',
        limit: 2,
      },
    ],
  };
}

/** The texts of a page a shopper reads: notice, banner captions and section titles, in order. */
function textsOf(page: PageStructure): string[] {
  return page.sections.flatMap((s) => {
    if (s.type === 'notice') return [s.text];
    if (s.type === 'banner') return s.images.map((i) => i.title);
    if (s.type === 'productSection') return [s.title];
    return [];
  });
}

describe.each(dbTargets())('page structures in the reader’s language on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  const home = async (locale: string | null, extra: Record<string, unknown> = {}) => {
    const headers: Record<string, string> = locale ? { 'x-locale': locale } : {};
    const res = await t.call<Pages>(
      'Store/PagesStructure',
      { storeId: ids.open, pages: ['home'], ...extra },
      {
        headers,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result.pages.home!;
  };

  it('answers the default home’s notice in the reader’s language from the store’s translations', async () => {
    await t.db
      .update(stores)
      .set({ translations: { 'zh-CN': { notice: '每天 07:00 起新鲜出炉' } } })
      .where(eq(stores.id, ids.open));
    const zhHant = await home('zh-Hant', { isPreview: true });
    const notice = zhHant.sections.find((s) => s.type === 'notice');
    // No Traditional text: a Traditional reader reads the Simplified one, not the English base.
    expect(notice?.type === 'notice' && notice.text).toBe('每天 07:00 起新鲜出炉');
    const en = (await home('en', { isPreview: true })).sections.find((s) => s.type === 'notice');
    expect(en?.type === 'notice' && en.text).toMatch(/^Fresh bakes/);
  });

  it('picks each saved text along the fallback chain, keeps app words as keys, and never sends translations', async () => {
    const listed = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, ids.open))
      .limit(2);
    await t.db
      .insert(pageStructures)
      .values({ storeId: ids.open, page: 'home', structure: savedHome(listed.map((p) => p.id)) });
    const expected: Array<[string | null, string[]]> = [
      ['zh-CN', ['每周一店休', '会员日', '烘焙师推荐', 'New arrivals']],
      ['zh-Hant', ['每周一店休', '會員日', '烘焙师推荐', 'New arrivals']],
      // An empty translation is no translation: Spanish falls back to English, then to the base text.
      ['es', ['Cerrado los lunes', 'Member day', "Baker's picks", 'New arrivals']],
      ['en', ['Closed on Mondays', 'Member day', "Baker's picks", 'New arrivals']],
      ['zh-TW', ['每周一店休', '會員日', '烘焙师推荐', 'New arrivals']],
      [null, ['Closed on Mondays', 'Member day', "Baker's picks", 'New arrivals']],
    ];
    for (const [locale, texts] of expected) {
      // Not a preview: the cached page of one language must not answer another.
      const page = await home(locale);
      expect(textsOf(page), String(locale)).toEqual(texts);
      expect(JSON.stringify(page)).not.toContain('translations');
      const titled = page.sections.filter((s) => s.type === 'productSection');
      expect(titled.map((s) => s.titleKey)).toEqual(['home.section.picks', 'home.section.newArrivals']);
    }
  });

  it('ignores a saved structure whose translations name an unknown locale or field', async () => {
    for (const translations of [{ fr: { text: 'Fermé' } }, { es: { body: 'x' } }, { es: { text: 5 } }]) {
      const structure = {
        sections: [{ type: 'notice', id: 'n', text: 'Closed', link: null, translations }],
      };
      await t.db.delete(pageStructures).where(eq(pageStructures.storeId, ids.open));
      await t.db.insert(pageStructures).values({ storeId: ids.open, page: 'home', structure });
      const page = await home('es', { isPreview: true });
      // Invalid: the default home is used instead.
      expect(page.sections[0]!.type, JSON.stringify(translations)).toBe('search');
    }
  });
});
