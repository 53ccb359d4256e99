import { type Locale, translatedField } from '@shop/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accumulationCounts, accumulationProgress, accumulationPromotions } from '../../db/schema/points.ts';
import { rewardGifts } from './reward-delivery.ts';

const DAY_MS = 86_400_000;

export type AccumulationPromotionRow = typeof accumulationPromotions.$inferSelect;

/** The promotions running at `at` (started, not ended, not ended by staff), oldest first. */
export function runningPromotions(db: DbOrTx, at: Date) {
  return db
    .select()
    .from(accumulationPromotions)
    .where(
      and(
        eq(accumulationPromotions.status, 'active'),
        lte(accumulationPromotions.startsAt, at),
        gt(accumulationPromotions.endsAt, at),
      ),
    )
    .orderBy(accumulationPromotions.id);
}

/**
 * Adds an order's purchase points to the member's progress: the first counted purchase opens the window of
 * windowDays, later ones count while it is open and the target is not reached yet. Returns the points counted.
 */
async function addToProgress(
  tx: Tx,
  promo: AccumulationPromotionRow,
  memberId: number,
  points: number,
  at: Date,
) {
  const deadline = new Date(at.getTime() + promo.windowDays * DAY_MS);
  const [row] = await tx
    .insert(accumulationProgress)
    .values({ promotionId: promo.id, memberId, startedAt: at, deadline, points })
    .onConflictDoUpdate({
      target: [accumulationProgress.promotionId, accumulationProgress.memberId],
      set: { points: sql`${accumulationProgress.points} + ${points}` },
      setWhere: sql`${accumulationProgress.deadline} > ${at.toISOString()}::timestamptz
        AND ${accumulationProgress.reachedAt} IS NULL`,
    })
    .returning({ points: accumulationProgress.points });
  return row ? { counted: points, total: row.points } : { counted: 0, total: 0 };
}

/** Marks the target reached (once: a conditional update) and delivers the reward through the gift area. */
async function reachTarget(tx: Tx, promo: AccumulationPromotionRow, memberId: number, at: Date) {
  const [reached] = await tx
    .update(accumulationProgress)
    .set({ reachedAt: at })
    .where(
      and(
        eq(accumulationProgress.promotionId, promo.id),
        eq(accumulationProgress.memberId, memberId),
        sql`${accumulationProgress.reachedAt} IS NULL`,
      ),
    )
    .returning({ memberId: accumulationProgress.memberId });
  if (!reached) return;
  await rewardGifts().deliver(tx, {
    memberId,
    storeId: promo.storeId,
    items: promo.reward,
    source: { kind: 'accumulation', ref: String(promo.id) },
    reasons: { points: 'accumulation_reward' },
    at,
  });
}

/**
 * The purchase points of a completed order counted toward every running accumulated-points promotion (SPEC §9),
 * in the completing transaction, once per order (the counts key is written first); reaching a target delivers
 * its reward once. Lock order (decision 012): after the member and its ledger — counts, progress, then the reward.
 */
export async function countTowardAccumulation(
  tx: Tx,
  earned: { memberId: number; orderId: number; points: number; at: Date },
): Promise<void> {
  for (const promo of await runningPromotions(tx, earned.at)) {
    const [fresh] = await tx
      .insert(accumulationCounts)
      .values({ promotionId: promo.id, orderId: earned.orderId, memberId: earned.memberId, points: 0 })
      .onConflictDoNothing()
      .returning({ promotionId: accumulationCounts.promotionId });
    if (!fresh) continue;
    const added = await addToProgress(tx, promo, earned.memberId, earned.points, earned.at);
    if (added.counted === 0) continue;
    await tx
      .update(accumulationCounts)
      .set({ points: added.counted })
      .where(
        and(eq(accumulationCounts.promotionId, promo.id), eq(accumulationCounts.orderId, earned.orderId)),
      );
    if (added.total >= promo.targetPoints) await reachTarget(tx, promo, earned.memberId, earned.at);
  }
}

/**
 * A refunded order's points leave the progress they counted toward, while its target is not reached (a reward
 * given stays: decision 036). `keep` is what the order still counts for after its refunds: 0 when it is refunded
 * whole; after a refund of some lines, the points it keeps (earned less the proportional take-back), so the
 * progress follows the points. Each count only ever goes down to `keep`, so a repeat takes nothing more.
 */
export async function takeBackAccumulation(
  tx: Tx,
  order: { id: number; memberId: number },
  keep = 0,
): Promise<void> {
  const counted = await tx
    .select({ promotionId: accumulationCounts.promotionId, points: accumulationCounts.points })
    .from(accumulationCounts)
    .where(and(eq(accumulationCounts.orderId, order.id), gt(accumulationCounts.points, keep)))
    .for('update');
  for (const c of counted) {
    await tx
      .update(accumulationCounts)
      .set({ points: keep })
      .where(
        and(eq(accumulationCounts.promotionId, c.promotionId), eq(accumulationCounts.orderId, order.id)),
      );
    await tx
      .update(accumulationProgress)
      .set({ points: sql`GREATEST(${accumulationProgress.points} - ${c.points - keep}, 0)` })
      .where(
        and(
          eq(accumulationProgress.promotionId, c.promotionId),
          eq(accumulationProgress.memberId, order.memberId),
          sql`${accumulationProgress.reachedAt} IS NULL`,
        ),
      );
  }
}

/** Accumulation/Load: the chain's running promotions and the member's progress in each (SPEC §2). */
export async function accumulationState(
  db: DbOrTx,
  q: { memberId: number; headquartersId: number | null; at: Date; locale: Locale },
) {
  const { memberId, headquartersId, at } = q;
  const promos = (await runningPromotions(db, at)).filter((p) => p.storeId === headquartersId);
  const mine = await db
    .select()
    .from(accumulationProgress)
    .where(eq(accumulationProgress.memberId, memberId));
  const byPromo = new Map(mine.map((p) => [p.promotionId, p]));
  return promos.map((p) => {
    const progress = byPromo.get(p.id);
    return {
      id: p.id,
      name: translatedField(p.name, p.translations, 'name', q.locale),
      targetPoints: p.targetPoints,
      windowDays: p.windowDays,
      reward: p.reward,
      endsAt: p.endsAt.toISOString(),
      progress: progress
        ? {
            points: progress.points,
            startedAt: progress.startedAt.toISOString(),
            deadline: progress.deadline.toISOString(),
            reachedAt: progress.reachedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}
