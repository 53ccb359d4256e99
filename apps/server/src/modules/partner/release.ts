import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { profitEntries } from '../../db/schema/partner.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { appendProfit } from './accounts.ts';

export const RELEASE_JOB = 'partner.release-profit';
const BATCH = 200;

/**
 * Releases one commission whose hold days are over: ONE conditional update claims it (released_at IS NULL), which
 * also locks it, so a refund reversing it waits or went first; what is left of it after reversals moves from
 * pending to withdrawable by its 'release' entry, once. False when another run (or nothing) was first.
 */
export async function releaseOne(db: Db, commissionId: number, at: Date): Promise<boolean> {
  return retryTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(profitEntries)
      .set({ releasedAt: at })
      .where(
        and(
          eq(profitEntries.id, commissionId),
          eq(profitEntries.kind, 'commission'),
          isNull(profitEntries.releasedAt),
        ),
      )
      .returning();
    if (!claimed) return false;
    const left = claimed.pendingDelta - claimed.reversedAmount;
    await appendProfit(tx, {
      memberId: claimed.memberId,
      kind: 'release',
      pendingDelta: -left,
      withdrawableDelta: left,
      orderId: claimed.orderId,
      orderLineId: claimed.orderLineId,
      level: claimed.level as 1 | 2 | null,
      commissionId: claimed.id,
      at,
    });
    return true;
  });
}

/** Releases every commission due at `now`, each in its own transaction; returns how many this run released. */
export async function releaseDueProfit(db: Db, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await db
      .select({ id: profitEntries.id })
      .from(profitEntries)
      .where(
        and(
          eq(profitEntries.kind, 'commission'),
          isNull(profitEntries.releasedAt),
          lte(profitEntries.releaseAt, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(asc(profitEntries.releaseAt), asc(profitEntries.id))
      .limit(BATCH);
    for (const row of due) if (await releaseOne(db, row.id, now)) released += 1;
    if (due.length < BATCH) return released;
  }
}

/** The hold-day release as a background job (platform/jobs). */
export function releaseProfitJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: RELEASE_JOB,
    everySeconds: seconds,
    async run(ctx) {
      const released = await releaseDueProfit(deps.db, ctx.now);
      if (released > 0) ctx.log.info({ released }, 'partner commission released after its hold days');
    },
  };
}
