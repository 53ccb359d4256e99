import { retryTransaction } from '../../db/retry-transaction.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { wakeDueReservations } from '../order/index.ts';

/** How many reservations one transaction of the job wakes. */
export const RELEASE_BATCH = 100;

/**
 * Moves the reservations whose day has come (booked_until, the store's midnight of that day, has passed) from
 * booked to pending, where the store takes them like any order. Each batch locks its orders FOR UPDATE SKIP
 * LOCKED and the update is conditional on status booked, so several instances running at once wake each order
 * once. Group meals are booked too, but they stay booked until staff confirm them: only goods orders have a
 * booked_until. Returns how many it woke.
 */
export async function releaseBookedOrders(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  batch = RELEASE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const woke = await retryTransaction(deps.db, (tx) => wakeDueReservations(tx, now, batch));
    total += woke;
    if (woke < batch) break;
  }
  return total;
}

/** The job's name in the jobs table and on the staff list. */
export const RELEASE_BOOKED_JOB = 'checkout.release-booked';

/**
 * Every `seconds` (env RESERVATION_RELEASE_SECONDS, 60 by default): a reservation turns pending within that long
 * of its day's start on the store's clock.
 */
export function releaseBookedJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: RELEASE_BOOKED_JOB,
    everySeconds: seconds,
    async run({ now, log }) {
      const woke = await releaseBookedOrders(deps, now);
      if (woke > 0) log.info({ woke }, 'reservations of today moved to pending');
    },
  };
}
