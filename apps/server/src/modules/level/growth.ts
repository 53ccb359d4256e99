import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
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
