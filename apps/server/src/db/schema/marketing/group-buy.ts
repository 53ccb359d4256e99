import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
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

// Marketing sells a group buy's place as an order of its own kind (decision 068), declared beside the tables.
declare module '../order.ts' {
  interface OrderKinds {
    groupBuy: true;
  }
}

/** An activity is open while active within its window; ended (revoked by the store) stops it for good. */
export type GroupBuyActivityStatus = 'active' | 'ended';

/**
 * A store's group buy (issue 30, decision 068): a product of the store at its group price (minor units) for groups
 * of `size` members, formed when `size` have paid within `limit_minutes` of the leader's payment; with
 * `fill_on_expiry` a group short of its size at the limit completes with the remaining places filled by the store
 * (shown as such), else its members are refunded. `ended_at` is when the store revoked it.
 */
export const groupBuyActivities = pgTable(
  'group_buy_activities',
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
    groupPrice: bigint('group_price', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    limitMinutes: integer('limit_minutes').notNull(),
    fillOnExpiry: boolean('fill_on_expiry').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<GroupBuyActivityStatus>().notNull().default('active'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('group_buy_activities_sale_idx').on(t.storeId, t.status, t.endsAt),
    check(
      'group_buy_activities_ck',
      sql`${t.status} IN ('active', 'ended') AND (${t.status} = 'ended') = (${t.endedAt} IS NOT NULL)
        AND ${t.groupPrice} >= 0 AND ${t.groupPrice} <= ${t.price} AND ${t.size} >= 2 AND ${t.size} <= 100
        AND ${t.limitMinutes} >= 1 AND ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** SPEC §4's group statuses, as the group row records them (the job and the N-th payment write them). */
export type GroupRowStatus = 'awaiting_group' | 'grouped' | 'ended' | 'revoked';

/**
 * One group, opened when its leader paid: `joined` counts the paid places (the leader's included) and moves only
 * by the payment's conditional update `joined < size AND status = 'awaiting_group' AND expires_at > paid_at`, the
 * CHECK its backstop, so a group never takes more than `size` whatever arrives at once. Settled once: grouped by
 * the last place or the store's fill at expiry, ended at expiry short of its size, revoked with the activity.
 */
export const groupBuyGroups = pgTable(
  'group_buy_groups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => members.id),
    size: integer('size').notNull(),
    joined: integer('joined').notNull().default(1),
    filledByStore: integer('filled_by_store').notNull().default(0),
    status: text('status').$type<GroupRowStatus>().notNull().default('awaiting_group'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    formedAt: timestamp('formed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('group_buy_groups_open_idx').on(t.activityId, t.status, t.expiresAt),
    index('group_buy_groups_due_idx').on(t.status, t.expiresAt),
    check(
      'group_buy_groups_ck',
      sql`${t.status} IN ('awaiting_group', 'grouped', 'ended', 'revoked') AND ${t.joined} >= 1
        AND ${t.filledByStore} >= 0 AND ${t.joined} + ${t.filledByStore} <= ${t.size}
        AND (${t.status} = 'awaiting_group') = (${t.settledAt} IS NULL)
        AND (${t.status} = 'grouped') = (${t.formedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * What a group buy order buys (decision 054's fact, written with the order): the activity, whether its member
 * leads a new group or joins `group_id` (the leader's is set when their payment opens it), and `placed` once its
 * payment took a place. One place per member per group by the partial unique index, whatever arrives at once.
 */
export const groupBuyOrders = pgTable(
  'group_buy_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id),
    groupId: integer('group_id').references(() => groupBuyGroups.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    leader: boolean('leader').notNull(),
    placed: boolean('placed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('group_buy_orders_place_uq').on(t.groupId, t.memberId).where(sql`${t.placed}`),
    index('group_buy_orders_group_idx').on(t.groupId),
    check('group_buy_orders_ck', sql`${t.leader} OR ${t.groupId} IS NOT NULL`),
  ],
);
