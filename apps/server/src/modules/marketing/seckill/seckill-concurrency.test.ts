import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { hasPostgres } from '../../../test/harness.ts';
import { redisAnswers } from '../../../test/redis.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { cancelExpiredOrders } from '../../order/auto-cancel.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import {
  buyUnits,
  gateAgrees,
  gateSuite,
  insertSeckill,
  seckillBooks,
  seckillSuite,
} from './seckill-test-kit.ts';

const ROUNDS = 20;
const HOUR = 3_600_000;

// DESIGN §4 under real concurrency: the session's and the counter's conditional updates alone keep the stock.
describe.runIf(hasPostgres)('seckill under concurrency on PostgreSQL', () => {
  const s = seckillSuite('postgres');
  async function buyers(n: number) {
    const list = await Promise.all(Array.from({ length: n }, () => memberSession(s.t)));
    for (const m of list) await giveBalance(s.t, m.memberId, 100_000);
    return list;
  }

  // One crowd for every round (each round a session of its own), as in the gate's suite below.
  let crowd: Array<{ memberId: number; session: string }> = [];
  async function theCrowd() {
    if (crowd.length === 0) crowd = await buyers(500);
    return crowd;
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 500 buyers at once for 10 units: 10 sold, 490 charged nothing, no 5xx`, async () => {
      const id = await insertSeckill(s, { stock: 10 });
      const list = await theCrowd();
      const before = await Promise.all(list.map((m) => balanceOf(s.t.db, m.memberId)));
      const answers = await Promise.all(list.map((m) => buyUnits(s, m.session, { id })));
      expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.body.Code === 'SECKILL_SOLD_OUT')).toHaveLength(490);
      const books = await seckillBooks(s.t.db, id);
      expect([books.session.remaining, books.held, books.rows.length, books.holds]).toEqual([
        0,
        10,
        10,
        true,
      ]);
      const after = await Promise.all(list.map((m) => balanceOf(s.t.db, m.memberId)));
      const charged = after.filter((b, i) => b.balance !== before[i]!.balance);
      expect(charged).toHaveLength(10);
      expect(
        after.every((b, i) => b.balance === before[i]!.balance || b.balance === before[i]!.balance - 600),
      ).toBe(true);
      expect(after.every((b) => b.balance === b.sum)).toBe(true);
    });

    it(`round ${round}: one member's 10 taps at once under a limit of 2: 2 units, the stock left for others`, async () => {
      const id = await insertSeckill(s, { stock: 10, perMemberLimit: 2 });
      const [m] = await buyers(1);
      const taps = await Promise.all(Array.from({ length: 10 }, () => buyUnits(s, m!.session, { id })));
      expect(taps.filter((a) => a.status === 200)).toHaveLength(2);
      expect(taps.filter((a) => a.body.Code === 'SECKILL_MEMBER_LIMIT')).toHaveLength(8);
      const books = await seckillBooks(s.t.db, id);
      expect([books.session.remaining, books.holds]).toEqual([8, true]);
      expect((await balanceOf(s.t.db, m!.memberId)).balance).toBe(100_000 - 1200);
    });

    it(`round ${round}: unpaid orders timing out while their late payments land and new buyers come: never oversold`, async () => {
      const id = await insertSeckill(s, {
        stock: 4,
        perMemberLimit: null,
        endsAt: new Date(s.t.clock.now().getTime() + 3 * HOUR),
      });
      const copies = [];
      for (let i = 0; i < 4; i++) {
        const m = await memberSession(s.t);
        const order = await buyUnits(s, m.session, { id, payMethod: 4 });
        const { prepayId } = await started(s.t, m.session, order.body.Result.orderNo, 4);
        await payWithoutNotice(s.t, prepayId);
        copies.push(await notificationFor(s.t, prepayId));
      }
      s.t.clock.advance(HOUR);
      const late = await buyers(6);
      const answers = await Promise.all([
        cancelExpiredOrders({ db: s.t.db }, s.t.clock.now()),
        ...copies.map((copy) => postNotify(s.t, copy)),
        ...late.map((m) => buyUnits(s, m.session, { id })),
      ]);
      const books = await seckillBooks(s.t.db, id);
      expect(books.holds).toBe(true);
      expect(books.held).toBeLessThanOrEqual(4);
      const live = books.rows.filter((r) => !r.fact.returned);
      expect(live.every((r) => r.status === 'pending' || r.status === 'unpaid')).toBe(true);
      const dead = books.rows.filter((r) => r.fact.returned);
      // Every one of the four was paid: a payment that found its order timed out went back in full.
      expect(dead.every((r) => r.status === 'cancelled' && r.refundedAmount === 600)).toBe(true);
      expect(answers.length).toBe(11);
    });
  }
});

// Decision 073: the same crowd through the Redis gate; the gate admits, the database still decides.
describe.runIf(hasPostgres && (await redisAnswers()))('seckill through the Redis gate on PostgreSQL', () => {
  const s = gateSuite('postgres');
  // One crowd for every round (each round a session of its own): 500 members made once keep the suite short.
  let crowd: Array<{ memberId: number; session: string }> = [];
  async function theCrowd() {
    if (crowd.length === 0) {
      crowd = await Promise.all(Array.from({ length: 500 }, () => memberSession(s.t)));
      for (const m of crowd) await giveBalance(s.t, m.memberId, 100_000);
    }
    return crowd;
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 500 buyers at once for 10 units: 10 sold, 490 refused, no 5xx, the gate and the database agreeing`, async () => {
      const id = await insertSeckill(s, { stock: 10 });
      const list = await theCrowd();
      const answers = await Promise.all(list.map((m) => buyUnits(s, m.session, { id })));
      expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.body.Code === 'SECKILL_SOLD_OUT')).toHaveLength(490);
      const books = await seckillBooks(s.t.db, id);
      expect([books.session.remaining, books.held, books.rows.length, books.holds]).toEqual([
        0,
        10,
        10,
        true,
      ]);
      expect(await gateAgrees(s, id)).toBe(true);
    });

    it(`round ${round}: one member's 20 taps at once under a limit of 3: 3 units`, async () => {
      const id = await insertSeckill(s, { stock: 10, perMemberLimit: 3 });
      const [m] = await theCrowd();
      const taps = await Promise.all(Array.from({ length: 20 }, () => buyUnits(s, m!.session, { id })));
      expect(taps.filter((a) => a.status === 200)).toHaveLength(3);
      expect(taps.filter((a) => a.body.Code === 'SECKILL_MEMBER_LIMIT')).toHaveLength(17);
      const books = await seckillBooks(s.t.db, id);
      expect([books.session.remaining, books.holds]).toEqual([7, true]);
      expect(await gateAgrees(s, id)).toBe(true);
    });
  }
});
