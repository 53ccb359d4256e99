import type { BargainOut } from '@shop/contracts';
import { and, eq, lte } from 'drizzle-orm';
import { bargains } from '../../../db/schema/marketing/bargain.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { type BargainActivityRow, requireActivity, startRefusal } from './activities.ts';
import { latestOf, presentBargain } from './bargains.ts';

const MINUTE = 60_000;

/** A new bargain's deadline: its run from now, never past the activity's end. */
function deadline(a: BargainActivityRow, now: Date): Date {
  return new Date(Math.min(now.getTime() + a.lastsMinutes * MINUTE, a.endsAt.getTime()));
}

/**
 * Bargain/Start: the member's bargain at the activity's settings as they stand now. A running one past its deadline
 * is first marked ended (by a conditional update) so it no longer holds the member's place; then the insert does
 * nothing when a live one (running or bought) is there — the partial unique index decides, however many starts
 * arrive at once. A running one is answered as it is (a repeat tap); a bought one refuses BARGAIN_BOUGHT.
 */
export async function startBargain(
  ctx: MemberContext,
  storeId: number,
  activityId: number,
): Promise<BargainOut> {
  const uid = ctx.member.uid;
  const now = ctx.clock.now();
  const activity = await requireActivity(ctx.db, storeId, activityId);
  const refusal = startRefusal(activity, now);
  if (refusal) throw new AppError(refusal);
  const mineLive = and(eq(bargains.activityId, activity.id), eq(bargains.memberId, uid));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bargains)
      .set({ status: 'ended' })
      .where(and(mineLive, eq(bargains.status, 'in_progress'), lte(bargains.endsAt, now)));
    await tx
      .insert(bargains)
      .values({
        activityId: activity.id,
        memberId: uid,
        price: activity.price,
        floor: activity.floor,
        helpers: activity.helpers,
        minCut: activity.minCut,
        maxCut: activity.maxCut,
        remaining: activity.price - activity.floor,
        endsAt: deadline(activity, now),
        createdAt: now,
      })
      .onConflictDoNothing();
  });
  const live = await latestOf(ctx.db, activity.id, uid);
  if (!live || live.bargain.status === 'ended')
    throw new Error(`no live bargain after a start of ${activity.id}`);
  if (live.bargain.status === 'bought') throw new AppError('BARGAIN_BOUGHT');
  return presentBargain(ctx.db, live, { memberId: uid, now, locale: ctx.locale });
}
