import type { PointsReason } from '@shop/contracts';
import type { GiftItem } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';
import { members } from './account/member.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

/** Why a member's points moved: SPEC §3's ledger reasons and the points area's own, as the wire names them. */
export type { PointsReason };

/**
 * The points ledger (DESIGN §4): append-only; members.points always equals the sum of a member's entries and
 * moves only in the same transaction, by a conditional update that never takes it below 0. An entry tied to an
 * order is unique per order, reason and member, so a reward for an order applies once; an entry with a ref (the
 * day of a check-in, the year of a clearing, a staff edit's key) is unique per member, reason and ref.
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
    /** What made a move that is not an order's, once per member and reason: '2026-11-25', 'year:2026', a key. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_entries_member_idx').on(t.memberId, t.id),
    uniqueIndex('points_entries_order_reason_member_uq')
      .on(t.orderId, t.reason, t.memberId)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.ref} IS NULL`),
    uniqueIndex('points_entries_member_reason_ref_uq')
      .on(t.memberId, t.reason, t.ref)
      .where(sql`${t.ref} IS NOT NULL`),
    check('points_entries_after_ck', sql`${t.pointsAfter} >= 0 AND ${t.delta} <> 0`),
  ],
);

/**
 * A store's daily check-in rule (SPEC §3 check-in settings, decision 036). Members belong to the whole chain, so the
 * headquarters' row is the one that counts; the days are the headquarters' calendar days.
 */
export const checkinRules = pgTable(
  'checkin_rules',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    enabled: boolean('enabled').notNull().default(true),
    firstDayPoints: integer('first_day_points').notNull(),
    dailyIncrement: integer('daily_increment').notNull(),
    capPoints: integer('cap_points').notNull(),
    /** Every cycleDays-th day of a streak earns cycleRewardPoints more; 0: no streak reward. */
    cycleDays: integer('cycle_days').notNull().default(0),
    cycleRewardPoints: integer('cycle_reward_points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'checkin_rules_ck',
      sql`${t.firstDayPoints} >= 0 AND ${t.dailyIncrement} >= 0 AND ${t.capPoints} >= ${t.firstDayPoints}
        AND ${t.cycleDays} >= 0 AND ${t.cycleRewardPoints} >= 0`,
    ),
  ],
);

/**
 * One member's check-in on one calendar day (SPEC §2 actions/checkin). The (member, day) key is what makes a day's
 * check-in once however many arrive together; its points entry carries the day as its ref.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day of the streak this check-in made (1 after a break). */
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    /** The streak reward's points when this day closed a cycle. */
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('checkins_member_day_uq').on(t.memberId, t.day)],
);

/**
 * That a year end's clearing was done for a member (SPEC §4, decision 036), whether it took points or none: the
 * job's marker, so each member is cleared once per year, by one instance.
 */
export const pointsClearings = pgTable(
  'points_clearings',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    year: integer('year').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.year] })],
);

/**
 * An accumulated-points promotion (SPEC §2 actions/accumulationPoints, §9): the points a member earns by purchases
 * count toward targetPoints within windowDays of their first purchase in the promotion; reaching it delivers the
 * reward once (gift items through deliverGifts). The headquarters' rows count, members belonging to the chain.
 */
export const accumulationPromotions = pgTable(
  'accumulation_promotions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    /** The name per locale (decision 020), translated by staff like the other store text. */
    translations: translationsColumn<{ name: string }>(),
    targetPoints: integer('target_points').notNull(),
    windowDays: integer('window_days').notNull(),
    reward: jsonb('reward').$type<GiftItem[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'active' | 'ended'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('accumulation_promotions_store_idx').on(t.storeId, t.status),
    check(
      'accumulation_promotions_ck',
      sql`${t.targetPoints} > 0 AND ${t.windowDays} > 0 AND ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** A member's way toward a promotion's target: from the first purchase that counted, until the deadline. */
export const accumulationProgress = pgTable(
  'accumulation_progress',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => accumulationPromotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    points: integer('points').notNull(),
    /** When the target was reached and the reward delivered; null until then. */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] })],
);

/** What one order counted toward a promotion: once per order, and what a refund takes back before the target. */
export const accumulationCounts = pgTable(
  'accumulation_counts',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => accumulationPromotions.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The points counted: 0 when the order came after the deadline or the target. */
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.orderId] })],
);

/**
 * The chain's new-member reward (SPEC §3 'new-member reward'; decision 036): gift items every member gets once on
 * joining, the points as 'new_member_reward'. The headquarters' row counts; none or an empty list gives nothing.
 */
export const newMemberRewards = pgTable('new_member_rewards', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  reward: jsonb('reward').$type<GiftItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
