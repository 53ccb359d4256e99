import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalidateProductPages } from '../catalog/service.ts';
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

/**
 * Runs cancelExpiredOrders every `seconds` in the background (never two runs of this instance at once) until the
 * returned stop function is called; stop waits for a run in progress to finish.
 */
export function startOrderSweep(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  seconds: number,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = cancelExpiredOrders(deps, deps.clock.now())
      .then((n) => {
        if (n > 0) deps.log.info({ cancelled: n }, 'unpaid orders auto-cancelled');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'order sweep failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, seconds * 1000).unref();
      });
  };
  timer = setTimeout(tick, seconds * 1000).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
