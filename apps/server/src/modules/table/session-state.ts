import { isCheckedOver } from '@shop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { coopCartLines, type TableCloseReason, tableOrders, tableSessions } from '../../db/schema/table.ts';

export type SessionRow = typeof tableSessions.$inferSelect;

/** How a session's orders stand: placed (not cancelled) and paid. */
export async function orderTally(db: DbOrTx, sessionId: number): Promise<{ live: number; paid: number }> {
  const [row] = await db
    .select({
      live: sql<number>`count(*) FILTER (WHERE ${orders.status} NOT IN ('cancelled', 'refunded'))`.mapWith(
        Number,
      ),
      paid: sql<number>`count(*) FILTER (WHERE ${orders.status} NOT IN ('cancelled', 'refunded')
        AND ${orders.paidAt} IS NOT NULL)`.mapWith(Number),
    })
    .from(tableOrders)
    .innerJoin(orders, eq(orders.id, tableOrders.orderId))
    .where(eq(tableOrders.sessionId, sessionId));
  return row ?? { live: 0, paid: 0 };
}

/** Closes an open session for `reason` (a conditional update: of several callers one closes it). */
export async function closeSession(
  db: DbOrTx,
  sessionId: number,
  reason: TableCloseReason,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(tableSessions)
    .set({ status: 'closed', closeReason: reason, closedAt: now })
    .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.status, 'open')))
    .returning({ id: tableSessions.id });
  return done.length > 0;
}

/** Whether the session's cart holds dishes not ordered yet. */
async function hasOpenLines(db: DbOrTx, sessionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: coopCartLines.id })
    .from(coopCartLines)
    .where(and(eq(coopCartLines.sessionId, sessionId), isNull(coopCartLines.orderedBatch)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Brings an open session up to date before anyone reads it, so no stale state outlives a request (the Odoo failure
 * of a table stuck in a cache): once every order it placed is paid and no new dish waits in its cart, it is closed
 * 'paid'; a session quiet for the check-over minutes without an order is closed 'check-over' (SPEC §9; the job does
 * the same for tables nobody scans). Returns the session as it now stands.
 */
export async function settleSession(
  db: DbOrTx,
  session: SessionRow,
  checkOverMinutes: number,
  now: Date,
): Promise<SessionRow> {
  if (session.status !== 'open' || session.placingBatch !== null) return session;
  const tally = await orderTally(db, session.id);
  let reason: TableCloseReason | null = null;
  if (tally.live > 0 && tally.paid === tally.live && !(await hasOpenLines(db, session.id))) reason = 'paid';
  else if (isCheckedOver(session.lastActivityAt, now, checkOverMinutes, session.orderedBatches > 0))
    reason = 'check-over';
  if (!reason || !(await closeSession(db, session.id, reason, now))) return session;
  return { ...session, status: 'closed', closeReason: reason, closedAt: now };
}
