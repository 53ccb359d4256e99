import type { LevelOut, PageStructure } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes } from '../../db/schema/account/profile.ts';
import { pageStructures } from '../../db/schema/customize.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { staffCli } from '../staff/cli-test-kit.ts';

// The staff translations of the member side's store text (decision 020): levels and custom profile fields, declared
// as table rows, and page sections, kept inside a saved structure's JSON and read and written by their own entity.
describe.each(dbTargets())(
  'staff translations of levels, profile fields and page sections on %s',
  (target) => {
    let t: TestApp;
    let store: number;
    let silver: number;
    let drink: number;
    let note: number;
    let structure: number;
    beforeAll(async () => {
      t = await createTestApp(target);
      store = await insertStore(t.db);
      const levels = await t.db
        .insert(customerCategories)
        .values([
          { code: 'regular', name: 'Regular', rank: 0 },
          { code: 'silver', name: 'Silver', rank: 10, benefits: ['A free upgrade on your birthday'] },
        ])
        .returning({ id: customerCategories.id });
      silver = levels[1]!.id;
      const attrs = await t.db
        .insert(customerAttributes)
        .values([
          { storeId: store, name: 'Favourite drink', type: 'select', options: ['Milk tea', 'Coffee'] },
          { storeId: store, name: 'Allergy note', type: 'text' },
        ])
        .returning({ id: customerAttributes.id });
      [drink, note] = attrs.map((a) => a.id) as [number, number];
      const [row] = await t.db
        .insert(pageStructures)
        .values({
          storeId: store,
          page: 'home',
          structure: {
            sections: [
              { type: 'search', id: 'search' },
              { type: 'notice', id: 'n', text: 'Closed on Mondays', link: null },
            ],
          },
        })
        .returning({ id: pageStructures.id });
      structure = row!.id;
    });
    afterAll(() => t.close());

    const staff = async (method: 'GET' | 'PUT', url: string, payload?: unknown, token = TEST_STAFF_TOKEN) => {
      const res = await t.app.inject({
        method,
        url: `/staff/translations${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const snapshot = async () => ({
      levels: (await t.db.select().from(customerCategories)).map((l) => l.translations),
      attrs: (await t.db.select().from(customerAttributes)).map((a) => a.translations),
      pages: (await t.db.select().from(pageStructures)).map((p) => p.structure),
    });

    it('lists them among the entities, and lists their records with base text and translations', async () => {
      const names = (await staff('GET', '')).body.Result.entities.map((e: { entity: string }) => e.entity);
      expect(names).toEqual(expect.arrayContaining(['level', 'profile-field', 'page-section']));
      const sections = await staff('GET', '/page-section');
      expect(sections.body.Result.records).toEqual([
        {
          entity: 'page-section',
          id: `${structure}:n`,
          base: { text: 'Closed on Mondays' },
          translations: {},
        },
      ]);
      const levels = await staff('GET', '/level');
      expect(levels.body.Result.records[1]).toMatchObject({
        id: silver,
        base: { name: 'Silver', benefits: ['A free upgrade on your birthday'] },
      });
    });

    it('writes a level’s name and benefits for one locale, which shoppers then read; null removes it', async () => {
      const done = await staff('PUT', `/level/${silver}/zh-Hant`, {
        name: '白銀會員',
        benefits: ['生日當天飲品免費升級大杯'],
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.Result.translations).toEqual({
        'zh-Hant': { name: '白銀會員', benefits: ['生日當天飲品免費升級大杯'] },
      });
      await staff('PUT', `/level/${silver}/es`, { name: 'Plata' });
      const names = async (locale: string) =>
        (
          await t.call<{ categorys: LevelOut[] }>(
            'CustomerCategory/LoadCategorys',
            {},
            { headers: { 'x-locale': locale } },
          )
        ).body.Result.categorys.map((l) => l.name);
      expect(await names('zh-Hant')).toEqual(['Regular', '白銀會員']);
      expect(await names('es')).toEqual(['Regular', 'Plata']);
      await staff('PUT', `/level/${silver}/es`, { name: null });
      expect(await names('es')).toEqual(['Regular', 'Silver']);
    });

    it('writes a select’s label and options aligned with its base options', async () => {
      const done = await staff('PUT', `/profile-field/${drink}/zh-CN`, {
        name: '最爱饮品',
        options: ['奶茶', '咖啡'],
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const [row] = await t.db.select().from(customerAttributes).where(eq(customerAttributes.id, drink));
      expect(row!.translations).toEqual({ 'zh-CN': { name: '最爱饮品', options: ['奶茶', '咖啡'] } });
    });

    it('writes a page section’s text and answers it to shoppers at once (the cached page is forgotten)', async () => {
      const page = async () =>
        (
          await t.call<{ pages: Record<string, PageStructure> }>(
            'Store/PagesStructure',
            { storeId: store, pages: ['home'] },
            { headers: { 'x-locale': 'zh-Hant' } },
          )
        ).body.Result.pages.home!;
      const notice = async () => (await page()).sections.find((s) => s.type === 'notice');
      expect(await notice()).toMatchObject({ text: 'Closed on Mondays' });
      const done = await staff('PUT', `/page-section/${structure}:n/zh-Hant`, { text: '每週一公休' });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.Result).toMatchObject({
        id: `${structure}:n`,
        translations: { 'zh-Hant': { text: '每週一公休' } },
      });
      expect(await notice()).toMatchObject({ text: '每週一公休' });
    });

    it('refuses an unknown locale, field, record, blank, over-long or misaligned text and a wrong token, changing nothing', async () => {
      const before = await snapshot();
      const bad: Array<[string, unknown, number, string]> = [
        [`/level/${silver}/fr`, { name: 'Argent' }, 400, 'locale'],
        [`/level/${silver}/zh-TW`, { name: '白銀' }, 400, 'locale'],
        [`/level/${silver}/es`, { title: 'Plata' }, 400, 'body'],
        [`/level/${silver}/es`, {}, 400, 'body'],
        [`/level/${silver}/es`, { name: 'x'.repeat(41) }, 400, 'name'],
        [`/level/${silver}/es`, { benefits: ['Uno', ' '] }, 400, 'benefits'],
        [`/level/${silver}/es`, { benefits: 'Uno' }, 400, 'benefits'],
        ['/level/99999/es', { name: 'Oro' }, 404, ''],
        ['/level/silver/es', { name: 'Oro' }, 400, 'id'],
        [`/profile-field/${drink}/es`, { options: ['Té'] }, 400, 'options'],
        [`/profile-field/${note}/es`, { options: ['Sí'] }, 400, 'options'],
        [`/page-section/${structure}:n/es`, { title: 'x' }, 400, 'title'],
        [`/page-section/${structure}:search/es`, { text: 'x' }, 404, ''],
        ['/page-section/abc/es', { text: 'x' }, 404, ''],
        [`/page-section/${structure}:n/es`, { text: 'x'.repeat(301) }, 400, 'text'],
      ];
      for (const [url, payload, status, field] of bad) {
        const res = await staff('PUT', url, payload);
        expect(res.status, `${url} ${JSON.stringify(payload)}`).toBe(status);
        if (field) expect(res.body.Field, `${url} ${JSON.stringify(payload)}`).toBe(field);
      }
      const wrongToken = await staff('PUT', `/level/${silver}/es`, { name: 'x' }, 'nope-nope-nope');
      expect(wrongToken.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });

    it('is what `npm run staff -- translations` and `translate` call', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const id = String(silver);
      const set = await staffCli(url, [
        'translate',
        'level',
        id,
        'es',
        'name=Plata',
        'benefits=["Uno","Dos"]',
      ]);
      expect(set.code, set.err.join('\n')).toBe(0);
      const level = async () =>
        (await t.db.select().from(customerCategories).where(eq(customerCategories.id, silver)))[0]!;
      expect((await level()).translations.es).toEqual({ name: 'Plata', benefits: ['Uno', 'Dos'] });
      const listed = await staffCli(url, ['translations', 'level']);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain(`level ${id}`);
      expect(listed.out).toContain('  es       benefits: Uno | Dos');
      const section = await staffCli(url, [
        'translate',
        'page-section',
        `${structure}:n`,
        'es',
        'text=Cerrado',
      ]);
      expect(section.code, section.err.join('\n')).toBe(0);
      expect(section.out).toContain('  es       text: Cerrado');
      expect((await staffCli(url, ['translate', 'level', id, 'es', 'colour=gris'])).code).not.toBe(0);
      expect((await staffCli(url, ['translate', 'level', id, 'fr', 'name=Argent'])).code).not.toBe(0);
      expect((await level()).translations.es).toEqual({ name: 'Plata', benefits: ['Uno', 'Dos'] });
    });
  },
);
