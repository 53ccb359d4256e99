import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { upgradeOrders } from '../../db/schema/level/upgrade-orders.ts';
import type { OrderIdentity, PaidOutcome } from '../order/index.ts';
import { moveKindOrder, refundUnfulfilled } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';
import { storeSettingsIn } from '../store/index.ts';
import { rewardInviter, rewardLevelReached } from './level-rewards.ts';
import { levelById } from './levels.ts';
import { lockMembers, raiseLevel } from './member-level.ts';

/**
 * Completes a paid upgrade order in the caller's transaction (its order row already locked): the member's level
 * rises by a conditional update, the order is completed, and the level's points and the inviter's reward are
 * given, each once. False when the level is no longer higher than the member's (reached otherwise meanwhile):
 * nothing is written then, and the caller decides what happens to the money.
 */
export async function completeUpgrade(tx: Tx, order: OrderIdentity, at: Date): Promise<boolean> {
  const [bought] = await tx.select().from(upgradeOrders).where(eq(upgradeOrders.orderId, order.id));
  if (order.kind !== 'upgrade' || !bought) throw new Error('not an upgrade order');
  const { inviterId } = bought;
  await lockMembers(tx, [order.memberId, inviterId]);
  const settings = (await storeSettingsIn(tx, order.storeId))!;
  const level = await levelById(tx, bought.targetCategoryId);
  const raised = await raiseLevel(tx, { memberId: order.memberId, level, at, zone: settings.timezone });
  if (!raised) return false;
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'upgrade' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`upgrade order ${order.orderNo} was not waiting to complete`);
  await rewardLevelReached(tx, { memberId: order.memberId, level, orderId: order.id, at });
  await rewardInviter(tx, {
    inviterId,
    orderId: order.id,
    orderNo: order.orderNo,
    settings,
    at,
  });
  return true;
}

/**
 * What applying a gateway payment does to an upgrade order it just marked paid (the upgrade kind's onPaid,
 * called by modules/payment): completes it, or — when the member reached that level or higher meanwhile — closes
 * it as refunded and gives the money back through the refund path. 'flagged' when the gateway refused the refund
 * (staff settle it).
 */
export async function applyUpgradePayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  if (await completeUpgrade(tx, order, at)) return 'applied';
  deps.log.warn({ orderNo: order.orderNo }, 'upgrade no longer higher; refunding');
  // The gateway's intent is refunded after the members were locked, against the table order of
  // docs/decisions/012-lock-order.md, which cannot close a cycle: every transaction touching an intent holds its
  // order row first (ours is locked), and the gateway's own calls on it are single statements holding nothing else.
  return refundUnfulfilled(tx, deps, order.id, 'LEVEL_NOT_HIGHER', at);
}
