import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { closeCancelledOrders } from './close-order.ts';

/** How many expired orders one transaction of the job cancels. */
export const SWEEP_BATCH = 100;

/**
 * Cancels the unpaid orders whose time limit has passed (reason timeout, SPEC §4), giving their stock back, one
 * batch per transaction until none is left. Each batch locks its orders with FOR UPDATE SKIP LOCKED, so several
 * instances running the job at once take disjoint orders and never wait on each other; the update is conditional
 * on status unpaid all the same, so a batch undone by a deadlock simply runs again. Returns how many orders it
 * cancelled.
 */
export async function cancelExpiredOrders(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  batch = SWEEP_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await retryTransaction(deps.db, async (tx) => {
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'unpaid'), lte(orders.cancelAfter, now)))
        .orderBy(asc(orders.cancelAfter))
        .limit(batch)
        .for('update', { skipLocked: true });
      const done = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelReason: 'timeout', cancelledAt: now })
        .where(and(inArray(orders.id, due), eq(orders.status, 'unpaid'), isNull(orders.paidAt)))
        .returning({ id: orders.id });
      const cancelled = done.map((r) => r.id);
      await closeCancelledOrders(tx, cancelled);
      return cancelled;
    });
    total += ids.length;
    if (ids.length < batch) break;
  }
  if (total > 0) invalidateProductPages(deps.db);
  return total;
}

/** The job's name in the jobs table and on the staff list. */
export const CANCEL_UNPAID_JOB = 'order.cancel-unpaid';

/**
 * The background job that runs cancelExpiredOrders every `seconds` (env ORDER_SWEEP_SECONDS): one instance
 * claims each run through platform/jobs, and the batches inside still lock their orders SKIP LOCKED.
 */
export function cancelUnpaidOrdersJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: CANCEL_UNPAID_JOB,
    everySeconds: seconds,
    async run({ now, log }) {
      const cancelled = await cancelExpiredOrders(deps, now);
      if (cancelled > 0) log.info({ cancelled }, 'unpaid orders auto-cancelled');
    },
  };
}
