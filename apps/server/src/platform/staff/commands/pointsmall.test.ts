import { beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff pointsmall command against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  beforeAll(async () => {
    store = await insertStore(suite.t.db);
  });
  const run = (...argv: string[]) => suite.run(argv);

  it('creates, lists and ends a points product', async () => {
    expect((await run('pointsmall', '--store', String(store))).err).toEqual(['No points products.']);
    const json = JSON.stringify({
      storeId: store,
      kind: 'goods',
      name: 'Tote bag',
      rules: [
        { points: 500, price: 0 },
        { points: 200, price: 9.9 },
      ],
      stock: 50,
      perPersonLimit: 2,
    });
    const made = await run('pointsmall', 'create', json);
    expect(made.code).toBe(0);
    const id =
      /^#(\d+) {2}active {2}goods {7}500 pts \| 200 pts \+ ¥9\.90 {2}50 left {2}2 each {2}store \d+ {2}Tote bag$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id, made.out[0]).toBeDefined();
    expect((await run('pointsmall', 'list', '--store', String(store))).out).toHaveLength(1);
    expect((await run('pointsmall', 'end', id!)).out[0]).toMatch(new RegExp(`^#${id} {2}ended `));
    const refused = await run('pointsmall', 'create', '{"kind":"coupon","name":"x","rules":[],"stock":1}');
    expect(refused.err.join('\n')).toContain('400 BAD_REQUEST');
    expect((await run('pointsmall', 'end', 'x')).code).toBe(2);
    expect((await run('pointsmall', 'pickup', '123456789')).err.join('\n')).toContain('ORDER_NOT_FOUND');
    expect((await run('pointsmall', 'cancel', '123456789')).err.join('\n')).toContain('ORDER_NOT_FOUND');
    expect((await run('pointsmall', 'cancel', 'x')).code).toBe(2);
    expect((await run('pointsmall', 'frobnicate')).code).toBe(2);
  });
});
