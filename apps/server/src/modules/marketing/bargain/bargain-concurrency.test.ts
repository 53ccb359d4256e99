import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { hasPostgres } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import {
  bargainBooks,
  bargainKey,
  bargainSuite,
  buy,
  help,
  insertActivity,
  start,
} from './bargain-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the bargain's row lock, its conditional update and the unique rows alone hold.
describe.runIf(hasPostgres)('bargains under concurrency on PostgreSQL', () => {
  const s = bargainSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 10 friends cut a bargain needing 3 at once: 3 cuts to the floor exactly, 7 refused`, async () => {
      const activity = await insertActivity(s);
      const starter = await memberSession(s.t);
      const id = (await start(s, starter.session, activity)).body.Result.id;
      const friends = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      const answers = await Promise.all(friends.map((f) => help(s, f.session, id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.body.Code === 'BARGAIN_FLOOR_REACHED')).toHaveLength(7);
      const books = await bargainBooks(s.t.db, id);
      expect([books.row.remaining, books.row.helpersDone, books.cuts.length, books.holds]).toEqual([
        0,
        3,
        3,
        true,
      ]);
    });

    it(`round ${round}: one friend's 8 taps at once cut once; 8 starts at once make one bargain`, async () => {
      const activity = await insertActivity(s);
      const starter = await memberSession(s.t);
      const starts = await Promise.all(Array.from({ length: 8 }, () => start(s, starter.session, activity)));
      expect(starts.every((a) => a.status === 200)).toBe(true);
      expect(new Set(starts.map((a) => a.body.Result.id)).size).toBe(1);
      const id = starts[0]!.body.Result.id;
      const friend = await memberSession(s.t);
      const taps = await Promise.all(Array.from({ length: 8 }, () => help(s, friend.session, id)));
      expect(taps.filter((a) => a.status === 200)).toHaveLength(1);
      expect(taps.filter((a) => a.body.Code === 'BARGAIN_ALREADY_HELPED')).toHaveLength(7);
      const books = await bargainBooks(s.t.db, id);
      expect([books.row.helpersDone, books.cuts.length, books.holds]).toEqual([1, 1, true]);
    });

    it(`round ${round}: 8 purchases under 8 keys and a friend's cut at once: one order, charged once, at a price shown`, async () => {
      const activity = await insertActivity(s);
      const starter = await memberSession(s.t);
      const id = (await start(s, starter.session, activity)).body.Result.id;
      await giveBalance(s.t, starter.memberId, 100_000);
      const friend = await memberSession(s.t);
      const [cut, ...buys] = await Promise.all([
        help(s, friend.session, id),
        ...Array.from({ length: 8 }, () => buy(s, starter.session, id, 88, bargainKey())),
      ]);
      const bought = buys.filter((a) => a.status === 200);
      expect(bought.length).toBeLessThanOrEqual(1);
      const codes = new Set(buys.filter((a) => a.status !== 200).map((a) => a.body.Code));
      for (const code of codes) expect(['BARGAIN_BOUGHT', 'CART_CHANGED']).toContain(code);
      const books = await bargainBooks(s.t.db, id);
      expect(books.orders).toHaveLength(bought.length);
      const money = await balanceOf(s.t.db, starter.memberId);
      expect(money.balance).toBe(money.sum);
      if (bought.length === 1) {
        // Bought at ¥88 before the cut, the cut was refused; the cut first, every ¥88 purchase was refused.
        expect([books.row.status, cut!.body.Code, money.balance]).toEqual([
          'bought',
          'BARGAIN_BOUGHT',
          100_000 - 8800,
        ]);
      } else {
        expect([cut!.status, books.row.status, money.balance]).toEqual([200, 'in_progress', 100_000]);
      }
    });
  }
});
