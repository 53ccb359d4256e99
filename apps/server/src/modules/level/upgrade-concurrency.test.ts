import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import {
  notificationFor,
  orderState,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import { giveBalance, levelSuite, memberBooks, newKey, upgrade } from './level-test-kit.ts';

const ROUNDS = 10;
const PARALLEL = 20;

// DESIGN §4 under real concurrency: one key, one payment, one upgrade; one balance, one paid upgrade.
describe.runIf(hasPostgres)('paid upgrades under concurrency on postgres', () => {
  const suite = levelSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: ${PARALLEL} parallel calls with one key make one order, one payment, one upgrade`, async () => {
      const m = await memberSession(suite.t);
      await giveBalance(suite.t, m.memberId, 5000);
      const body = { setCode: 'gold', idempotencyKey: newKey() };
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          upgrade(suite.t, { session: m.session, store: suite.store, body }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
      expect(new Set(answers.map((a) => a.body.Result.orderNo)).size).toBe(1);
      expect(answers.every((a) => a.body.Result.status === 'completed')).toBe(true);
      const books = await memberBooks(suite.t.db, m.memberId);
      expect(books.orders).toHaveLength(1);
      expect((await orderState(suite.t.db, books.orders[0]!.id)).payments).toHaveLength(1);
      expect(books.member).toMatchObject({ balance: 2000, categoryId: suite.ids.gold, points: 100 });
      expect(books.balanceEntries.filter((e) => e.reason === 'level_upgrade')).toHaveLength(1);
      expect(books.balanceSum).toBe(books.member.balance);
      expect(books.pointsSum).toBe(books.member.points);
    });

    it(`round ${round}: ${PARALLEL} duplicate notifications of one upgrade payment upgrade and reward once`, async () => {
      const inviter = await memberSession(suite.t);
      const m = await memberSession(suite.t);
      const body = { setCode: 'gold', payMethod: 4, inviterUid: inviter.memberId };
      const made = await upgrade(suite.t, { session: m.session, store: suite.store, body });
      const { prepayId } = await started(suite.t, m.session, made.body.Result.orderNo, 4);
      await payWithoutNotice(suite.t, prepayId);
      const copies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          notificationFor(suite.t, prepayId, { transactionId: `U${round}x${i}` }),
        ),
      );
      const answers = await Promise.all(copies.map((c) => postNotify(suite.t, c)));
      expect(answers.every((a) => a.status === 200 && a.text === 'SUCCESS')).toBe(true);
      const books = await memberBooks(suite.t.db, m.memberId);
      expect(books.orders).toMatchObject([{ status: 'completed' }]);
      expect((await orderState(suite.t.db, books.orders[0]!.id)).payments).toMatchObject([
        { status: 'paid' },
      ]);
      expect(books.member).toMatchObject({ categoryId: suite.ids.gold, points: 100 });
      expect(books.pointsEntries).toHaveLength(1);
      const theirs = await memberBooks(suite.t.db, inviter.memberId);
      expect(theirs.pointsEntries.map((e) => [e.reason, e.delta])).toEqual([['referral_reward', 50]]);
      expect(theirs.pointsSum).toBe(theirs.member.points);
    });

    it(`round ${round}: balance for one upgrade and ${PARALLEL} upgrades at once pay exactly one`, async () => {
      const m = await memberSession(suite.t);
      await giveBalance(suite.t, m.memberId, 9800);
      // Half ask for Gold, half for Black: whichever pays first, no other can (balance, or no longer higher).
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          upgrade(suite.t, {
            session: m.session,
            store: suite.store,
            body: { setCode: i % 2 ? 'gold' : 'black', idempotencyKey: newKey() },
          }),
        ),
      );
      const paid = answers.filter((a) => a.status === 200);
      expect(paid).toHaveLength(1);
      const refusals = new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.Code));
      for (const code of refusals) expect(['BALANCE_INSUFFICIENT', 'LEVEL_NOT_HIGHER']).toContain(code);
      const books = await memberBooks(suite.t.db, m.memberId);
      expect(books.orders).toHaveLength(1);
      expect(books.member.balance).toBeGreaterThanOrEqual(0);
      expect(books.member.balance).toBe(9800 - Math.round(paid[0]!.body.Result.amount * 100));
      expect(books.balanceEntries.every((e) => e.balanceAfter >= 0)).toBe(true);
      expect(books.balanceSum).toBe(books.member.balance);
      expect(books.member.categoryId).toBe(paid[0]!.body.Result.category.id);
    });
  }
});
