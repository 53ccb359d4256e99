import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { orders } from './order.ts';

/**
 * Why a member's points moved (SPEC §3 points ledger reasons): consumption, referral reward, level-upgrade
 * reward, gift exchange, points offset, refund on cancel, manual edit, return refund, reverse checkout,
 * new-member reward; and gift: points given as a gift item (giftType 1) by deliverGifts.
 */
export type PointsReason =
  | 'consumption'
  | 'referral_reward'
  | 'level_upgrade_reward'
  | 'gift_exchange'
  | 'points_offset'
  | 'cancel_refund'
  | 'manual_edit'
  | 'return_refund'
  | 'reverse_checkout'
  | 'new_member_reward'
  | 'gift';

/**
 * The points ledger (DESIGN §4): append-only; members.points always equals the sum of a member's entries and
 * moves only in the same transaction, by a conditional update that never takes it below 0. An entry tied to an
 * order is unique per order, reason and member, so a reward for an order applies once.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Negative for points spent. */
    delta: integer('delta').notNull(),
    /** The member's points after this entry. */
    pointsAfter: integer('points_after').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_entries_member_idx').on(t.memberId, t.id),
    uniqueIndex('points_entries_order_reason_member_uq')
      .on(t.orderId, t.reason, t.memberId)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('points_entries_after_ck', sql`${t.pointsAfter} >= 0 AND ${t.delta} <> 0`),
  ],
);
