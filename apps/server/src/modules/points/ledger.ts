import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type PointsReason, pointsEntries } from '../../db/schema/points.ts';

/** One movement of a member's points: who, how many (negative to spend), why, for which order. */
export interface PointsMove {
  memberId: number;
  delta: number;
  reason: PointsReason;
  orderId?: number | null;
  note?: string;
  at: Date;
}

/**
 * applied: the points moved and the entry was written. already: this order already gave this member points for
 * this reason, nothing changed. insufficient: spending would take the points below 0, nothing changed.
 */
export type PointsOutcome = 'applied' | 'already' | 'insufficient';

/**
 * Moves a member's points and appends the ledger entry in one statement, inside the caller's transaction
 * (DESIGN §4): members.points moves by a conditional update that never takes it below 0, and only when no entry
 * of the same order, reason and member exists — so a reward for an order applies once. The unique index on
 * (order, reason, member) backs that up should two transactions ever race past the check.
 */
export async function movePoints(tx: Tx, move: PointsMove): Promise<PointsOutcome> {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0)
    throw new Error('a points move needs a whole delta');
  const orderId = move.orderId ?? null;
  const result = await tx.execute(sql`
    WITH prior AS (
      SELECT 1 FROM points_entries
      WHERE ${orderId}::int IS NOT NULL AND order_id = ${orderId}::int AND reason = ${move.reason}
        AND member_id = ${move.memberId}
    ),
    pts AS (
      UPDATE members SET points = points + ${move.delta}::int
      WHERE id = ${move.memberId} AND points + ${move.delta}::int >= 0 AND NOT EXISTS (SELECT 1 FROM prior)
      RETURNING points
    ),
    led AS (
      INSERT INTO points_entries (member_id, delta, points_after, reason, order_id, note, created_at)
      SELECT ${move.memberId}, ${move.delta}::int, pts.points, ${move.reason}, ${orderId}::int, ${move.note ?? ''},
        ${move.at.toISOString()}::timestamptz
      FROM pts
    )
    SELECT EXISTS (SELECT 1 FROM pts) AS moved, EXISTS (SELECT 1 FROM prior) AS prior`);
  // Both drivers answer { rows } (node-postgres and PGlite).
  const row = (result as unknown as { rows: Array<{ moved: boolean; prior: boolean }> }).rows[0];
  if (row?.moved) return 'applied';
  return row?.prior ? 'already' : 'insufficient';
}

/** The sum of a member's points entries; equals members.points whenever no transaction is half done. */
export async function pointsLedgerSum(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${pointsEntries.delta}), 0)` })
    .from(pointsEntries)
    .where(eq(pointsEntries.memberId, memberId));
  return Number(row?.sum ?? 0);
}
