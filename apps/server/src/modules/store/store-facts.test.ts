import type { CertificateOut, CountryCodeOut, SensitiveWordsFile } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { addAddress, yuyuanRoad } from '../address/address-test-kit.ts';
import { place, shopper } from '../checkout/checkout-test-kit.ts';

async function staff(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe.each(dbTargets())('country codes, certificates and sensitive words on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db);
    const tea = await insertProduct(t.db, store, { name: 'Tea', price: 1200 });
    return { t, store, tea };
  });

  it('lists every calling code, mainland China first, named in the reader’s language', async () => {
    const codes = (lang: string) =>
      w.t.call<{ countries: CountryCodeOut[] }>(
        'Store/GetCountryCodeList',
        {},
        { headers: { 'accept-language': lang } },
      );
    const en = (await codes('en')).body.Result.countries;
    expect(en.length).toBeGreaterThan(240);
    expect(en[0]).toEqual({ region: 'CN', code: '86', name: 'China' });
    expect(en.find((c) => c.region === 'US')).toEqual({ region: 'US', code: '1', name: 'United States' });
    expect(en.find((c) => c.region === 'GB')?.code).toBe('44');
    const zh = (await codes('zh-CN')).body.Result.countries;
    expect(zh[0]).toMatchObject({ region: 'CN', name: '中国' });
    expect(zh.find((c) => c.region === 'JP')?.name).toBe('日本');
    expect((await w.t.call('Store/GetCountryCodeList', { x: 1 })).status).toBe(400);
  });

  it('shows the certificates staff set, and none of an unknown store', async () => {
    const read = () =>
      w.t.call<{ certificates: CertificateOut[] }>('Store/GetEshopCertificate', { storeId: w.store });
    expect((await read()).body.Result.certificates).toEqual([]);
    const licence = {
      kind: 'business-licence',
      number: '91310106MA1FY0001X',
      holder: 'Amber Bakery Ltd',
      imageUrl: '/media/certs/licence.jpg',
      validUntil: '2030-12-31',
    };
    expect((await staff(w.t, 'PUT', `stores/${w.store}/certificates`, licence)).status).toBe(200);
    await staff(w.t, 'PUT', `stores/${w.store}/certificates`, { kind: 'food-permit', number: 'JY1' });
    await staff(w.t, 'PUT', `stores/${w.store}/certificates`, { kind: 'food-permit', number: 'JY2' });
    expect((await read()).body.Result.certificates).toEqual([
      licence,
      { kind: 'food-permit', number: 'JY2', holder: '', imageUrl: '', validUntil: null },
    ]);
    const bad = await staff(w.t, 'PUT', `stores/${w.store}/certificates`, {
      ...licence,
      imageUrl: 'javascript:x',
    });
    expect(bad.status).toBe(400);
    expect((await staff(w.t, 'PUT', 'stores/999999/certificates', licence)).body.Code).toBe(
      'STORE_NOT_FOUND',
    );
    expect((await w.t.call('Store/GetEshopCertificate', { storeId: 999_999 })).body.Code).toBe(
      'STORE_NOT_FOUND',
    );
  });

  it('serves the words file by language and refuses a remark or a name holding a word, in either list', async () => {
    await staff(w.t, 'POST', 'sensitive-words', { language: 'zh', words: ['赌博'] });
    await staff(w.t, 'POST', 'sensitive-words', { language: 'en', words: ['Scam'] });
    const file = await w.t.app.inject({ method: 'GET', url: '/sensitive-words/zh.json' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('max-age=300');
    expect(file.json<SensitiveWordsFile>()).toEqual({ language: 'zh', words: ['赌博'] });
    expect((await w.t.app.inject({ method: 'GET', url: '/sensitive-words/fr.json' })).statusCode).toBe(404);

    const me = await shopper(w.t);
    const items = [{ ProductId: w.tea, ProductNum: 1 }];
    const refused = await place(w.t, w.store, me, items, { remark: 'no S C A M please' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ Code: 'TEXT_SENSITIVE', Message: '内容包含敏感词“scam”，请修改' });
    expect((await place(w.t, w.store, me, items, { remark: '少糖' })).status).toBe(200);
    // A listed word inside a longer one is not that word.
    expect((await place(w.t, w.store, me, items, { remark: 'Scampi on the side' })).status).toBe(200);

    const m = await memberSession(w.t);
    const save = (name: string) =>
      w.t.call('customeraccount/UpdateCustomerArchives', { name }, { session: m.session });
    expect((await save('赌 博王')).body.Code).toBe('TEXT_SENSITIVE');
    expect((await save('Li Hua')).status).toBe(200);
    const address = (fields: Record<string, unknown>) =>
      addAddress(w.t, m.session, { ...yuyuanRoad, ...fields });
    expect((await address({ receiver: '赌博王' })).body.Code).toBe('TEXT_SENSITIVE');
    expect((await address({ detail: '愚园路 168 号 scam' })).body.Code).toBe('TEXT_SENSITIVE');

    // A word removed is allowed again at once on this instance.
    await staff(w.t, 'POST', 'sensitive-words/remove', { language: 'zh', words: ['赌博'] });
    expect((await save('赌博王')).status).toBe(200);
  });
});
