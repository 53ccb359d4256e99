import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyOrders,
} from '../../../db/schema/marketing/group-buy.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { JobDefinition } from '../../../platform/jobs/job.ts';
import { refundUnfulfilled } from '../../order/index.ts';
import type { RefundDeps } from '../../payment/index.ts';
import { releaseGroupOrders } from './place.ts';

type SettleDeps = Pick<AppDeps, 'db' | 'log'>;

/** How many groups one transaction of the job settles. */
const BATCH = 50;

/** Refunds every paid place of a group that will not form: the money back to its source, each order once. */
async function refundGroup(
  tx: Tx,
  deps: RefundDeps,
  groupId: number,
  reason: string,
  at: Date,
): Promise<void> {
  const placed = await tx
    .select({ orderId: groupBuyOrders.orderId })
    .from(groupBuyOrders)
    .where(and(eq(groupBuyOrders.groupId, groupId), eq(groupBuyOrders.placed, true)))
    .orderBy(asc(groupBuyOrders.orderId));
  for (const { orderId } of placed) await refundUnfulfilled(tx, deps, orderId, reason, at);
}

/**
 * Settles one batch of groups whose limit has passed, each once by a conditional update on its awaiting status
 * (FOR UPDATE SKIP LOCKED: instances running the job at once take disjoint groups): with the store's fill option
 * the group forms with its remaining places filled (shown as such) and its orders go on; otherwise it ends and
 * every member is refunded. Returns how many it settled.
 */
async function settleDueBatch(deps: SettleDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: groupBuyGroups.id, fill: groupBuyActivities.fillOnExpiry })
      .from(groupBuyGroups)
      .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId))
      .where(and(eq(groupBuyGroups.status, 'awaiting_group'), lte(groupBuyGroups.expiresAt, now)))
      .orderBy(asc(groupBuyGroups.expiresAt))
      .limit(BATCH)
      .for('update', { of: groupBuyGroups, skipLocked: true });
    for (const group of due) {
      const [row] = await tx
        .update(groupBuyGroups)
        .set(
          group.fill
            ? {
                status: 'grouped',
                filledByStore: sql`${groupBuyGroups.size} - ${groupBuyGroups.joined}`,
                formedAt: groupBuyGroups.expiresAt,
                settledAt: now,
              }
            : { status: 'ended', settledAt: now },
        )
        .where(and(eq(groupBuyGroups.id, group.id), eq(groupBuyGroups.status, 'awaiting_group')))
        .returning({ id: groupBuyGroups.id });
      if (!row) continue;
      if (group.fill) await releaseGroupOrders(tx, group.id, now);
      else await refundGroup(tx, deps, group.id, 'GROUP_EXPIRED', now);
    }
    return due.length;
  });
}

/** Settles every group whose limit has passed, batch after batch. */
export async function settleDueGroups(deps: SettleDeps, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const settled = await settleDueBatch(deps, now);
    total += settled;
    if (settled < BATCH) return total;
  }
}

/**
 * The store ended an activity (SPEC §4 revoked): its groups still awaiting are revoked and their members refunded,
 * in the staff call's transaction; groups already formed stay formed.
 */
export async function revokeActivityGroups(
  db: Db,
  deps: RefundDeps,
  activityId: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(groupBuyGroups)
      .set({ status: 'revoked', settledAt: at })
      .where(and(eq(groupBuyGroups.activityId, activityId), eq(groupBuyGroups.status, 'awaiting_group')))
      .returning({ id: groupBuyGroups.id });
    for (const group of revoked) await refundGroup(tx, deps, group.id, 'GROUP_REVOKED', at);
  });
}

export const SETTLE_GROUPS_JOB = 'marketing.settle-groups';

/** The job that settles run-out groups every `seconds`, run with the other sweeps. */
export function settleGroupsJob(deps: SettleDeps, seconds: number): JobDefinition {
  return {
    name: SETTLE_GROUPS_JOB,
    everySeconds: seconds,
    async run({ now, log }) {
      const settled = await settleDueGroups(deps, now);
      if (settled > 0) log.info({ settled }, 'group buys settled at their limit');
    },
  };
}
