import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { tableOrders, tableSessions, tableSettings } from '../../db/schema/table.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';

const BATCH = 100;

/**
 * SPEC §9 check-over: closes the open sessions that placed no order and saw no activity for their store's check-over
 * minutes (10 by default; a store without settings uses 10). One batch per transaction, the sessions locked FOR
 * UPDATE SKIP LOCKED so several instances take disjoint ones; the update is conditional on status open besides.
 * Returns how many it closed.
 */
export async function checkOverSessions(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await retryTransaction(deps.db, async (tx) => {
      const minutes = sql`COALESCE((SELECT ${tableSettings.checkOverMinutes} FROM ${tableSettings}
        WHERE ${tableSettings.storeId} = ${tableSessions.storeId}), 10)`;
      const due = tx
        .select({ id: tableSessions.id })
        .from(tableSessions)
        .where(
          and(
            eq(tableSessions.status, 'open'),
            eq(tableSessions.orderedBatches, 0),
            sql`${tableSessions.placingBatch} IS NULL`,
            lte(
              tableSessions.lastActivityAt,
              sql`${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})`,
            ),
            notExists(
              tx.select({ one: sql`1` }).from(tableOrders).where(eq(tableOrders.sessionId, tableSessions.id)),
            ),
          ),
        )
        .orderBy(asc(tableSessions.lastActivityAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return tx
        .update(tableSessions)
        .set({ status: 'closed', closeReason: 'check-over', closedAt: now })
        .where(and(inArray(tableSessions.id, due), eq(tableSessions.status, 'open')))
        .returning({ id: tableSessions.id });
    });
    total += closed.length;
    if (closed.length < BATCH) return total;
  }
}

export const CHECK_OVER_JOB = 'table.check-over';

/** The check-over as a background job (platform/jobs: one instance claims each run). */
export function checkOverJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: CHECK_OVER_JOB,
    everySeconds: seconds,
    async run(ctx) {
      const closed = await checkOverSessions(deps, ctx.now);
      if (closed > 0) ctx.log.info({ closed }, 'table sessions checked over');
    },
  };
}
