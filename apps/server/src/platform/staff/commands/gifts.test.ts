import { describe, expect, it } from 'vitest';
import { insertTemplate } from '../../../modules/coupon/coupon-test-kit.ts';
import { giftBooks } from '../../../modules/gift/gift-test-kit.ts';
import { insertMember, insertProduct, insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff gifts command against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('creates, lists and ends packages, grants one once per key, and honours its goods at the counter', async () => {
    const store = await insertStore(suite.t.db);
    const memberId = await insertMember(suite.t.db, '13743000101');
    const template = await insertTemplate(suite.t, store);
    const latte = await insertProduct(suite.t.db, store, { name: 'Latte', price: 1800 });
    const pack = {
      storeId: store,
      name: 'Staff pack',
      items: [
        { giftType: 0, quantity: 500 },
        { giftType: 1, quantity: 20 },
        { giftType: 2, quantity: 1, giftInfo: { templateId: template.id } },
        { giftType: 3, quantity: 2, giftInfo: { productId: latte, name: 'Latte' } },
      ],
      price: 9.9,
      points: 100,
      total: 10,
      buyLimit: 1,
    };
    const made = await run('gifts', 'create', JSON.stringify(pack));
    expect(made.code, made.err.join('\n')).toBe(0);
    expect(made.out[0]).toMatch(
      /active\s+¥9\.90 \+ 100 pts {2}10\/10 left {2}buy 1 each {2}4 items {2}store \d+ {2}Staff pack$/,
    );
    const id = /^#(\d+)/.exec(made.out[0]!)![1]!;
    const bad = await run(
      'gifts',
      'create',
      JSON.stringify({ ...pack, items: [{ giftType: 5, quantity: 1, giftInfo: { packageId: 999999 } }] }),
    );
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('GIFT_ITEMS_INVALID');

    const granted = await run('gifts', 'grant', '13743000101', id, 'welcome');
    expect(granted.out).toEqual([expect.stringMatching(/^Member \S+ got package #\d+ \(key welcome\)$/)]);
    const again = await run('gifts', 'grant', '13743000101', id, 'welcome');
    expect(again.out[0]).toContain('nothing changed');
    const books = await giftBooks(suite.t.db, memberId);
    expect([books.balance, books.points, books.coupons.length, books.deliveries.length]).toEqual([
      500, 20, 1, 1,
    ]);

    const listed = await run('gifts', 'entitlements', '13743000101');
    expect(listed.out).toEqual([expect.stringMatching(/^#\d+ {2}0\/2 honoured {2}type 3 {2}Latte/)]);
    const giftId = /^#(\d+)/.exec(listed.out[0]!)![1]!;
    expect((await run('gifts', 'honour', giftId, '2')).out).toEqual([
      `Gift #${giftId} (Latte): 2 of 2 honoured`,
    ]);
    const over = await run('gifts', 'honour', giftId);
    expect(over.code).toBe(1);
    expect(over.err.join('\n')).toContain('GIFT_ENTITLEMENT_USED_UP');

    expect((await run('gifts', 'list', '--store', String(store))).out).toHaveLength(1);
    expect((await run('gifts', 'end', id)).out[0]).toMatch(/ended/);
    expect((await run('gifts', 'grant', '13743000101', id)).err.join('\n')).toContain('GIFT_PACKAGE_ENDED');
    expect((await run('gifts', 'grant')).code).toBe(2);
  });
});
