import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { paymentSuite } from '../payment/payment-test-kit.ts';
import { exchange, givePoints, insertPointsProduct, mallCall, productState } from './pointsmall-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the points ledger's conditional update alone decides who exchanges.
describe.runIf(hasPostgres)('points exchanges under concurrency on PostgreSQL', () => {
  const s = paymentSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 100 points and 10 exchanges of 100 at once: exactly one, never below 0`, async () => {
      const bag = await insertPointsProduct(s.t, s.store, { stock: 50 });
      const m = await memberSession(s.t);
      await givePoints(s.t, m.memberId, 100);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => exchange(s.t, s.store, m.session, { productId: bag.id })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.Code))).toEqual(
        new Set(['POINTSMALL_INSUFFICIENT_POINTS']),
      );
      const books = await memberBooks(s.t.db, m.memberId);
      expect(books.member.points).toBe(0);
      expect(books.pointsSum).toBe(0);
      expect(books.pointsEntries.every((e) => e.pointsAfter >= 0)).toBe(true);
      expect(books.orders).toHaveLength(1);
      expect((await productState(s.t.db, bag.id)).product.stock).toBe(49);
    });

    it(`round ${round}: the last unit and 10 members exchanging at once: exactly one gets it`, async () => {
      const bag = await insertPointsProduct(s.t, s.store, { stock: 1 });
      const takers = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      for (const m of takers) await givePoints(s.t, m.memberId, 100);
      const answers = await Promise.all(
        takers.map((m) => exchange(s.t, s.store, m.session, { productId: bag.id })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'POINTSMALL_SOLD_OUT')).toHaveLength(9);
      const books = await Promise.all(takers.map((m) => memberBooks(s.t.db, m.memberId)));
      expect(books.map((b) => b.member.points).sort((a, b) => a - b)).toEqual([0, ...Array(9).fill(100)]);
      expect(books.every((b) => b.member.points === b.pointsSum)).toBe(true);
      expect((await productState(s.t.db, bag.id)).product.stock).toBe(0);
    });

    it(`round ${round}: 10 cancels of one exchange at once (the order lifecycle's one path): points and stock back once`, async () => {
      const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
      const m = await memberSession(s.t);
      await givePoints(s.t, m.memberId, 100);
      const made = await exchange(s.t, s.store, m.session, { productId: bag.id });
      const orderNo = (made.body.Result as { orderNo: string }).orderNo;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          mallCall(s.t, s.store, 'Integrals/CancelExchange', { orderNo }, m.session),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const books = await memberBooks(s.t.db, m.memberId);
      expect(books.member.points).toBe(100);
      expect(books.pointsSum).toBe(100);
      expect(books.pointsEntries.filter((e) => e.reason === 'cancel_refund')).toHaveLength(1);
      expect((await productState(s.t.db, bag.id)).product.stock).toBe(5);
    });
  }
});
