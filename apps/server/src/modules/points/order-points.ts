import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { storeSettingsIn } from '../store/index.ts';
import { countTowardAccumulation, takeBackAccumulation } from './accumulation.ts';
import { movePoints } from './ledger.ts';

/** A goods order at the moment it completes or is refunded: whose, where, and what was paid (minor units). */
export interface PointsOrder {
  id: number;
  memberId: number;
  storeId: number;
  paidAmount: number;
}

/**
 * Points a payment earns by the store's point rule: the floor of the yuan paid times pointsPerYuan. No rule (or a
 * rate that is not a positive number) earns nothing — the app then promises nothing either.
 */
export function pointsEarned(paidAmount: number, rule: StoreSettings['pointRule']): number {
  const rate = rule?.pointsPerYuan;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0 || paidAmount <= 0) return 0;
  return Math.floor((paidAmount * rate) / 100);
}

/**
 * The 'consumption' points of a goods order that has just completed, in the completing transaction. Every yuan
 * the order was paid counts, balance included: a top-up earns no points, so the spend of that balance is the
 * first time this money earns any (docs/decisions/021-order-points.md). The ledger's (order, reason, member) key
 * keeps it to once per order even if completion were replayed. The points count toward the running
 * accumulated-points promotions (accumulation.ts).
 */
export async function earnOrderPoints(tx: Tx, order: PointsOrder, at: Date): Promise<number> {
  const settings = await storeSettingsIn(tx, order.storeId);
  const points = pointsEarned(order.paidAmount, settings?.pointRule);
  if (points <= 0) return 0;
  const outcome = await movePoints(tx, {
    memberId: order.memberId,
    delta: points,
    reason: 'consumption',
    orderId: order.id,
    at,
  });
  if (outcome !== 'applied') return 0;
  await countTowardAccumulation(tx, { memberId: order.memberId, orderId: order.id, points, at });
  return points;
}

/**
 * Takes back the points a refunded order earned, once, as a 'return_refund' entry. Points the member has already
 * spent cannot be taken twice: the take-back stops at the member's balance, since the ledger never goes below 0
 * (the decision record says why), and the entry's note keeps what could not be recovered. Returns the points taken.
 */
export async function takeBackOrderPoints(tx: Tx, order: PointsOrder, at: Date): Promise<number> {
  // The member row (decision 012: after the order and its payments), so the balance read below holds until the entry is written.
  const [member] = await tx
    .select({ points: members.points })
    .from(members)
    .where(eq(members.id, order.memberId))
    .for('no key update');
  const [earned] = await tx
    .select({ delta: pointsEntries.delta })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.orderId, order.id),
        eq(pointsEntries.memberId, order.memberId),
        eq(pointsEntries.reason, 'consumption'),
      ),
    );
  if (!member || !earned || earned.delta <= 0) return 0;
  await takeBackAccumulation(tx, order);
  const taken = Math.min(earned.delta, member.points);
  if (taken <= 0) return 0;
  const short = earned.delta - taken;
  const outcome = await movePoints(tx, {
    memberId: order.memberId,
    delta: -taken,
    reason: 'return_refund',
    orderId: order.id,
    note: short > 0 ? `${short} already spent` : '',
    at,
  });
  return outcome === 'applied' ? taken : 0;
}
