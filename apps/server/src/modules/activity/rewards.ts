import { type InviteRewardTrigger, type InviteRules, inviteRewardRef, rewardsOf } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import { inviteRewards } from '../../db/schema/activity.ts';
import { memberStandings } from '../account/index.ts';
import { deliverGifts } from '../gift/index.ts';

/** One trigger's rewards to grant: for whose friendship, under which rules. */
export interface RewardGrant {
  trigger: InviteRewardTrigger;
  inviterId: number;
  friendId: number;
  storeId: number | null;
  rules: InviteRules | null;
  at: Date;
}

/**
 * Grants a trigger's rewards inside the caller's transaction, each (friend, trigger, beneficiary) once: the
 * invite_rewards row goes in first by its unique key (a second run at once waits there, then finds it and gives
 * nothing), then the gift items through the gift area, once per source as well. A beneficiary who is disabled or
 * deregistered gets nothing. Members are served in ascending id, the global lock order (DESIGN §4). Returns how
 * many rewards this call granted.
 */
export async function grantInviteRewards(tx: Tx, g: RewardGrant): Promise<number> {
  const due = rewardsOf(g.rules, g.trigger).map((r) => ({
    ...r,
    memberId: r.beneficiary === 'inviter' ? g.inviterId : g.friendId,
  }));
  if (due.length === 0) return 0;
  const standing = await memberStandings(
    tx,
    due.map((d) => d.memberId),
  );
  let granted = 0;
  for (const reward of due.sort((a, b) => a.memberId - b.memberId)) {
    if (!standing.get(reward.memberId)?.active) continue;
    const [row] = await tx
      .insert(inviteRewards)
      .values({
        inviterId: g.inviterId,
        friendId: g.friendId,
        trigger: g.trigger,
        beneficiary: reward.beneficiary,
        items: reward.items,
        grantedAt: g.at,
      })
      .onConflictDoNothing()
      .returning({ id: inviteRewards.id });
    if (!row) continue;
    await deliverGifts(tx, {
      memberId: reward.memberId,
      storeId: g.storeId,
      items: reward.items,
      source: { kind: 'invite', ref: inviteRewardRef(g.trigger, g.friendId) },
      at: g.at,
    });
    granted += 1;
  }
  return granted;
}
