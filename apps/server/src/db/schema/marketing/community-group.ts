import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../../translations.ts';
import { members } from '../account/member.ts';
import { products } from '../catalog.ts';
import { orders } from '../order.ts';
import { stores } from '../store.ts';

// Marketing sells a community group's items as orders of their own kind (decision 072), declared beside the tables.
declare module '../order.ts' {
  interface OrderKinds {
    communityGroup: true;
  }
}

/** A leader's point takes orders while active; ended, no new group links it and no new order picks it. */
export type CommunityLeaderStatus = 'active' | 'ended';

/** A community group takes orders while active within its window; ended stops it for good. */
export type CommunityGroupStatus = 'active' | 'ended';

/**
 * A community leader's pickup point (issue 30, decision 072): the neighbour who receives a group's goods and hands
 * them to the members who chose the point; its name, address and hours translated like the store's own text.
 */
export const communityLeaders = pgTable(
  'community_leaders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    hours: text('hours').notNull().default(''),
    translations: translationsColumn<{ name: string; address: string; hours: string }>(),
    status: text('status').$type<CommunityLeaderStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('community_leaders_store_idx').on(t.storeId, t.status),
    check('community_leaders_ck', sql`${t.status} IN ('active', 'ended')`),
  ],
);

/**
 * A community group purchase: a store's items at group prices ordered in [startsAt, endsAt) — endsAt is the order
 * deadline — and picked up at a linked leader's point in [pickupFrom, pickupUntil); an order below `minAmount`
 * (minor units, null: none) is refused.
 */
export const communityGroups = pgTable(
  'community_groups',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    image: text('image').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pickupFrom: timestamp('pickup_from', { withTimezone: true }).notNull(),
    pickupUntil: timestamp('pickup_until', { withTimezone: true }).notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }),
    status: text('status').$type<CommunityGroupStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('community_groups_sale_idx').on(t.storeId, t.status, t.endsAt),
    check(
      'community_groups_ck',
      sql`${t.status} IN ('active', 'ended') AND ${t.endsAt} > ${t.startsAt}
        AND ${t.pickupUntil} > ${t.pickupFrom} AND ${t.pickupUntil} > ${t.endsAt}
        AND (${t.minAmount} IS NULL OR ${t.minAmount} >= 1)`,
    ),
  ],
);

/** The leaders' points a group's members may pick up at (one or more). */
export const communityGroupPoints = pgTable(
  'community_group_points',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => communityGroups.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => communityLeaders.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.leaderId] })],
);

/**
 * An item of a group: a product at its group price (minor units), `stock` units of which `remaining` are left —
 * moved only by conditional updates (`remaining >= n` to take, the order's own return once to give back), the CHECK
 * its backstop — and the units one member may take over the whole group (null: no limit).
 */
export const communityGroupItems = pgTable(
  'community_group_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => communityGroups.id),
    productId: integer('product_id').references(() => products.id),
    name: text('name').notNull(),
    translations: translationsColumn<{ name: string }>(),
    image: text('image').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    groupPrice: bigint('group_price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    remaining: integer('remaining').notNull(),
    perMemberLimit: integer('per_member_limit'),
  },
  (t) => [
    index('community_group_items_group_idx').on(t.groupId),
    check(
      'community_group_items_ck',
      sql`${t.groupPrice} >= 0 AND ${t.groupPrice} <= ${t.price} AND ${t.stock} >= 1
        AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.stock}
        AND (${t.perMemberLimit} IS NULL OR ${t.perMemberLimit} >= 1)`,
    ),
  ],
);

/**
 * A member's units of an item, placed and not given back: the per-member limit's counter, moved by the same
 * conditional updates as the stock (`bought + n <= limit`), never a sum of past orders read before an insert.
 */
export const communityBuyers = pgTable(
  'community_buyers',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => communityGroupItems.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.memberId] }),
    check('community_buyers_ck', sql`${t.bought} >= 0`),
  ],
);

/** What a community group order is (decision 054's fact, written with the order): its group, point, and return. */
export const communityOrders = pgTable(
  'community_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => communityGroups.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => communityLeaders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    returned: boolean('returned').notNull().default(false),
  },
  (t) => [index('community_orders_point_idx').on(t.groupId, t.leaderId)],
);

/** The units of each item an order took and the group price charged for one (minor units), facts beside it. */
export const communityOrderLines = pgTable(
  'community_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => communityGroupItems.id),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemId] }),
    check('community_order_lines_ck', sql`${t.quantity} >= 1 AND ${t.price} >= 0`),
  ],
);
