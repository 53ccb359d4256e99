import type { GiftOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertMember, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, suiteWorld } from '../../test/harness.ts';
import { insertTemplate, newKey } from '../coupon/coupon-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { deliverGifts } from './deliver.ts';
import {
  balanceItem,
  couponItem,
  giftBooks,
  giftCall,
  giftSuite,
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

describe.runIf(hasPostgres)('gift package payments under concurrency on PostgreSQL', () => {
  const s = giftSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 50 copies of one package's payment notification at once: delivered once`, async () => {
      const template = await insertTemplate(s.t, s.store, { claimLimit: null });
      const pack = await insertPackage(
        s.t,
        s.store,
        [balanceItem(1000), pointsItem(50), couponItem(template.id)],
        {
          price: 990,
          total: 5,
        },
      );
      const m = await memberSession(s.t);
      const body = { id: pack.id, payMethod: 4, idempotencyKey: newKey() };
      const made = await giftCall<GiftOrderOut>(s, 'GiftPackage/Buy', body, m.session);
      const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
      await payWithoutNotice(s.t, prepayId);
      const copy = await notificationFor(s.t, prepayId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await giftBooks(s.t.db, m.memberId);
      expect(books.orders).toMatchObject([{ status: 'completed', paidAmount: 990 }]);
      expect([books.balance, books.balanceSum, books.points, books.pointsSum]).toEqual([1000, 1000, 50, 50]);
      expect([books.coupons.length, books.deliveries.length]).toEqual([1, 1]);
    });
  }
});
