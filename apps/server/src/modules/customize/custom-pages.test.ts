import type { PageStructure } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { seedDemo } from '../../db/demo-data/demo-fixture.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';

type Drawn = { pageId: number; title: string; structure: PageStructure };
type Pages = { pages: Record<string, PageStructure> };

const page = (title: string, text: string) => ({
  title,
  translations: { 'zh-CN': { title: `${title}（中文）` } },
  sections: [
    { type: 'text', id: 'intro', title: '', text, align: 'start' },
    { type: 'spacer', id: 'gap', height: 16 },
  ],
});

describe.each(dbTargets())('custom pages and their staff routes on %s', (target) => {
  let ids: DemoIds;
  const w = suiteWorld(async () => ({
    t: await createTestApp(target, {
      seed: async (db) => {
        ids = await seedDemo(db);
      },
    }),
  }));
  const staff = (url: string, payload?: object) =>
    w.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/staff${url}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      payload,
    });
  const read = (t: TestApp, body: object, locale = 'en') =>
    t.call<Drawn>('Customize/ReadDefinePageStructure', body, { headers: { 'x-locale': locale } });
  const home = async (body: object = {}) => {
    const res = await w.t.call<Pages>('Store/PagesStructure', {
      storeId: ids.open,
      pages: ['home'],
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result.pages.home!;
  };

  it('links the default home to the demo custom pages, drawn in the reader’s language with live figures', async () => {
    const links = (await home()).sections.find((s) => s.type === 'linkShortcuts');
    if (links?.type !== 'linkShortcuts') throw new Error('expected link shortcuts');
    expect(links.items.map((i) => i.title)).toEqual(['Autumn menu', 'Member benefits']);
    const benefits = links.items[1]!.link;
    if (benefits.type !== 'page') throw new Error('expected a page link');
    const zh = await read(w.t, { storeId: ids.open, pageId: benefits.id }, 'zh-CN');
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.body.Result.title).toBe('会员权益');
    const types = zh.body.Result.structure.sections.map((s) => s.type);
    expect(types).toEqual(['image', 'activityStrip', 'text', 'linkShortcuts', 'couponStrip']);
    const strip = zh.body.Result.structure.sections[1]!;
    if (strip.type !== 'activityStrip') throw new Error('expected the activity strip');
    expect(strip.title).toBe('赚积分 享好礼');
    const figure = (a: string) => strip.items.find((i) => i.activity === a)!.figure;
    expect(figure('couponCenter')).toBeGreaterThan(0);
    expect(figure('pointsMall')).toBeGreaterThan(0);
    expect(figure('checkIn')).toBeNull();
    const list = await w.t.call<{ pages: Array<{ title: string }> }>(
      'Customize/DefinePageList',
      { storeId: ids.open },
      { headers: { 'x-locale': 'es' } },
    );
    expect(list.body.Result.pages.map((p) => p.title)).toEqual(['Menú de otoño', 'Ventajas de socio']);
  });

  it('keeps a saved page a draft, seen only in preview, until it is published; a new draft waits again', async () => {
    const saved = await staff('/pages/new/save', {
      storeId: ids.open,
      structure: page('Winter', 'Snow soon.'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { pageId, live, draft } = saved.json().Result;
    expect({ live, draft }).toEqual({ live: false, draft: true });
    const hidden = await read(w.t, { storeId: ids.open, pageId });
    expect([hidden.status, hidden.body.Code]).toEqual([404, 'CUSTOM_PAGE_NOT_FOUND']);
    const preview = await read(w.t, { storeId: ids.open, pageId, isPreview: true }, 'zh-CN');
    expect(preview.body.Result.title).toBe('Winter（中文）');

    expect((await staff(`/pages/${pageId}/publish`, { storeId: ids.open })).json().Result.live).toBe(true);
    const text = (r: { body: { Result: Drawn } }) => {
      const s = r.body.Result.structure.sections[0]!;
      return s.type === 'text' ? s.text : null;
    };
    expect(text(await read(w.t, { storeId: ids.open, pageId }))).toBe('Snow soon.');

    await staff(`/pages/${pageId}/save`, { storeId: ids.open, structure: page('Winter', 'Snow now.') });
    expect(text(await read(w.t, { storeId: ids.open, pageId }))).toBe('Snow soon.');
    expect(text(await read(w.t, { storeId: ids.open, pageId, isPreview: true }))).toBe('Snow now.');
    await staff(`/pages/${pageId}/publish`, { storeId: ids.open });
    expect(text(await read(w.t, { storeId: ids.open, pageId }))).toBe('Snow now.');
    const again = await staff(`/pages/${pageId}/publish`, { storeId: ids.open });
    expect([again.statusCode, again.json().Code]).toEqual([409, 'PAGE_NO_DRAFT']);

    const listed = (await staff(`/pages?storeId=${ids.open}`)).json().Result.pages;
    expect(listed).toContainEqual(
      expect.objectContaining({ pageId, title: 'Winter', live: true, draft: false }),
    );
    expect((await staff(`/pages/${pageId}/delete`, { storeId: ids.open })).statusCode).toBe(200);
    expect((await read(w.t, { storeId: ids.open, pageId })).status).toBe(404);
  });

  it('publishes a home of the store’s own at once, and a template picked with templateId', async () => {
    const mine = {
      sections: [{ type: 'text', id: 't', title: 'Hello', text: 'Our own home', align: 'center' }],
    };
    await staff('/pages/home/save', { storeId: ids.open, structure: mine });
    expect((await home()).sections[0]!.type).toBe('search');
    expect((await home({ isPreview: true })).sections.map((s) => s.type)).toEqual(['text']);
    await staff('/pages/home/publish', { storeId: ids.open });
    expect((await home()).sections.map((s) => s.type)).toEqual(['text']);

    const alt = { sections: [{ type: 'spacer', id: 's', height: 8 }] };
    const made = await staff('/pages/home/template', { storeId: ids.open, templateId: 7, structure: alt });
    expect(made.json().Result).toMatchObject({ templateId: 7, live: true });
    expect((await home({ templateId: 7 })).sections.map((s) => s.type)).toEqual(['spacer']);
    expect((await home({ templateId: 8 })).sections.map((s) => s.type)).toEqual(['text']);
    await staff('/pages/home/delete', { storeId: ids.open, templateId: 7 });
    await staff('/pages/home/delete', { storeId: ids.open });
    expect((await home()).sections[0]!.type).toBe('search');
  });

  it('answers another store’s page as not found, to shoppers and to staff', async () => {
    const made = await staff('/pages/new/save', { storeId: ids.open, structure: page('Mine', 'Only here.') });
    const { pageId } = made.json().Result;
    await staff(`/pages/${pageId}/publish`, { storeId: ids.open });
    const other = await read(w.t, { storeId: ids.tempClosed, pageId });
    expect([other.status, other.body.Code]).toEqual([404, 'CUSTOM_PAGE_NOT_FOUND']);
    const steal = await staff(`/pages/${pageId}/save`, {
      storeId: ids.tempClosed,
      structure: page('X', 'y'),
    });
    expect(steal.json().Code).toBe('CUSTOM_PAGE_NOT_FOUND');
    expect((await read(w.t, { storeId: ids.open, pageId: 999_999 })).status).toBe(404);
  });

  it('refuses an invalid structure, naming its field, and writes nothing', async () => {
    const before = (await staff(`/pages?storeId=${ids.open}`)).json().Result.pages.length;
    const cases: Array<[object, string]> = [
      [{ sections: [] }, 'title'],
      [{ ...page('A', 'b'), extra: 1 }, ''],
      [{ title: 'A', sections: [{ type: 'spacer', id: 's', height: 800 }] }, 'sections.0.height'],
      [{ title: 'A', sections: [{ type: 'video', id: 'v' }] }, 'sections.0.type'],
      [
        {
          title: 'A',
          sections: [
            { type: 'spacer', id: 's', height: 8 },
            { type: 'spacer', id: 's', height: 8 },
          ],
        },
        'sections',
      ],
      [
        {
          title: 'A',
          sections: [
            { type: 'activityStrip', id: 'a', title: '', items: [{ activity: 'lottery', title: '' }] },
          ],
        },
        'sections.0.items.0.activity',
      ],
    ];
    for (const [structure, field] of cases) {
      const res = await staff('/pages/new/save', { storeId: ids.open, structure });
      expect(res.statusCode, JSON.stringify(structure)).toBe(400);
      expect(res.json().Field).toBe(field || 'body');
    }
    expect((await staff(`/pages?storeId=${ids.open}`)).json().Result.pages.length).toBe(before);
    const shopper = await w.t.call('Customize/ReadDefinePageStructure', { storeId: ids.open, pageId: 'x' });
    expect(shopper.status).toBe(400);
  });
});
