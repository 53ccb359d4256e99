import type { BlindBoxOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { balanceOf, boxCall, boxKey, boxSuite, insertSeries, seriesBooks } from './blind-box-test-kit.ts';

const ROUNDS = 20;
const pool = [
  { name: 'Rose', stock: 2 },
  { name: 'Jade', stock: 2 },
  { name: 'Gold', stock: 1, prize: true },
];

// DESIGN §4 under real concurrency: the pool's lock and the conditional decrement alone keep the stock.
describe.runIf(hasPostgres)('blind boxes under concurrency on PostgreSQL', () => {
  const s = boxSuite('postgres');
  const buy = (session: string, body: Record<string, unknown>) =>
    boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Buy',
      { payMethod: 2, idempotencyKey: boxKey(), ...body },
      session,
    );

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: a pool of 5 bought by 50 members at once by balance: 5 boxes, nobody else charged`, async () => {
      const series = await insertSeries(s, pool, { guaranteeAfter: 1 });
      const members = await Promise.all(Array.from({ length: 50 }, () => memberSession(s.t)));
      for (const m of members) await giveBalance(s.t, m.memberId, 1500);
      const answers = await Promise.all(members.map((m) => buy(m.session, { id: series.id })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.body.Code === 'BLIND_BOX_SOLD_OUT')).toHaveLength(45);
      const books = await seriesBooks(s.t.db, series.id);
      expect([books.drawn.length, books.holds]).toEqual([5, true]);
      expect(books.items.every((item) => item.remaining === 0)).toBe(true);
      const balances = await Promise.all(members.map((m) => balanceOf(s.t.db, m.memberId)));
      expect(balances.filter((b) => b.balance === 0)).toHaveLength(5);
      expect(balances.every((b) => b.balance === b.sum)).toBe(true);
    });

    it(`round ${round}: 50 online payments of a pool of 5 notified at once: 5 drawn, 45 refunded`, async () => {
      const series = await insertSeries(s, pool);
      const members = await Promise.all(Array.from({ length: 50 }, () => memberSession(s.t)));
      const copies = [];
      for (const m of members) {
        const order = await buy(m.session, { id: series.id, payMethod: 4 });
        const { prepayId } = await started(s.t, m.session, order.body.Result.orderNo, 4);
        await payWithoutNotice(s.t, prepayId);
        copies.push(await notificationFor(s.t, prepayId));
      }
      const answers = await Promise.all(copies.map((copy) => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await seriesBooks(s.t.db, series.id);
      expect([books.drawn.length, books.holds]).toEqual([5, true]);
      expect(books.draws.filter((d) => d.status === 'completed')).toHaveLength(5);
      const refunded = books.draws.filter((d) => d.status === 'refunded');
      expect(refunded).toHaveLength(45);
      expect(refunded.every((d) => d.refundedAmount === 1500 && d.draw.itemId === null)).toBe(true);
    });

    it(`round ${round}: 50 copies of one order's payment notification at once: one draw`, async () => {
      const series = await insertSeries(s, pool);
      const m = await memberSession(s.t);
      const order = await buy(m.session, { id: series.id, payMethod: 4 });
      const { prepayId } = await started(s.t, m.session, order.body.Result.orderNo, 4);
      await payWithoutNotice(s.t, prepayId);
      const copy = await notificationFor(s.t, prepayId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await seriesBooks(s.t.db, series.id);
      expect([books.drawn.length, books.holds, books.draws[0]!.status]).toEqual([1, true, 'completed']);
      expect(books.streaks).toMatchObject([{ memberId: m.memberId, drawn: 1 }]);
    });
  }
});
