import { randomInt } from 'node:crypto';
import type { BargainOut } from '@shop/contracts';
import { bargainHelpRefusal, drawCut, fromMinor } from '@shop/domain';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { bargainCuts, bargains } from '../../../db/schema/marketing/bargain.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import {
  type BargainWithActivity,
  presentBargain,
  requireBargain,
  settingsOf,
  statusOf,
} from './bargains.ts';

/** The server's randomness for a cut: a whole number in [a, b], both included. */
const cutSource = (a: number, b: number) => randomInt(a, b + 1);

/** Why this friend may not cut the bargain as it stands under its lock, or null. */
async function helpRefusal(tx: Tx, row: BargainWithActivity, helperId: number, now: Date) {
  const { bargain } = row;
  if (bargain.status === 'bought') return 'BARGAIN_BOUGHT' as const;
  const [helped] = await tx
    .select({ id: bargainCuts.helperId })
    .from(bargainCuts)
    .where(and(eq(bargainCuts.bargainId, bargain.id), eq(bargainCuts.helperId, helperId)));
  const refusal = bargainHelpRefusal(
    {
      starterId: bargain.memberId,
      helperId,
      alreadyHelped: helped !== undefined,
      remaining: bargain.remaining,
      endsAt: bargain.endsAt,
    },
    now,
  );
  // The store ending the activity, or a start replacing it, ends a bargain short of its own deadline.
  return refusal ?? (statusOf(row, now) === 'ended' ? ('BARGAIN_ENDED' as const) : null);
}

/** Locks the bargain's row: friends' cuts of one bargain go one at a time, each reading what the last left. */
async function lockBargain(tx: Tx, storeId: number, id: number): Promise<BargainWithActivity> {
  await tx.select({ id: bargains.id }).from(bargains).where(eq(bargains.id, id)).for('update');
  return requireBargain(tx, storeId, id);
}

/**
 * Bargain/Help: a friend's cut, drawn on the server within domain's drawCut range from the bargain as it stands
 * under its row lock, written as the friend's one cut (primary key (bargain, helper)) and applied by a conditional
 * update — the CHECKs (remaining ≥ 0, helpers_done ≤ helpers) its backstop. Parallel friends never pass the floor
 * nor exceed the store's number of helpers; the same friend twice at once cuts once.
 */
export async function helpBargain(
  ctx: MemberContext,
  storeId: number,
  id: number,
): Promise<{ cut: number; bargain: BargainOut }> {
  const uid = ctx.member.uid;
  const now = ctx.clock.now();
  const cut = await retryTransaction(ctx.db, async (tx) => {
    const row = await lockBargain(tx, storeId, id);
    const refusal = await helpRefusal(tx, row, uid, now);
    if (refusal) throw new AppError(refusal);
    const { bargain } = row;
    const drawn = drawCut(
      settingsOf(bargain),
      { remaining: bargain.remaining, helpersSoFar: bargain.helpersDone },
      cutSource,
    );
    // Only a bargain whose settings were never validated could have helpers left and nothing to cut.
    if (drawn.cut < 1) throw new AppError('BARGAIN_FLOOR_REACHED');
    await tx
      .insert(bargainCuts)
      .values({ bargainId: bargain.id, helperId: uid, cut: drawn.cut, createdAt: now });
    const [applied] = await tx
      .update(bargains)
      .set({
        remaining: sql`${bargains.remaining} - ${drawn.cut}`,
        helpersDone: sql`${bargains.helpersDone} + 1`,
      })
      .where(
        and(
          eq(bargains.id, bargain.id),
          eq(bargains.status, 'in_progress'),
          gte(bargains.remaining, drawn.cut),
          gt(bargains.endsAt, now),
        ),
      )
      .returning({ id: bargains.id });
    if (!applied) throw new Error(`bargain ${bargain.id} changed under its lock`);
    return drawn.cut;
  });
  const row = await requireBargain(ctx.db, storeId, id);
  return {
    cut: fromMinor(cut),
    bargain: await presentBargain(ctx.db, row, { memberId: uid, now, locale: ctx.locale }),
  };
}
