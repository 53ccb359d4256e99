import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ensureDemoTerms } from '../../db/demo-data/terms/load-terms.ts';
import { storeTerms, type TermsText } from '../../db/schema/service.ts';
import { stores } from '../../db/schema/store.ts';
import { baseSettings, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';

interface Summary {
  id: number;
  kind: string;
  title: string;
  language: string;
  updatedAt: string;
}
type Doc = Summary & { blocks: Array<{ type: string; text: string }> };

const en: TermsText = {
  title: 'Privacy Policy',
  body: 'We keep little.\n\n# Your choices\n\nWithdraw any time.',
};
const es: TermsText = { title: 'Política de privacidad', body: 'Guardamos poco.' };
const zh: TermsText = { title: '会员规则', body: '积分年底清零。' };

async function seed(db: Db) {
  const hq = await insertStore(db);
  const [shop] = await db
    .insert(stores)
    .values({ name: 'Branch', parentId: hq, settings: baseSettings })
    .returning({ id: stores.id });
  const otherChain = await insertStore(db);
  const at = new Date('2024-06-01T02:00:00Z');
  const [privacy, rules] = await db
    .insert(storeTerms)
    .values([
      { storeId: hq, kind: 'privacyPolicy', language: 'en', texts: { en, es }, sort: 10, updatedAt: at },
      {
        storeId: hq,
        kind: 'membershipRules',
        language: 'zh-CN',
        texts: { 'zh-CN': zh },
        sort: 5,
        updatedAt: at,
      },
    ])
    .returning({ id: storeTerms.id });
  const [foreign] = await db
    .insert(storeTerms)
    .values({ storeId: otherChain, kind: 'privacyPolicy', language: 'en', texts: { en }, updatedAt: at })
    .returning({ id: storeTerms.id });
  return { hq, shop: shop!.id, otherChain, privacy: privacy!.id, rules: rules!.id, foreign: foreign!.id };
}

describe.each(dbTargets())('terms documents (customize/TermsList, customize/Terms) on %s', (target) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seed>>;
  const list = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call<{ terms: Summary[] }>('customize/TermsList', body, { headers });
  const doc = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call<Doc>('customize/Terms', body, { headers });

  beforeAll(async () => {
    t = await createTestApp(target);
    ids = await seed(t.db);
  });
  afterAll(() => t.close());

  it('lists the headquarters’ documents in a shop without its own, in the store’s order and the reader’s language', async () => {
    const res = await list({ storeId: ids.shop, locale: 'es-MX' });
    expect(res.status).toBe(200);
    expect(res.body.Result.terms).toEqual([
      {
        id: ids.rules,
        kind: 'membershipRules',
        title: '会员规则',
        language: 'zh-CN',
        updatedAt: '2024-06-01T02:00:00.000Z',
      },
      {
        id: ids.privacy,
        kind: 'privacyPolicy',
        title: 'Política de privacidad',
        language: 'es',
        updatedAt: '2024-06-01T02:00:00.000Z',
      },
    ]);
  });

  it('reads the language from x-locale when the call names none', async () => {
    const res = await list({ storeId: ids.hq }, { 'x-locale': 'es' });
    expect(res.body.Result.terms.map((d) => d.language)).toEqual(['zh-CN', 'es']);
    const english = await list({ storeId: ids.hq }, { 'x-locale': 'en' });
    expect(english.body.Result.terms.map((d) => d.title)).toEqual(['会员规则', 'Privacy Policy']);
  });

  it('follows the fallback chain: Traditional reads Simplified, Spanish reads English, before the store’s language', async () => {
    const store = await insertStore(t.db);
    await t.db.insert(storeTerms).values({
      storeId: store,
      kind: 'userAgreement',
      language: 'zh-CN',
      texts: { 'zh-CN': { title: '用户协议', body: '…' }, en: { title: 'User Agreement', body: '…' } },
      updatedAt: new Date('2024-06-01T02:00:00Z'),
    });
    const titleIn = async (locale: string) =>
      (await doc({ storeId: store, kind: 'userAgreement' }, { 'x-locale': locale })).body.Result.title;
    expect(await titleIn('zh-Hant')).toBe('用户协议');
    expect(await titleIn('zh-HK')).toBe('用户协议');
    expect(await titleIn('es')).toBe('User Agreement');
    expect(await titleIn('en')).toBe('User Agreement');
  });

  it('has the demo chain’s three documents written out in each of the four languages', async () => {
    const store = await insertStore(t.db);
    await t.db.transaction((tx) => ensureDemoTerms(tx, store));
    const titles: Record<string, string[]> = {
      en: ['User Agreement', 'Privacy Policy', 'Membership Rules'],
      es: ['Acuerdo de usuario', 'Política de privacidad', 'Normas de socio'],
      'zh-CN': ['用户协议', '隐私政策', '会员规则'],
      'zh-Hant': ['用戶協議', '隱私權政策', '會員規則'],
    };
    for (const [locale, expected] of Object.entries(titles)) {
      const listed = (await list({ storeId: store }, { 'x-locale': locale })).body.Result.terms;
      expect(listed.map((d) => [d.title, d.language])).toEqual(expected.map((title) => [title, locale]));
      for (const summary of listed) {
        const full = (await doc({ storeId: store, id: summary.id }, { 'x-locale': locale })).body.Result;
        expect(full.blocks.length, `${locale} ${summary.kind}`).toBeGreaterThan(3);
      }
    }
  });

  it('gives one document as plain blocks, by id or by kind', async () => {
    const byId = await doc({ storeId: ids.shop, id: ids.privacy, locale: 'en' });
    expect(byId.status).toBe(200);
    expect(byId.body.Result).toMatchObject({
      id: ids.privacy,
      kind: 'privacyPolicy',
      title: 'Privacy Policy',
    });
    expect(byId.body.Result.blocks).toEqual([
      { type: 'paragraph', text: 'We keep little.' },
      { type: 'heading', text: 'Your choices' },
      { type: 'paragraph', text: 'Withdraw any time.' },
    ]);
    const byKind = await doc({ storeId: ids.shop, kind: 'privacyPolicy', locale: 'zh-TW' });
    expect(byKind.body.Result).toMatchObject({ id: ids.privacy, language: 'en' });
  });

  it('does not show another chain’s document, an unknown one, or an id with another kind', async () => {
    for (const body of [
      { storeId: ids.shop, id: ids.foreign },
      { storeId: ids.hq, id: 999_999 },
      { storeId: ids.hq, kind: 'refundPolicy' },
      { storeId: ids.hq, id: ids.privacy, kind: 'membershipRules' },
    ]) {
      const res = await doc(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.Code).toBe('NOT_FOUND');
    }
    const foreignList = await list({ storeId: ids.otherChain });
    expect(foreignList.body.Result.terms.map((d) => d.id)).toEqual([ids.foreign]);
  });

  it('refuses bad input and an unknown store', async () => {
    for (const body of [
      {},
      { storeId: ids.hq },
      { storeId: ids.hq, id: -1 },
      { storeId: ids.hq, kind: 'privacy policy' },
      { storeId: ids.hq, id: ids.privacy, locale: '../../etc' },
      { storeId: ids.hq, id: ids.privacy, html: true },
    ]) {
      const res = await doc(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await list({ storeId: 987_654 });
    expect(missing.status).toBe(404);
    expect(missing.body.Code).toBe('STORE_NOT_FOUND');
  });
});
