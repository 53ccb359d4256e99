import { and, eq, sql } from 'drizzle-orm';
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

/** What the order's points ledger says: what it earned, and what its refunds have taken back so far. */
interface OrderPointsBook {
  memberPoints: number;
  earned: number;
  taken: number;
}

/**
 * Locks the member row (decision 012: after the order and its payments), so what is read below holds until the
 * take-back's entry is written, and reads the order's 'consumption' and 'return_refund' entries. Null when the
 * order earned nothing.
 */
async function orderPointsBook(tx: Tx, order: PointsOrder): Promise<OrderPointsBook | null> {
  const [member] = await tx
    .select({ points: members.points })
    .from(members)
    .where(eq(members.id, order.memberId))
    .for('no key update');
  const [book] = await tx
    .select({
      earned: sql<string>`COALESCE(SUM(${pointsEntries.delta}) FILTER (WHERE ${pointsEntries.reason} = 'consumption'), 0)`,
      taken: sql<string>`COALESCE(-SUM(${pointsEntries.delta}) FILTER (WHERE ${pointsEntries.reason} = 'return_refund'), 0)`,
    })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, order.id), eq(pointsEntries.memberId, order.memberId)));
  const earned = Number(book?.earned ?? 0);
  if (!member || earned <= 0) return null;
  return { memberPoints: member.points, earned, taken: Number(book?.taken ?? 0) };
}

/**
 * Takes `want` points back as a 'return_refund' entry of the order (with `ref` for a refund of some lines), at most
 * what the member has: the ledger never goes below 0 (decision 021), and the note keeps what could not be
 * recovered. Returns the points taken.
 */
async function takePoints(
  tx: Tx,
  order: PointsOrder,
  book: OrderPointsBook,
  want: { points: number; ref: string | null },
  at: Date,
): Promise<number> {
  const taken = Math.min(want.points, book.memberPoints);
  if (taken <= 0) return 0;
  const short = want.points - taken;
  const outcome = await movePoints(tx, {
    memberId: order.memberId,
    delta: -taken,
    reason: 'return_refund',
    orderId: order.id,
    ref: want.ref,
    note: short > 0 ? `${short} already spent` : '',
    at,
  });
  return outcome === 'applied' ? taken : 0;
}

/**
 * Takes back what is left of the points a refunded order earned (all of them, less what refunds of some of its
 * lines took already), once, as a 'return_refund' entry; its points leave the accumulation progress. Points the
 * member has already spent cannot be taken twice: the take-back stops at the member's balance, and the entry's
 * note keeps what could not be recovered. Returns the points taken.
 */
export async function takeBackOrderPoints(tx: Tx, order: PointsOrder, at: Date): Promise<number> {
  const book = await orderPointsBook(tx, order);
  if (!book) return 0;
  await takeBackAccumulation(tx, order);
  return takePoints(tx, order, book, { points: book.earned - book.taken, ref: null }, at);
}

/** A refund of some of an order's lines as the points see it: its ref (unique per member) and its money. */
export interface PointsRefund {
  ref: string;
  amount: number;
}

/**
 * The points a refund of some of an order's lines takes back, in proportion and cumulatively: after it, the order
 * has given back floor(earned × refunded / paid) in all, `refunded` being order.refundedAmount (this refund
 * included), so however many refunds come, together they never take more than the order earned (and a whole
 * refund afterwards takes only the rest). This move is that target less what earlier take-backs took, at most the
 * member's points (the note says what was short; a later refund of the order tries again for it). Once per
 * refund.ref; the accumulation progress keeps only the points the order keeps. Returns the points taken.
 */
export async function takeBackRefundedPoints(
  tx: Tx,
  order: PointsOrder & { refundedAmount: number },
  refund: PointsRefund,
  at: Date,
): Promise<number> {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) return 0;
  const book = await orderPointsBook(tx, order);
  if (!book || order.paidAmount <= 0) return 0;
  const refunded = Math.min(Math.max(order.refundedAmount, 0), order.paidAmount);
  const target = Math.floor((book.earned * refunded) / order.paidAmount);
  await takeBackAccumulation(tx, order, book.earned - target);
  return takePoints(tx, order, book, { points: target - book.taken, ref: refund.ref }, at);
}
