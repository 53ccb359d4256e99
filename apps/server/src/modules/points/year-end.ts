import { pointsToClear, type YearEnd } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import { firstRootId, storeSettingsIn } from '../store/index.ts';

const DEFAULT_ZONE = 'Asia/Shanghai';

/**
 * The time zone of the points' year (SPEC §4: 1 January 00:00 on the store's clock): the first headquarters'.
 * Members and their points belong to the whole chain, and the app serves one chain.
 */
export async function pointsTimeZone(db: DbOrTx): Promise<string> {
  const root = await firstRootId(db);
  const settings = root === null ? null : await storeSettingsIn(db, root);
  return settings?.timezone ?? DEFAULT_ZONE;
}

/** The points a year end clears of a member holding `held` now, from the ledger (first in, first out). */
export async function pointsClearedAt(db: DbOrTx, memberId: number, end: YearEnd, held: number) {
  const [facts] = await db
    .select({
      earned: sql<string>`COALESCE(SUM(${pointsEntries.delta}) FILTER (
        WHERE ${pointsEntries.delta} > 0 AND ${pointsEntries.createdAt} < ${end.earnedBefore.toISOString()}::timestamptz), 0)`,
      used: sql<string>`COALESCE(-SUM(${pointsEntries.delta}) FILTER (
        WHERE ${pointsEntries.delta} < 0 AND ${pointsEntries.createdAt} < ${end.clearsAt.toISOString()}::timestamptz), 0)`,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.memberId, memberId));
  return pointsToClear({
    earnedBefore: Number(facts?.earned ?? 0),
    usedUntil: Number(facts?.used ?? 0),
    held,
  });
}

/** The clearing as the integral page shows it: how many, the last day to use them, and when they go. */
export function clearingOut(end: YearEnd, points: number) {
  return { points, lastDay: end.lastDay, clearsAt: end.clearsAt.toISOString() };
}
