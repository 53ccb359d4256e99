import { beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../modules/checkout/checkout-test-kit.ts';
import { book, groupMealStore } from '../../../modules/marketing/group-meal-test-kit.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff group-meal commands against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  let orderNo: string;
  beforeAll(async () => {
    const made = await groupMealStore(suite.t.db);
    store = made.store;
    const who = await shopper(suite.t, 100_000);
    orderNo = (await book(suite.t, store, who.session, { menuId: made.menu })).body.Result!.orderNo;
  });
  const run = (...argv: string[]) => suite.run(argv);

  it('lists bookings of a store and day, then confirms and serves one', async () => {
    const list = await run('group-meals', '--store', String(store), '--date', '2026-11-24');
    expect(list.out).toHaveLength(1);
    expect(list.out[0]).toMatch(
      new RegExp(`^${orderNo}  booked\\s+2026-11-24 06:00Z  x5  Afternoon tea  deposit 132\\.75 paid`),
    );
    expect((await run('group-meals', '--store', String(store), '--date', '2026-11-25')).err).toEqual([
      'No bookings.',
    ]);
    expect((await run('group-meal-confirm', orderNo)).out).toEqual([`${orderNo} is now accepted`]);
    const wrong = await run('group-meal-confirm', orderNo);
    expect(wrong.err.join('\n')).toContain('409 ORDER_STATE_CONFLICT');
    expect((await run('group-meal-serve', orderNo)).out).toEqual([`${orderNo} is now completed`]);
    expect((await run('group-meals', '--shop', '1')).code).toBe(2);
  });
});
