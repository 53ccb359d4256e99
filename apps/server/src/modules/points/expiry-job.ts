import { lastYearEnd, type YearEnd } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pointsClearings } from '../../db/schema/points.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { movePoints } from './ledger.ts';
import { pointsClearedAt, pointsTimeZone } from './year-end.ts';

/** Members cleared per transaction: small, so the member rows it locks are held only briefly. */
const BATCH = 50;

/**
 * Takes the next batch of members the year end has not cleared yet, locking them (decision 012: members, then
 * their ledger); SKIP LOCKED, so a second instance takes other members and a member in a checkout is taken later.
 * A member holding no points has nothing to clear and is left out.
 */
async function unclearedBatch(tx: Tx, year: number) {
  const result = await tx.execute(sql`
    SELECT m.id, m.points FROM members m
    WHERE m.points > 0
      AND NOT EXISTS (SELECT 1 FROM points_clearings c WHERE c.member_id = m.id AND c.year = ${year})
    ORDER BY m.id
    LIMIT ${BATCH}
    FOR NO KEY UPDATE OF m SKIP LOCKED`);
  return (result as unknown as { rows: Array<{ id: number; points: number }> }).rows;
}

/** One member's clearing: the marker row (once per year) and, when points go, the ledger entry. */
async function clearMember(tx: Tx, member: { id: number; points: number }, end: YearEnd, at: Date) {
  const points = await pointsClearedAt(tx, member.id, end, member.points);
  await tx.insert(pointsClearings).values({ memberId: member.id, year: end.year, points, createdAt: at });
  if (points > 0) {
    await movePoints(tx, {
      memberId: member.id,
      delta: -points,
      reason: 'year_end_expiry',
      ref: `year:${end.year}`,
      at,
    });
  }
  return points;
}

/**
 * Clears the last year end that has passed at `at` (SPEC §4: points expire at 1 January 00:00, store time), batch
 * by batch until no member is left; each member once (the points_clearings key and the ledger's ref). Returns the
 * members cleared and the points they lost.
 */
export async function clearPassedYearEnd(db: Db, at: Date): Promise<{ members: number; points: number }> {
  const end = lastYearEnd(at, await pointsTimeZone(db));
  let cleared = 0;
  let points = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await unclearedBatch(tx, end.year);
      let lost = 0;
      for (const member of rows) lost += await clearMember(tx, member, end, at);
      return { n: rows.length, lost };
    });
    if (batch.n === 0) return { members: cleared, points };
    cleared += batch.n;
    points += batch.lost;
  }
}

/**
 * The year-end clearing as a background job, every `seconds`: most runs find everyone cleared and stop at one query;
 * the first run after 1 January 00:00 clears the year that ended.
 */
export function yearEndClearingJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: 'points.year-end-clearing',
    everySeconds: seconds,
    async run({ now, log }) {
      const done = await clearPassedYearEnd(deps.db, now);
      if (done.members > 0) log.info(done, 'points cleared at the year end');
    },
  };
}
