import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pgErrorOf } from '../../../db/pg-errors.ts';
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyOrders,
} from '../../../db/schema/marketing/group-buy.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { fulfilOrRefund, moveKindOrder, type OrderIdentity, type PaidOutcome } from '../../order/index.ts';
import type { RefundDeps } from '../../payment/index.ts';
import { limitMsOf, openRefusal } from './activities.ts';

type Fact = typeof groupBuyOrders.$inferSelect;

/** Every placed order of a formed group goes on to 'accepted': collect it at the counter on its number. */
export async function releaseGroupOrders(tx: Tx, groupId: number, at: Date): Promise<void> {
  const placed = await tx
    .select({ orderId: groupBuyOrders.orderId })
    .from(groupBuyOrders)
    .where(and(eq(groupBuyOrders.groupId, groupId), eq(groupBuyOrders.placed, true)));
  for (const { orderId } of placed) {
    await moveKindOrder(tx, { orderId, kind: 'groupBuy' }, ['pending'], 'accepted', at);
  }
}

/** The leader's payment opens the group (the activity still open at that instant), the leader its first place. */
async function openGroup(tx: Tx, fact: Fact, at: Date): Promise<number> {
  const [activity] = await tx
    .select()
    .from(groupBuyActivities)
    .where(eq(groupBuyActivities.id, fact.activityId));
  if (!activity) throw new Error(`group buy ${fact.activityId} is gone`);
  const refusal = openRefusal(activity, at);
  if (refusal) throw new AppError(refusal);
  const [group] = await tx
    .insert(groupBuyGroups)
    .values({
      activityId: activity.id,
      leaderId: fact.memberId,
      size: activity.size,
      openedAt: at,
      expiresAt: new Date(at.getTime() + limitMsOf(activity)),
    })
    .returning({ id: groupBuyGroups.id });
  return group!.id;
}

/**
 * A joiner's payment takes the next place by ONE conditional update — still awaiting, a place left, before the
 * limit — so a group never takes more than its size however many payments land at once; the N-th place forms it.
 * Returns whether it formed. The reason for a miss is read back for the refund's log and the shopper's answer.
 */
async function takePlace(tx: Tx, groupId: number, at: Date): Promise<boolean> {
  const [taken] = await tx
    .update(groupBuyGroups)
    .set({
      joined: sql`${groupBuyGroups.joined} + 1`,
      status: sql`CASE WHEN ${groupBuyGroups.joined} + 1 = ${groupBuyGroups.size} THEN 'grouped' ELSE 'awaiting_group' END`,
      formedAt: sql`CASE WHEN ${groupBuyGroups.joined} + 1 = ${groupBuyGroups.size} THEN ${at.toISOString()}::timestamptz END`,
      settledAt: sql`CASE WHEN ${groupBuyGroups.joined} + 1 = ${groupBuyGroups.size} THEN ${at.toISOString()}::timestamptz END`,
    })
    .where(
      and(
        eq(groupBuyGroups.id, groupId),
        eq(groupBuyGroups.status, 'awaiting_group'),
        lt(groupBuyGroups.joined, groupBuyGroups.size),
        gt(groupBuyGroups.expiresAt, at),
      ),
    )
    .returning({ status: groupBuyGroups.status });
  if (taken) return taken.status === 'grouped';
  const [group] = await tx.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, groupId));
  if (group?.status === 'revoked') throw new AppError('GROUP_REVOKED');
  if (group?.status === 'grouped' || (group && group.joined >= group.size)) throw new AppError('GROUP_FULL');
  throw new AppError('GROUP_EXPIRED');
}

/** Marks the order's place taken; a second place of the member in the group breaks the unique index. */
async function markPlaced(tx: Tx, orderId: number, groupId: number): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .update(groupBuyOrders)
        .set({ groupId, placed: true })
        .where(eq(groupBuyOrders.orderId, orderId))
        .then(() => undefined),
    );
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw new AppError('GROUP_ALREADY_JOINED');
    throw err;
  }
}

/**
 * Takes the place a paid order bought, in the caller's transaction: the leader's opens its group, a joiner's takes
 * the next place of theirs and the last place forms the group and releases every member's order. Throws the
 * refusal (GROUP_FULL, GROUP_EXPIRED, GROUP_REVOKED, GROUP_BUY_ENDED, GROUP_ALREADY_JOINED) with writes the caller
 * must undo: run it in a transaction or savepoint of its own. An order already placed does nothing.
 */
export async function placeGroupOrder(tx: Tx, order: OrderIdentity, at: Date): Promise<void> {
  const [fact] = await tx.select().from(groupBuyOrders).where(eq(groupBuyOrders.orderId, order.id));
  if (!fact) throw new Error(`group buy order ${order.orderNo} without its row`);
  if (fact.placed) return;
  if (fact.leader) {
    await markPlaced(tx, order.id, await openGroup(tx, fact, at));
    return;
  }
  const groupId = fact.groupId!;
  const formed = await takePlace(tx, groupId, at);
  await markPlaced(tx, order.id, groupId);
  if (formed) await releaseGroupOrders(tx, groupId, at);
}

/**
 * What a gateway payment does to a group buy order (once per order: the lifecycle's paid step): takes its place
 * in a savepoint, or — the group full, run out or revoked meanwhile — closes the order as refunded.
 */
export function applyGroupPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  return fulfilOrRefund(tx, deps, order, at, {
    what: 'group buy place',
    fulfil: (savepoint) => placeGroupOrder(savepoint, order, at),
  });
}
