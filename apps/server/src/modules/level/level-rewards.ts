import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { movePoints } from '../points/index.ts';
import type { LevelRow } from './member-level.ts';

/** The store's reward rule for an inviter whose link led to a paid upgrade: points, 0 when none is set. */
export function inviteRewardPoints(settings: StoreSettings): number {
  const points = settings.payUpgradeInviteReward?.points ?? 0;
  return Number.isSafeInteger(points) && points > 0 ? points : 0;
}

/**
 * The points that come with reaching a level, tied to the order that brought the member there (the paid upgrade
 * order, or the goods order whose growth did it): the ledger's (order, reason, member) key makes each once.
 */
export async function rewardLevelReached(
  tx: Tx,
  reached: { memberId: number; level: LevelRow; orderId: number; at: Date },
): Promise<void> {
  const points = reached.level.upgradeRewardPoints;
  if (points <= 0) return;
  await movePoints(tx, {
    memberId: reached.memberId,
    delta: points,
    reason: 'level_upgrade_reward',
    orderId: reached.orderId,
    note: reached.level.code,
    at: reached.at,
  });
}

/** The inviter's points for a paid upgrade through their link: once per order, and only to an active member. */
export async function rewardInviter(
  tx: Tx,
  paid: { inviterId: number | null; orderId: number; orderNo: string; settings: StoreSettings; at: Date },
): Promise<void> {
  const points = inviteRewardPoints(paid.settings);
  if (paid.inviterId === null || points === 0) return;
  const [inviter] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, paid.inviterId), eq(members.disabled, false)));
  if (!inviter) return;
  await movePoints(tx, {
    memberId: inviter.id,
    delta: points,
    reason: 'referral_reward',
    orderId: paid.orderId,
    note: paid.orderNo,
    at: paid.at,
  });
}
