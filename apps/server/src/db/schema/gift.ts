import type { GiftItem, GiftPlan } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/** A package is sold (and nested in new packages) while active; ended stops that, deliveries already made stay. */
export type GiftPackageStatus = 'active' | 'ended';

/**
 * A gift package (SPEC §3 gift items, actions/giftPackage): a bundle of gift items (the domain's GiftItem, nested
 * packages by id) with its price in money (minor units) and/or points, stock (total / remaining, null =
 * unlimited), a per-member buy limit (null = none) and the levels that may buy it (empty = all). Not on sale: a
 * package only granted (a top-up gift, a new-member gift, nested in another). store_id null = every store of the
 * chain. Never edited once made (staff create and end), so what a member bought is what the row says.
 */
export const giftPackages = pgTable(
  'gift_packages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    items: jsonb('items').$type<GiftItem[]>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    total: integer('total'),
    remaining: integer('remaining'),
    buyLimit: integer('buy_limit'),
    levelIds: integer('level_ids').array().notNull().default(sql`'{}'::int[]`),
    onSale: boolean('on_sale').notNull().default(true),
    status: text('status').$type<GiftPackageStatus>().notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gift_packages_sale_idx').on(t.status, t.onSale, t.sort, t.id),
    check(
      'gift_packages_counts_ck',
      sql`(${t.total} IS NULL) = (${t.remaining} IS NULL) AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}
        AND (${t.buyLimit} IS NULL OR ${t.buyLimit} > 0) AND ${t.price} >= 0 AND ${t.points} >= 0`,
    ),
  ],
);

/** How many of one package one member bought: moved by a conditional update against its buy limit (SPEC §5). */
export const giftPackageTakes = pgTable(
  'gift_package_takes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => giftPackages.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.packageId] }),
    check('gift_package_takes_ck', sql`${t.bought} >= 0`),
  ],
);

/** What an order of kind 'giftpack' buys: one package, and the points its price asks besides the money. */
export const giftPackageOrders = pgTable('gift_package_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  packageId: integer('package_id')
    .notNull()
    .references(() => giftPackages.id),
  points: integer('points').notNull().default(0),
});

/** Who asked for a delivery of gifts (the shared deliverGifts of decision 033). */
export type GiftSourceKind =
  | 'topup'
  | 'giftpack'
  | 'points-exchange'
  | 'new-member'
  | 'accumulation'
  | 'checkin'
  | 'staff'
  /** An invite reward (issue 31): ref '<trigger>:<friend id>'. */
  | 'invite';

/**
 * One delivery of gift items to a member: the items as given and the plan they came to (nested packages opened).
 * Unique per member and source (kind, ref), which makes a delivery happen once however often it is asked for.
 */
export const giftDeliveries = pgTable(
  'gift_deliveries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id').references(() => stores.id),
    sourceKind: text('source_kind').$type<GiftSourceKind>().notNull(),
    sourceRef: text('source_ref').notNull(),
    items: jsonb('items').$type<GiftItem[]>().notNull(),
    plan: jsonb('plan').$type<GiftPlan>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_deliveries_source_uq').on(t.memberId, t.sourceKind, t.sourceRef),
    index('gift_deliveries_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * Goods or a service a member was given (gift types 3, 8 named by a product; 4, 7 described), which the store
 * honours at the counter: `honoured` of `quantity` so far, moved by a conditional update that never passes it.
 */
export const giftEntitlements = pgTable(
  'gift_entitlements',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => giftDeliveries.id),
    giftType: integer('gift_type').$type<3 | 8 | 4 | 7>().notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    translations: translationsColumn<{ name: string }>(),
    quantity: integer('quantity').notNull(),
    honoured: integer('honoured').notNull().default(0),
    lastHonouredAt: timestamp('last_honoured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gift_entitlements_member_idx').on(t.memberId, t.id),
    check(
      'gift_entitlements_ck',
      sql`${t.quantity} > 0 AND ${t.honoured} >= 0 AND ${t.honoured} <= ${t.quantity}`,
    ),
  ],
);
