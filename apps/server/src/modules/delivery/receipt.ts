import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { deliveries } from '../../db/schema/delivery.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { findDeliveryOrder } from './delivery-orders.ts';
import { type MovedBy, StepRefused, stepIn } from './lifecycle.ts';

type Receipt = 'received' | 'already' | 'refused';

/**
 * Confirms receipt of one delivered order inside `tx`: the delivery row is locked first (as every delivery step
 * locks it before its order), then the order completes through the order module's completion, earning its points
 * once. 'already' when an earlier confirmation won; 'refused' when it is not delivered (or its order could not
 * complete: nothing is written then).
 */
async function receiveIn(tx: Tx, orderId: number, at: Date, by: MovedBy): Promise<Receipt> {
  const [row] = await tx
    .select({ state: deliveries.state })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId))
    .for('update');
  if (row?.state === 'received') return 'already';
  if (row?.state !== 'delivered') return 'refused';
  return (await stepIn(tx, orderId, 'receive', at, by, { confirmAfter: null })) ? 'received' : 'refused';
}

/**
 * order/ConfirmReceive: the member confirms their delivered order received, once; a repeat (or a call racing the
 * auto-confirm job) finds it received and answers the same. Not delivered yet: CONFIRM_RECEIVE_FAILED. The shop
 * keeps no shopper refund requests (refunds are the store's, decision 007), so there is none to close here.
 */
export async function confirmReceive(deps: AppDeps, memberId: number, orderNo: string) {
  const order = await findDeliveryOrder(deps.db, orderNo, memberId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const at = deps.clock.now();
  const outcome = await retryTransaction(deps.db, (tx) => receiveIn(tx, order.id, at, 'member')).catch(
    (err: unknown) => {
      if (err instanceof StepRefused) return 'refused' as const;
      throw err;
    },
  );
  if (outcome === 'refused') throw new AppError('CONFIRM_RECEIVE_FAILED');
  return { orderNo, status: 'completed' as const };
}

/** How many delivered orders one transaction of the job confirms. */
export const CONFIRM_BATCH = 50;

/**
 * Confirms receipt of the delivered orders whose countdown has passed (SPEC §4), one batch per transaction. The
 * batch's rows are locked FOR UPDATE SKIP LOCKED, so several instances take disjoint orders, and a member's own
 * confirmation holding a row is simply skipped (its row is no longer due once it commits). An order that cannot
 * complete any more is taken off the countdown rather than retried forever. Returns how many it confirmed.
 */
export async function confirmDueDeliveries(db: Db, now: Date, batch = CONFIRM_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const { taken, confirmed } = await retryTransaction(db, async (tx) => {
      const due = await tx
        .select({ orderId: deliveries.orderId })
        .from(deliveries)
        .where(and(eq(deliveries.state, 'delivered'), lte(deliveries.confirmAfter, now)))
        .orderBy(asc(deliveries.confirmAfter))
        .limit(batch)
        .for('update', { skipLocked: true });
      let done = 0;
      for (const { orderId } of due) {
        const outcome = await tx
          .transaction((sp) => receiveIn(sp, orderId, now, 'auto'))
          .catch((err: unknown) => {
            if (err instanceof StepRefused) return 'refused' as const;
            throw err;
          });
        if (outcome === 'received') done += 1;
        else await tx.update(deliveries).set({ confirmAfter: null }).where(eq(deliveries.orderId, orderId));
      }
      return { taken: due.length, confirmed: done };
    });
    total += confirmed;
    if (taken < batch) break;
  }
  return total;
}

/** The job's name in the jobs table and on the staff list. */
export const AUTO_CONFIRM_JOB = 'delivery.auto-confirm';

/** The background job that runs confirmDueDeliveries every `seconds`. */
export function autoConfirmJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: AUTO_CONFIRM_JOB,
    everySeconds: seconds,
    async run({ now, log }) {
      const confirmed = await confirmDueDeliveries(deps.db, now);
      if (confirmed > 0) log.info({ confirmed }, 'deliveries auto-confirmed');
    },
  };
}
