import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { presaleDeposits } from '../../../db/schema/marketing/presale.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { JobDefinition } from '../../../platform/jobs/job.ts';
import { kindOrderKeys, moveKindOrder, refundUnfulfilled, selectKindOrders } from '../../order/index.ts';

type LapseDeps = Pick<AppDeps, 'db' | 'log'>;
const BATCH = 50;

/**
 * Lapses one batch of paid deposits whose rest never came by their lapse instant, each once: the deposit row is
 * claimed by a conditional update (no rest, not lapsed) — a rest payment landing at the same moment either took
 * it first (the deposit is settled) or finds it lapsed (and is refunded) — then the deposit is kept (its order
 * completed as forfeited) or given back (refunded to its source), as the terms it was paid on say.
 */
async function lapseBatch(deps: LapseDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await selectKindOrders(tx, { deposit: presaleDeposits })
      .innerJoin(presaleDeposits, eq(presaleDeposits.orderId, kindOrderKeys.id))
      .where(
        and(
          lte(presaleDeposits.lapsesAt, now),
          isNull(presaleDeposits.restOrderId),
          isNull(presaleDeposits.lapsedAt),
          eq(kindOrderKeys.status, 'pending'),
          isNotNull(kindOrderKeys.paidAt),
        ),
      )
      .orderBy(asc(presaleDeposits.lapsesAt))
      .limit(BATCH)
      .for('update', { of: presaleDeposits, skipLocked: true });
    for (const { deposit } of due) {
      const outcome = deposit.snapshot.lapsedDeposit;
      const [claimed] = await tx
        .update(presaleDeposits)
        .set({ lapsedAt: now, lapseOutcome: outcome })
        .where(
          and(
            eq(presaleDeposits.orderId, deposit.orderId),
            isNull(presaleDeposits.restOrderId),
            isNull(presaleDeposits.lapsedAt),
          ),
        )
        .returning({ orderId: presaleDeposits.orderId });
      if (!claimed) continue;
      if (outcome === 'forfeit') {
        await moveKindOrder(
          tx,
          { orderId: deposit.orderId, kind: 'presaleDeposit' },
          ['pending'],
          'completed',
          now,
        );
      } else {
        await refundUnfulfilled(tx, deps, deposit.orderId, 'PRESALE_LAPSED', now);
      }
    }
    return due.length;
  });
}

/** Lapses every due deposit, batch after batch; how many. */
export async function lapseDueDeposits(deps: LapseDeps, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const lapsed = await lapseBatch(deps, now);
    total += lapsed;
    if (lapsed < BATCH) return total;
  }
}

export const LAPSE_DEPOSITS_JOB = 'marketing.lapse-deposits';

/** The job that lapses deposits whose rest never came, every `seconds`, run with the other sweeps. */
export function lapseDepositsJob(deps: LapseDeps, seconds: number): JobDefinition {
  return {
    name: LAPSE_DEPOSITS_JOB,
    everySeconds: seconds,
    async run({ now, log }) {
      const lapsed = await lapseDueDeposits(deps, now);
      if (lapsed > 0) log.info({ lapsed }, 'pre-sale deposits lapsed');
    },
  };
}
