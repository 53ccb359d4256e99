import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/harness.ts';
import { newMember, paidOrder, pointsBooks, pointsSuite, staffStep } from './order-points-test-kit.ts';

const ROUNDS = 20;
const PARALLEL = 10;

// DESIGN §4 under real concurrency: completions and take-backs of one order race; each effect happens once.
describe.runIf(hasPostgres)('order points under concurrency on postgres', () => {
  const w = pointsSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: ${PARALLEL} completions and ${PARALLEL} refunds of one order earn and take back once`, async () => {
      const memberId = await newMember(w, 10_000);
      const order = await paidOrder(w, memberId, { payMethod: 2 });
      const calls = Array.from({ length: PARALLEL * 2 }, (_, i) => (i % 2 === 0 ? 'complete' : 'refund'));
      const answers = await Promise.all(calls.map((step) => staffStep(w.t, order.orderNo, step)));
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      const won = (step: string) => calls.filter((c, i) => c === step && answers[i]!.status === 200).length;
      expect(won('complete')).toBe(1);
      expect(won('refund')).toBeLessThanOrEqual(1);
      const books = await pointsBooks(w, memberId, order.id);
      expect(books.sum).toBe(books.points);
      const refunded = won('refund') === 1;
      expect(books.entries.map((e) => [e.reason, e.delta])).toEqual(
        refunded
          ? [
              ['consumption', 74],
              ['return_refund', -74],
            ]
          : [['consumption', 74]],
      );
      expect(books.points).toBe(refunded ? 0 : 74);
      expect(books.balance).toBe(refunded ? 10_000 : 2_600);
    });
  }
});
