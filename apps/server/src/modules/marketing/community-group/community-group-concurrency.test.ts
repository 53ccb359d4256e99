import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { hasPostgres } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { cancelExpiredOrders } from '../../order/auto-cancel.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { communityBooks, communitySuite, HOUR, insertGroup, order } from './community-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the counters' and the items' conditional updates alone keep the stock.
describe.runIf(hasPostgres)('community group purchase under concurrency on PostgreSQL', () => {
  const s = communitySuite('postgres');
  async function buyers(n: number) {
    const list = await Promise.all(Array.from({ length: n }, () => memberSession(s.t)));
    for (const m of list) await giveBalance(s.t, m.memberId, 10_000);
    return list;
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 40 members at once for 8 eggs, their lines in either order: 8 sold, 32 charged nothing`, async () => {
      const g = await insertGroup(
        s,
        {},
        {
          items: [
            { name: 'Eggs', price: 1500, groupPrice: 1200, stock: 8, perMemberLimit: 2 },
            { name: 'Milk', price: 800, groupPrice: 650, stock: 100 },
          ],
        },
      );
      const list = await buyers(40);
      const [eggs, milk] = [
        { itemId: g.itemIds[0]!, quantity: 1 },
        { itemId: g.itemIds[1]!, quantity: 1 },
      ];
      const answers = await Promise.all(
        list.map((m, i) =>
          order(s, m.session, g, { items: i % 2 ? [eggs, milk] : [milk, eggs], expectedAmount: 18.5 }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
      expect(answers.filter((a) => a.body.Code === 'COMMUNITY_SOLD_OUT')).toHaveLength(32);
      const books = await communityBooks(s.t.db, g.id);
      expect([books.items.map((i) => i.remaining), books.holds]).toEqual([[0, 92], true]);
      const balances = await Promise.all(list.map((m) => balanceOf(s.t.db, m.memberId)));
      expect(balances.filter((b) => b.balance === 10_000 - 1850)).toHaveLength(8);
      expect(balances.every((b) => b.balance === b.sum)).toBe(true);
    });

    it(`round ${round}: one member's 10 orders at once under a limit of 2: 2 units, the stock left for others`, async () => {
      const g = await insertGroup(s);
      const [m] = await buyers(1);
      const taps = await Promise.all(Array.from({ length: 10 }, () => order(s, m!.session, g)));
      expect(taps.filter((a) => a.status === 200)).toHaveLength(2);
      expect(taps.filter((a) => a.body.Code === 'COMMUNITY_MEMBER_LIMIT')).toHaveLength(8);
      const books = await communityBooks(s.t.db, g.id);
      expect([books.items[0]!.remaining, books.holds]).toEqual([8, true]);
      expect((await balanceOf(s.t.db, m!.memberId)).balance).toBe(10_000 - 2400);
    });

    it(`round ${round}: unpaid orders timing out while their late payments land and new members order: never oversold`, async () => {
      const g = await insertGroup(
        s,
        { endsAt: new Date(s.t.clock.now().getTime() + 3 * HOUR) },
        {
          items: [{ name: 'Eggs', price: 1500, groupPrice: 1200, stock: 4 }],
        },
      );
      const copies = [];
      for (let i = 0; i < 4; i++) {
        const m = await memberSession(s.t);
        const placed = await order(s, m.session, g, { payMethod: 4 });
        const { prepayId } = await started(s.t, m.session, placed.body.Result.orderNo, 4);
        await payWithoutNotice(s.t, prepayId);
        copies.push(await notificationFor(s.t, prepayId));
      }
      s.t.clock.advance(HOUR);
      const late = await buyers(6);
      await Promise.all([
        cancelExpiredOrders({ db: s.t.db }, s.t.clock.now()),
        ...copies.map((copy) => postNotify(s.t, copy)),
        ...late.map((m) => order(s, m.session, g)),
      ]);
      const books = await communityBooks(s.t.db, g.id);
      expect(books.holds).toBe(true);
      expect(books.items[0]!.stock - books.items[0]!.remaining).toBeLessThanOrEqual(4);
      const dead = books.rows.filter((r) => r.fact.returned);
      // Every one of the four was paid: a payment that found its order timed out went back in full.
      expect(dead.every((r) => r.status === 'cancelled' && r.refundedAmount === 1200)).toBe(true);
      const live = books.rows.filter((r) => !r.fact.returned);
      expect(live.every((r) => r.status === 'pending' || r.status === 'unpaid')).toBe(true);
    });
  }
});
