import { describe, expect, it } from 'vitest';
import { insertMember, insertStore } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, suiteWorld } from '../../test/harness.ts';
import { insertTemplate } from '../coupon/coupon-test-kit.ts';
import { deliverGifts } from './deliver.ts';
import {
  balanceItem,
  couponItem,
  giftBooks,
  insertPackage,
  packageItem,
  pointsItem,
} from './gift-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: a delivery's unique key alone makes it happen once, whatever the timing.
describe.runIf(hasPostgres)('gift deliveries under concurrency on PostgreSQL', () => {
  const s = suiteWorld(async () => {
    const t = await createTestApp('postgres');
    return { t, store: await insertStore(t.db) };
  });

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: one source delivered by 20 transactions at once: once`, async () => {
      const template = await insertTemplate(s.t, s.store);
      const pack = await insertPackage(s.t, s.store, [pointsItem(10), couponItem(template.id)]);
      const memberId = await insertMember(s.t.db);
      const items = [balanceItem(100), packageItem(pack.id, 2)];
      const source = { kind: 'giftpack', ref: `R${round}` } as const;
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.t.db.transaction((tx) => deliverGifts(tx, { memberId, storeId: s.store, items, source })),
        ),
      );
      expect(results.filter((r) => r.delivered)).toHaveLength(1);
      const books = await giftBooks(s.t.db, memberId);
      expect([books.balance, books.balanceSum, books.points, books.pointsSum]).toEqual([100, 100, 20, 20]);
      expect(books.coupons).toHaveLength(2);
      expect(books.deliveries).toHaveLength(1);
    });
  }
});
