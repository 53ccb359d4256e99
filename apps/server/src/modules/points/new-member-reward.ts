import type { GiftItem } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { newMemberRewards } from '../../db/schema/points.ts';
import { firstRootId } from '../store/index.ts';
import { rewardGifts } from './reward-delivery.ts';

/** The chain's new-member reward (the first headquarters', the app serving one chain); [] when none is set. */
export async function newMemberReward(db: DbOrTx): Promise<{ storeId: number | null; reward: GiftItem[] }> {
  const storeId = await firstRootId(db);
  if (storeId === null) return { storeId, reward: [] };
  const [row] = await db.select().from(newMemberRewards).where(eq(newMemberRewards.storeId, storeId));
  return { storeId, reward: row?.reward ?? [] };
}

/**
 * Gives a member who has just joined the chain's new-member reward, in the joining transaction (account's
 * onNewMember), once: deliverGifts keys it by (member, 'new-member'), its points as 'new_member_reward'.
 */
export async function rewardNewMember(tx: Tx, member: { id: number }, at: Date): Promise<void> {
  const { storeId, reward } = await newMemberReward(tx);
  if (reward.length === 0) return;
  await rewardGifts().deliver(tx, {
    memberId: member.id,
    storeId,
    items: reward,
    source: { kind: 'new-member', ref: 'welcome' },
    reasons: { points: 'new_member_reward' },
    at,
  });
}

/** Sets the chain's new-member reward; an empty list turns it off. */
export async function saveNewMemberReward(db: DbOrTx, storeId: number, reward: GiftItem[], at: Date) {
  const values = { storeId, reward, updatedAt: at };
  await db
    .insert(newMemberRewards)
    .values(values)
    .onConflictDoUpdate({ target: newMemberRewards.storeId, set: values });
}
