import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { clearPassedYearEnd } from './expiry-job.ts';
import { movePoints } from './ledger.ts';
import { atShanghai, pointsBooks, pointsCall, pointsSuite } from './points-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: one check-in a day, decided by the (member, day) key alone.
describe.runIf(hasPostgres)('check-ins under concurrency on PostgreSQL', () => {
  const s = pointsSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 20 check-ins of one member on one day at once: one entry, points = ledger`, async () => {
      atShanghai(s, '2026-11-25T09:00');
      const m = await memberSession(s.t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => pointsCall(s, 'Checkin/SignIn', m.session)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.Code))).toEqual(
        new Set(['CHECKIN_ALREADY_SIGNED']),
      );
      const books = await pointsBooks(s, m.memberId);
      expect(books.checkins).toHaveLength(1);
      expect(books.entries).toHaveLength(1);
      expect(books.points).toBe(5);
      expect(books.sum).toBe(books.points);
    });
  }
});

// Several instances running the year-end job at once (decision 015): each member is cleared once.
describe.runIf(hasPostgres)('the year-end clearing run by three instances at once on PostgreSQL', () => {
  const s = pointsSuite('postgres');

  it('clears each of 120 members once, and the ledger still adds up', async () => {
    s.t.clock.set(new Date('2027-06-01T10:00:00+08:00'));
    const ids = await Promise.all(
      Array.from({ length: 120 }, async () => (await memberSession(s.t)).memberId),
    );
    const earned = new Date('2025-06-01T10:00:00+08:00');
    for (const memberId of ids) {
      await s.t.db.transaction((tx) =>
        movePoints(tx, { memberId, delta: 10, reason: 'consumption', at: earned }),
      );
    }
    const at = new Date('2027-01-01T00:00:05+08:00');
    const runs = await Promise.all([1, 2, 3].map(() => clearPassedYearEnd(s.t.db, at)));
    expect(runs.reduce((n, r) => n + r.members, 0)).toBe(120);
    expect(runs.reduce((n, r) => n + r.points, 0)).toBe(1200);
    for (const memberId of ids.slice(0, 10)) {
      const books = await pointsBooks(s, memberId);
      expect([books.points, books.sum, books.entries.length]).toEqual([0, 0, 2]);
    }
  });
});
