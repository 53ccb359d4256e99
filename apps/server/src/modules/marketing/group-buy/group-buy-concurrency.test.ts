import type { GroupBuyOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { hasPostgres } from '../../../test/harness.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { settleDueGroups } from '../index.ts';
import { buyer, buyPlace, groupBooks, groupSuite, insertGroupBuy } from './group-buy-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the group's conditional update and the one-place-per-member index alone hold.
describe.runIf(hasPostgres)('group buys under concurrency on PostgreSQL', () => {
  const s = groupSuite('postgres');

  async function opened(activity: number) {
    const leader = await buyer(s);
    const res = await buyPlace(s, leader.session, { id: activity });
    return res.body.Result.group!.id;
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 10 members join a group of 3 at once by balance: 2 get in, 8 charged nothing`, async () => {
      const activity = await insertGroupBuy(s);
      const group = await opened(activity);
      const members = await Promise.all(Array.from({ length: 10 }, () => buyer(s)));
      const answers = await Promise.all(members.map((m) => buyPlace(s, m.session, { id: activity, group })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.body.Code === 'GROUP_FULL')).toHaveLength(8);
      const books = await groupBooks(s.t.db, group);
      expect([books.holds, books.group.joined, books.group.status]).toEqual([true, 3, 'grouped']);
      expect(books.rows.every((r) => r.order.status === 'accepted')).toBe(true);
      const balances = await Promise.all(members.map((m) => balanceOf(s.t.db, m.memberId)));
      expect(balances.filter((b) => b.balance === 10_000 - 1900)).toHaveLength(2);
      expect(balances.every((b) => b.balance === b.sum)).toBe(true);
    });

    it(`round ${round}: 10 online payments for a group of 3 notified at once: 2 places, 8 refunded`, async () => {
      const activity = await insertGroupBuy(s);
      const group = await opened(activity);
      const copies = [];
      for (let i = 0; i < 10; i++) {
        const m = await memberSession(s.t);
        const order = await buyPlace(s, m.session, { id: activity, group, payMethod: 4 });
        const { prepayId } = await started(
          s.t,
          m.session,
          (order.body.Result as GroupBuyOrderOut).orderNo,
          4,
        );
        await payWithoutNotice(s.t, prepayId);
        copies.push(await notificationFor(s.t, prepayId));
      }
      const answers = await Promise.all(copies.map((copy) => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await groupBooks(s.t.db, group);
      expect([books.holds, books.group.joined, books.group.status]).toEqual([true, 3, 'grouped']);
      const refunded = books.rows.filter((r) => r.order.status === 'refunded');
      expect(refunded).toHaveLength(8);
      expect(refunded.every((r) => r.order.refundedAmount === 1900 && !r.fact.placed)).toBe(true);
    });

    it(`round ${round}: a member's two taps at once and the job settling twice at the limit: each effect once`, async () => {
      const activity = await insertGroupBuy(s);
      const group = await opened(activity);
      const m = await buyer(s);
      const taps = await Promise.all([1, 2].map(() => buyPlace(s, m.session, { id: activity, group })));
      expect(taps.filter((a) => a.status === 200)).toHaveLength(1);
      expect((await balanceOf(s.t.db, m.memberId)).balance).toBe(10_000 - 1900);
      s.t.clock.advance(60 * 60_000);
      const deps = { db: s.t.db, log: s.t.app.log };
      await Promise.all([settleDueGroups(deps, s.t.clock.now()), settleDueGroups(deps, s.t.clock.now())]);
      const books = await groupBooks(s.t.db, group);
      expect(books.group.status).toBe('ended');
      expect(books.rows.map((r) => [r.order.status, r.order.refundedAmount])).toEqual([
        ['refunded', 1900],
        ['refunded', 1900],
      ]);
      expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 10_000, sum: 10_000 });
    });
  }
});
