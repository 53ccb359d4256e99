import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { clearPassedYearEnd } from './expiry-job.ts';
import { movePoints } from './ledger.ts';
import { type PointsSuite, pointsBooks, pointsCall, pointsSuite } from './points-test-kit.ts';

/** A move of a member's points at a wall-clock time in Shanghai. */
function moveAt(s: PointsSuite, memberId: number, delta: number, wall: string) {
  const at = new Date(`${wall}+08:00`);
  const reason = delta > 0 ? 'consumption' : 'points_offset';
  return s.t.db.transaction((tx) => movePoints(tx, { memberId, delta, reason, at }));
}

describe.each(dbTargets())('points at the year end on %s', (target) => {
  const s = pointsSuite(target);

  it('announces what goes at the end of this year, with the year, and clears it once after 1 January 00:00', async () => {
    s.t.clock.set(new Date('2026-06-01T10:00:00+08:00'));
    const m = await memberSession(s.t);
    await moveAt(s, m.memberId, 100, '2025-12-31T23:59:59');
    await moveAt(s, m.memberId, 50, '2026-01-01T00:00:00');
    await moveAt(s, m.memberId, -30, '2026-03-01T12:00:00');
    const summary = await pointsCall<{ points: number; clearing: object }>(s, 'Integrals/Summary', m.session);
    expect(summary.body.Result).toEqual({
      points: 120,
      clearing: { points: 70, lastDay: '2026-12-31', clearsAt: '2026-12-31T16:00:00.000Z' },
    });

    // One second before midnight in Shanghai, 2026 has not ended: the last year end passed was 2025's, with
    // nothing earned before 2025 to clear.
    expect(await clearPassedYearEnd(s.t.db, new Date('2026-12-31T15:59:59Z'))).toMatchObject({ points: 0 });
    expect((await pointsBooks(s, m.memberId)).points).toBe(120);

    const midnight = new Date('2026-12-31T16:00:00Z');
    expect(await clearPassedYearEnd(s.t.db, midnight)).toMatchObject({ points: 70 });
    expect(await clearPassedYearEnd(s.t.db, new Date(midnight.getTime() + 3_600_000))).toEqual({
      members: 0,
      points: 0,
    });
    const books = await pointsBooks(s, m.memberId);
    expect(books.points).toBe(50);
    expect(books.sum).toBe(50);
    expect(books.entries.at(-1)).toMatchObject({ delta: -70, reason: 'year_end_expiry', ref: 'year:2026' });

    // In 2027 the 50 of 2026 are the ones announced for the end of 2027.
    s.t.clock.set(new Date('2027-01-02T10:00:00+08:00'));
    const session = await createSession(s.t.db, s.t.clock, m.memberId);
    const next = await pointsCall<{ clearing: object }>(s, 'Integrals/Summary', session);
    expect(next.body.Result.clearing).toMatchObject({ points: 50, lastDay: '2027-12-31' });
  });

  it('lists the ledger newest first, all, gains or uses, with the clearing among them', async () => {
    s.t.clock.set(new Date('2027-02-01T10:00:00+08:00'));
    const m = await memberSession(s.t);
    await moveAt(s, m.memberId, 40, '2027-01-05T10:00:00');
    await moveAt(s, m.memberId, -15, '2027-01-06T10:00:00');
    const page = (kind?: string) =>
      pointsCall<{ entries: Array<{ delta: number; reason: string }>; total: number }>(
        s,
        'Integrals/Records',
        m.session,
        kind ? { kind } : {},
      );
    expect((await page()).body.Result).toMatchObject({
      total: 2,
      entries: [
        { delta: -15, reason: 'points_offset' },
        { delta: 40, reason: 'consumption' },
      ],
    });
    expect((await page('in')).body.Result.entries.map((e) => e.delta)).toEqual([40]);
    expect((await page('out')).body.Result.entries.map((e) => e.delta)).toEqual([-15]);
    expect((await page('sideways')).status).toBe(400);
  });
});
