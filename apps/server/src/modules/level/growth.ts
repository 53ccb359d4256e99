import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { lockRank, type OrderEffect } from '../order/index.ts';
import { storeSettingsIn } from '../store/index.ts';
import { rewardLevelReached } from './level-rewards.ts';
import { levelForGrowth } from './levels.ts';
import { raiseLevel } from './member-level.ts';

/** A goods order that has just completed: whose, where, and what was paid (minor units). */
export interface CompletedOrder {
  id: number;
  memberId: number;
  storeId: number;
  paidAmount: number;
}

/** Growth earned by a payment: whole yuan paid times the store's rate (1 per yuan when unset). */
export function growthFor(paidAmount: number, growthPerYuan: number | undefined): number {
  const rate =
    growthPerYuan !== undefined && Number.isFinite(growthPerYuan) && growthPerYuan > 0 ? growthPerYuan : 1;
  return Math.floor(Math.floor(paidAmount / 100) * rate);
}

/**
 * The automatic upgrade of SPEC §3, applied in the transaction that completes a goods order: the member's growth
 * value rises by what the order earned, then they move to the highest level that growth reaches — by the
 * conditional update of raiseLevel, so only ever upwards. Returns the growth added.
 */
export async function applyOrderGrowth(tx: Tx, order: CompletedOrder, at: Date): Promise<number> {
  const settings = (await storeSettingsIn(tx, order.storeId))!;
  const growth = growthFor(order.paidAmount, settings.growthPerYuan);
  if (growth <= 0) return 0;
  const [member] = await tx
    .update(members)
    .set({ growthValue: sql`${members.growthValue} + ${growth}` })
    .where(eq(members.id, order.memberId))
    .returning({ growthValue: members.growthValue });
  if (!member) return 0;
  const level = await levelForGrowth(tx, member.growthValue);
  if (!level) return growth;
  const raised = await raiseLevel(tx, { memberId: order.memberId, level, at, zone: settings.timezone });
  if (raised) await rewardLevelReached(tx, { memberId: order.memberId, level, orderId: order.id, at });
  return growth;
}

/**
 * Growth through the order lifecycle (decision 046): a goods order earns it when it completes, on what it kept of
 * its payment (a refund before completion earns nothing for the money returned). A refund after completion
 * leaves it: levels only ever go up (SPEC §3).
 */
export const orderGrowthEffect: OrderEffect = {
  area: 'level',
  name: 'order-growth',
  rank: lockRank.members,
  kinds: ['goods'],
  on: {
    completed: async (tx, completed, event) => {
      for (const order of completed)
        await applyOrderGrowth(
          tx,
          { ...order, paidAmount: order.paidAmount - order.refundedAmount },
          event.at,
        );
    },
  },
};
