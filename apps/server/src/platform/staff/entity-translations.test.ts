import type { LevelOut, PageStructure } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes } from '../../db/schema/account/profile.ts';
import { pageStructures } from '../../db/schema/customize.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { staffCli } from './cli-test-kit.ts';

describe.each(dbTargets())(
  'staff translations of levels, profile fields and page sections on %s',
  (target) => {
    let t: TestApp;
    let store: number;
    let drink: number;
    let note: number;
    let structure: number;
    beforeAll(async () => {
      t = await createTestApp(target);
      store = await insertStore(t.db);
      await t.db.insert(customerCategories).values([
        { code: 'regular', name: 'Regular', rank: 0 },
        { code: 'silver', name: 'Silver', rank: 10, benefits: ['A free upgrade on your birthday'] },
      ]);
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

    const write = (entity: string, body: unknown, token = TEST_STAFF_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/translations/${entity}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body as object,
      });
    const snapshot = async () => ({
      levels: (await t.db.select().from(customerCategories)).map((l) => l.translations),
      attrs: (await t.db.select().from(customerAttributes)).map((a) => a.translations),
      pages: (await t.db.select().from(pageStructures)).map((p) => p.structure),
    });

    it('writes a level’s name and benefits for one locale, which shoppers then read; an empty value removes it', async () => {
      const done = await write('levels', {
        id: 'silver',
        locale: 'zh-Hant',
        fields: { name: '白銀會員', benefits: ['生日當天飲品免費升級大杯'] },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().Result.translations).toEqual({
        'zh-Hant': { name: '白銀會員', benefits: ['生日當天飲品免費升級大杯'] },
      });
      await write('levels', { id: 'silver', locale: 'es', fields: { name: 'Plata' } });
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
      await write('levels', { id: 'silver', locale: 'es', fields: { name: '' } });
      expect(await names('es')).toEqual(['Regular', 'Silver']);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/staff/translations/levels',
        headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      });
      expect(listed.json().Result.items[1]).toMatchObject({
        id: 'silver',
        base: { name: 'Silver' },
        translations: { 'zh-Hant': { name: '白銀會員' } },
      });
    });

    it('writes a select’s label and options aligned with its base options', async () => {
      const done = await write('profile-fields', {
        id: String(drink),
        locale: 'zh-CN',
        fields: { name: '最爱饮品', options: ['奶茶', '咖啡'] },
      });
      expect(done.statusCode, done.body).toBe(200);
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
      const done = await write('page-sections', {
        id: `${structure}:n`,
        locale: 'zh-Hant',
        fields: { text: '每週一公休' },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await notice()).toMatchObject({ text: '每週一公休' });
    });

    it('refuses an unknown locale, field, record, over-long or misaligned text and a wrong token, changing nothing', async () => {
      const before = await snapshot();
      const bad: Array<[string, unknown, number, string]> = [
        ['levels', { id: 'silver', locale: 'fr', fields: { name: 'Argent' } }, 400, 'locale'],
        ['levels', { id: 'silver', locale: 'zh-TW', fields: { name: '白銀' } }, 400, 'locale'],
        ['levels', { id: 'silver', locale: 'es', fields: { title: 'Plata' } }, 400, 'fields'],
        ['levels', { id: 'silver', locale: 'es', fields: {} }, 400, 'fields'],
        ['levels', { id: 'silver', locale: 'es', fields: { name: 'x'.repeat(41) } }, 400, 'fields.name'],
        [
          'levels',
          { id: 'silver', locale: 'es', fields: { benefits: ['Uno', ' '] } },
          400,
          'fields.benefits',
        ],
        ['levels', { id: 'gold', locale: 'es', fields: { name: 'Oro' } }, 404, ''],
        ['levels', { locale: 'es', fields: { name: 'Oro' } }, 400, 'id'],
        [
          'profile-fields',
          { id: String(drink), locale: 'es', fields: { options: ['Té'] } },
          400,
          'fields.options',
        ],
        [
          'profile-fields',
          { id: String(note), locale: 'es', fields: { options: ['Sí'] } },
          400,
          'fields.options',
        ],
        ['profile-fields', { id: 'abc', locale: 'es', fields: { name: 'x' } }, 404, ''],
        [
          'page-sections',
          { id: `${structure}:n`, locale: 'es', fields: { title: 'x' } },
          400,
          'fields.title',
        ],
        ['page-sections', { id: `${structure}:search`, locale: 'es', fields: { text: 'x' } }, 404, ''],
        [
          'page-sections',
          { id: `${structure}:n`, locale: 'es', fields: { text: 'x'.repeat(301) } },
          400,
          'fields.text',
        ],
      ];
      for (const [entity, body, status, field] of bad) {
        const res = await write(entity, body);
        expect(res.statusCode, `${entity} ${JSON.stringify(body)}`).toBe(status);
        if (field) expect(res.json().Field, JSON.stringify(body)).toBe(field);
      }
      const wrongToken = await write(
        'levels',
        { id: 'silver', locale: 'es', fields: { name: 'x' } },
        'nope-nope-nope',
      );
      expect(wrongToken.statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);
    });

    it('is what `npm run staff -- translations` and `translate` call', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const set = await staffCli(url, [
        'translate',
        'levels',
        'silver',
        'es',
        'name=Plata',
        'benefits=Uno|Dos',
      ]);
      expect(set.code, set.err.join('\n')).toBe(0);
      const [level] = await t.db
        .select()
        .from(customerCategories)
        .where(eq(customerCategories.code, 'silver'));
      expect(level!.translations.es).toEqual({ name: 'Plata', benefits: ['Uno', 'Dos'] });
      const listed = await staffCli(url, ['translations', 'levels']);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain('    es      name: Plata; benefits: Uno | Dos');
      expect((await staffCli(url, ['translate', 'levels', 'silver', 'es', 'colour=gris'])).code).not.toBe(0);
      expect((await staffCli(url, ['translate', 'levels', 'silver', 'fr', 'name=Argent'])).code).not.toBe(0);
      expect(
        (await t.db.select().from(customerCategories).where(eq(customerCategories.code, 'silver')))[0]!
          .translations.es,
      ).toEqual({
        name: 'Plata',
        benefits: ['Uno', 'Dos'],
      });
    });
  },
);
