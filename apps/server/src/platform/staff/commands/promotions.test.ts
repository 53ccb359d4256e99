import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff promotions command against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  let cake: number;
  beforeAll(async () => {
    store = await insertStore(suite.t.db);
    cake = await insertProduct(suite.t.db, store, { name: 'Cake', price: 2_500 });
  });
  const run = (...argv: string[]) => suite.run(argv);

  it('creates, lists and ends a promotion', async () => {
    expect((await run('promotions', '--store', String(store))).err).toEqual(['No promotions.']);
    const json = JSON.stringify({
      storeId: store,
      name: 'Cake over 80',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      rule: { t: 'PromotionGift', requireAmount: 80, productId: cake },
    });
    const made = await run('promotions', 'create', json);
    expect(made.code).toBe(0);
    const id =
      /^#(\d+) {2}active {2}PromotionGift {2}Cake over 80 {2}\(store \d+, 2026-11-01T00:00Z → 2026-12-01T00:00Z\) {2}\{.*"requireAmount":8000/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    expect((await run('promotions', 'list', '--store', String(store))).out).toHaveLength(1);
    expect((await run('promotions', 'end', id!)).out[0]).toMatch(new RegExp(`^#${id} {2}ended `));
    expect((await run('promotions', '--store', String(store))).err).toEqual(['No promotions.']);
    expect((await run('promotions', '--store', String(store), '--status', 'all')).out).toHaveLength(1);
    const refused = await run('promotions', 'create', '{"storeId":1,"name":"x"}');
    expect(refused.err.join('\n')).toContain('400 BAD_REQUEST');
    expect((await run('promotions', 'end', 'x')).code).toBe(2);
    expect((await run('promotions', 'create', 'no-such-file.json')).code).toBe(1);
  });
});
