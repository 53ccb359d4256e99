import { beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff certificate and words commands against a running server', () => {
  const suite = staffCliSuite();
  let store: string;
  beforeAll(async () => {
    store = String(await insertStore(suite.t.db));
  });
  const run = (...argv: string[]) => suite.run(argv);

  it('sets, lists and removes a store certificate', async () => {
    expect((await run('certificate', store)).err).toEqual([`Store ${store} shows no certificate.`]);
    const json = JSON.stringify({
      kind: 'food-permit',
      number: 'JY13101060012345',
      holder: 'Amber Bakery Ltd',
      validUntil: '2030-12-31',
    });
    const set = await run('certificate', store, 'set', json);
    expect(set.out).toEqual([
      'food-permit       JY13101060012345  Amber Bakery Ltd  valid until 2030-12-31  (no image)',
    ]);
    const bad = await run(
      'certificate',
      store,
      'set',
      '{"kind":"food-permit","number":"","imageUrl":"ftp://x"}',
    );
    expect(bad.err.join('\n')).toContain('400 BAD_REQUEST');
    expect((await run('certificate', store, 'remove', 'food-permit')).code).toBe(0);
    expect((await run('certificate', store)).out).toEqual([]);
    expect((await run('certificate', store, 'remove', 'passport')).code).toBe(2);
  });

  it('adds and removes sensitive words, kept folded', async () => {
    expect((await run('words', 'en', 'add', 'Scam', 'free money')).out).toEqual(['freemoney\nscam']);
    expect((await run('words', 'en', 'remove', 'SCAM')).out).toEqual(['freemoney']);
    expect((await run('words', 'zh')).err).toEqual(['No zh sensitive words.']);
    expect((await run('words', 'fr')).code).toBe(2);
    expect((await run('words', 'en', 'add')).code).toBe(2);
  });
});
