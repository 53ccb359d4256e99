import { type GiftItem, giftInstalments as split } from '@shop/domain';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { giftInstalments } from '../../db/schema/balance-top-up.ts';
import { orders } from '../../db/schema/order.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import type { TopUpGifts } from '../balance/index.ts';
import { deliverGifts } from '../gift/index.ts';

type InstalmentRow = typeof giftInstalments.$inferSelect;

/** Whose top-up an instalment is part of, for its delivery: the member, the store, the order number. */
export interface TopUpRef {
  memberId: number;
  storeId: number;
  orderNo: string;
}

const BATCH = 50;

/** The source of a top-up's gifts: the order number, and #seq for a later instalment of its balance gift. */
export const topUpSource = (orderNo: string, seq = 1) => ({
  kind: 'topup' as const,
  ref: seq === 1 ? orderNo : `${orderNo}#${seq}`,
});

/**
 * Releases one instalment of a balance gift, once: released_at moves from null by a conditional update, and only the
 * transaction that moved it delivers (deliverGifts, once per source besides; ledger reason top_up_gift). The first
 * instalment goes with the top-up's other gift items in one delivery. False when it was released already.
 */
export async function releaseInstalment(
  tx: Tx,
  row: InstalmentRow,
  ref: TopUpRef,
  at: Date,
  withItems: readonly GiftItem[] = [],
): Promise<boolean> {
  const [claimed] = await tx
    .update(giftInstalments)
    .set({ releasedAt: at })
    .where(and(eq(giftInstalments.id, row.id), isNull(giftInstalments.releasedAt)))
    .returning({ id: giftInstalments.id });
  if (!claimed) return false;
  await deliverGifts(tx, {
    memberId: ref.memberId,
    storeId: ref.storeId,
    items: [{ giftType: 0, quantity: row.amount }, ...withItems],
    source: topUpSource(ref.orderNo, row.seq),
    at,
    reasons: { balance: 'top_up_gift' },
  });
  // The member's row is locked by the delivery's balance move, so their newest entry is the one it wrote.
  const [entry] = await tx
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, ref.memberId))
    .orderBy(desc(balanceEntries.id))
    .limit(1);
  await tx.update(giftInstalments).set({ entryId: entry!.id }).where(eq(giftInstalments.id, row.id));
  return true;
}

/**
 * Writes a paid top-up's balance gift as its instalments (SPEC §3: at once, or by day, week or month in the store's
 * zone); returns them, the first due now.
 */
export async function scheduleBalanceGift(
  tx: Tx,
  gift: TopUpGifts & { orderId: number; memberId: number; timeZone: string },
  at: Date,
): Promise<InstalmentRow[]> {
  if (gift.giftBalance <= 0) return [];
  const parts = split(gift.giftBalance, gift.giftInstalments, gift.giftEvery, at, gift.timeZone);
  return tx
    .insert(giftInstalments)
    .values(
      parts.map((p) => ({
        orderId: gift.orderId,
        memberId: gift.memberId,
        seq: p.seq,
        of: parts.length,
        amount: p.amount,
        dueAt: p.dueAt,
      })),
    )
    .returning();
}

/**
 * Credits every instalment due by `now` (the job's work). Batches claim their rows FOR UPDATE SKIP LOCKED, so
 * instances running at once take disjoint rows, and each row is released by its conditional update besides.
 * Returns how many it credited.
 */
export async function releaseDueInstalments(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { seen, released } = await retryTransaction(deps.db, async (tx) => {
      const due = await tx
        .select({ part: giftInstalments, storeId: orders.storeId, orderNo: orders.orderNo })
        .from(giftInstalments)
        .innerJoin(orders, eq(orders.id, giftInstalments.orderId))
        .where(and(isNull(giftInstalments.releasedAt), lte(giftInstalments.dueAt, now)))
        .orderBy(asc(giftInstalments.dueAt), asc(giftInstalments.id))
        .limit(BATCH)
        .for('update', { of: giftInstalments, skipLocked: true });
      let count = 0;
      for (const { part, storeId, orderNo } of due) {
        if (await releaseInstalment(tx, part, { memberId: part.memberId, storeId, orderNo }, now)) count += 1;
      }
      return { seen: due.length, released: count };
    });
    total += released;
    if (seen < BATCH) return total;
  }
}

export const GIFT_INSTALMENTS_JOB = 'balance-top-up.gift-instalments';

/** The instalments' release as a background job (platform/jobs: one instance claims each run). */
export function giftInstalmentsJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: GIFT_INSTALMENTS_JOB,
    everySeconds: seconds,
    async run(ctx) {
      const released = await releaseDueInstalments(deps, ctx.now);
      if (released > 0) ctx.log.info({ released }, 'balance gift instalments credited');
    },
  };
}
