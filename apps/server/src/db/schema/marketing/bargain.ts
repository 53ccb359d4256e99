import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../../translations.ts';
import { members } from '../account/member.ts';
import { products } from '../catalog.ts';
import { orders } from '../order.ts';
import { stores } from '../store.ts';

// Marketing sells a bargain's product as an order of its own kind (decision 070), declared beside the tables.
declare module '../order.ts' {
  interface OrderKinds {
    bargain: true;
  }
}

/** An activity is open to new bargains while active within its window; ended stops it for good. */
export type BargainActivityStatus = 'active' | 'ended';

/**
 * A store's bargain activity (issue 30, decision 070): a product of the store, its start price and floor (minor
 * units), how many helpers cut it to the floor and each cut's bounds (domain's bargainSettingsProblem holds them
 * together), the window in which members may start one, and how long a member's bargain runs.
 */
export const bargainActivities = pgTable(
  'bargain_activities',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    productId: integer('product_id').references(() => products.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    image: text('image').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    floor: bigint('floor', { mode: 'number' }).notNull(),
    helpers: integer('helpers').notNull(),
    minCut: bigint('min_cut', { mode: 'number' }).notNull(),
    maxCut: bigint('max_cut', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    lastsMinutes: integer('lasts_minutes').notNull(),
    status: text('status').$type<BargainActivityStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bargain_activities_sale_idx').on(t.storeId, t.status, t.endsAt),
    check(
      'bargain_activities_ck',
      sql`${t.status} IN ('active', 'ended') AND ${t.floor} >= 0 AND ${t.floor} < ${t.price}
        AND ${t.helpers} >= 1 AND ${t.minCut} >= 1 AND ${t.maxCut} >= ${t.minCut}
        AND ${t.endsAt} > ${t.startsAt} AND ${t.lastsMinutes} >= 1`,
    ),
  ],
);

/** A member's bargain runs until bought or its deadline; 'ended' is set only when a new one replaces it. */
export type BargainRowStatus = 'in_progress' | 'bought' | 'ended';

/**
 * A member's bargain: the activity's settings snapshotted when it started, what is still to cut to the floor and
 * how many helpers cut it. remaining and helpers_done move only by the help's conditional update, the CHECK its
 * backstop; one running or bought per (activity, member) by the partial unique index; bought once (its order is the
 * bargain_orders row, the one link between the two).
 */
export const bargains = pgTable(
  'bargains',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => bargainActivities.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    floor: bigint('floor', { mode: 'number' }).notNull(),
    helpers: integer('helpers').notNull(),
    minCut: bigint('min_cut', { mode: 'number' }).notNull(),
    maxCut: bigint('max_cut', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    helpersDone: integer('helpers_done').notNull().default(0),
    status: text('status').$type<BargainRowStatus>().notNull().default('in_progress'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live bargain per (activity, member): running or bought. A member starts again only after one ended.
    uniqueIndex('bargains_live_uq')
      .on(t.activityId, t.memberId)
      .where(sql`${t.status} IN ('in_progress', 'bought')`),
    index('bargains_member_idx').on(t.memberId, t.createdAt),
    check(
      'bargains_ck',
      sql`${t.status} IN ('in_progress', 'bought', 'ended') AND ${t.remaining} >= 0
        AND ${t.remaining} <= ${t.price} - ${t.floor} AND ${t.helpersDone} >= 0 AND ${t.helpersDone} <= ${t.helpers}`,
    ),
  ],
);

/** One friend's cut of a bargain: once per (bargain, helper) by the primary key, drawn on the server. */
export const bargainCuts = pgTable(
  'bargain_cuts',
  {
    bargainId: integer('bargain_id')
      .notNull()
      .references(() => bargains.id),
    helperId: integer('helper_id')
      .notNull()
      .references(() => members.id),
    cut: bigint('cut', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bargainId, t.helperId] }), check('bargain_cuts_ck', sql`${t.cut} >= 1`)],
);

/**
 * The bargain an order of kind 'bargain' buys (decision 054's fact), written with the order: one order per bargain
 * by the unique bargain_id, so a bargain is bought once whatever arrives at once.
 */
export const bargainOrders = pgTable(
  'bargain_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    bargainId: integer('bargain_id')
      .notNull()
      .references(() => bargains.id),
  },
  (t) => [uniqueIndex('bargain_orders_bargain_uq').on(t.bargainId)],
);
