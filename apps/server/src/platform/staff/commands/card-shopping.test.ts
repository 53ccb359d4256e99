import { describe, expect, it } from 'vitest';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff cards products for shopping cards against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('creates a shopping card product on some categories, shown with its face value; none without one', async () => {
    const store = await insertStore(suite.t.db);
    const product = {
      storeId: store,
      kind: 'shopping',
      name: 'Bakery card',
      price: 95,
      faceValue: 100,
      categoryIds: [1],
      validity: { mode: 'days', from: 'purchase', days: 365 },
    };
    const made = await run('cards', 'products', 'create', JSON.stringify(product));
    expect(made.code, made.err.join('\n')).toBe(0);
    expect(made.out[0]).toMatch(
      /^#\d+ {2}active\s+shopping ¥100\.00 {2}¥95\.00 {2}unlimited .* {2}Bakery card$/,
    );
    const { faceValue: _, ...faceless } = product;
    const refused = await run('cards', 'products', 'create', JSON.stringify(faceless));
    expect(refused.code).not.toBe(0);
    expect(refused.err.join('\n')).toMatch(/BAD_REQUEST/);
  });
});
