import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { expireDueOrders } from './lifecycle/cancel.ts';

/** How many expired orders one transaction of the job cancels. */
export const SWEEP_BATCH = 100;

/**
 * Cancels the unpaid orders whose time limit has passed (reason timeout, SPEC §4), one batch per transaction until
 * none is left, through the lifecycle's expiry (its 'expired' event gives coupons and stock back). Each batch locks
 * its orders FOR UPDATE SKIP LOCKED, so several instances running the job at once take disjoint orders and never
 * wait on each other. Returns how many orders it cancelled.
 */
export async function cancelExpiredOrders(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  batch = SWEEP_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await expireDueOrders(deps, now, batch);
    total += cancelled;
    if (cancelled < batch) break;
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
