import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type PointsReason, pointsEntries } from '../../db/schema/points.ts';

/** One movement of a member's points: who, how many (negative to spend), why, for which order. */
export interface PointsMove {
  memberId: number;
  delta: number;
  reason: PointsReason;
  orderId?: number | null;
  /**
   * What makes the move once per member and reason (a day, a year, a key, a refund of some of an order's lines):
   * with a ref, the move applies once per ref, even when an order's other moves of the reason exist.
   */
  ref?: string | null;
  note?: string;
  at: Date;
}

/**
 * applied: the points moved and the entry was written. already: this ref (or, without one, this order) already
 * moved this member's points for this reason, nothing changed. insufficient: spending would take the points below
 * 0, nothing changed.
 */
export type PointsOutcome = 'applied' | 'already' | 'insufficient';

/**
 * Moves a member's points and appends the ledger entry in one statement, inside the caller's transaction
 * (DESIGN §4): members.points moves by a conditional update that never takes it below 0, and only when no entry
 * of the same ref (or, without a ref, of the same order without one), reason and member exists — so a reward for
 * an order or a day, or each take-back of a refund, applies once. The unique indexes on (order, reason, member)
 * where ref is null and (member, reason, ref) back that up should two transactions race past it.
 */
export async function movePoints(tx: Tx, move: PointsMove): Promise<PointsOutcome> {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0)
    throw new Error('a points move needs a whole delta');
  const orderId = move.orderId ?? null;
  const ref = move.ref ?? null;
  const result = await tx.execute(sql`
    WITH prior AS (
      SELECT 1 FROM points_entries
      WHERE member_id = ${move.memberId} AND reason = ${move.reason}
        AND (CASE WHEN ${ref}::text IS NOT NULL THEN ref = ${ref}::text
          ELSE ${orderId}::int IS NOT NULL AND order_id = ${orderId}::int AND ref IS NULL END)
    ),
    pts AS (
      UPDATE members SET points = points + ${move.delta}::int
      WHERE id = ${move.memberId} AND points + ${move.delta}::int >= 0 AND NOT EXISTS (SELECT 1 FROM prior)
      RETURNING points
    ),
    led AS (
      INSERT INTO points_entries (member_id, delta, points_after, reason, order_id, ref, note, created_at)
      SELECT ${move.memberId}, ${move.delta}::int, pts.points, ${move.reason}, ${orderId}::int, ${ref}::text,
        ${move.note ?? ''}, ${move.at.toISOString()}::timestamptz
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
