import type { PointsProductKind, PointsRule } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';
import { members } from './account/member.ts';
import { couponTemplates } from './coupon.ts';
import { giftPackages } from './gift.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

/** A shelf of the points mall (SPEC §2 pointsMall categories); store_id null = every store of the chain. */
export const pointsmallCategories = pgTable('pointsmall_categories', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').references(() => stores.id),
  name: text('name').notNull(),
  translations: translationsColumn<{ name: string }>(),
  sort: integer('sort').notNull().default(0),
});

/** A points product is exchanged while active; ended stops that for good, exchanges already made stay. */
export type PointsProductStatus = 'active' | 'ended';

/**
 * A thing members exchange points for (SPEC §3 points product): goods picked up at the store, coupons of a coupon
 * template (coupon_count per unit), or a gift package (gift_package_id). Its rules are the ways to pay (points alone, or points +
 * money in minor units), shown as a min~max range. stock is what is left and only moves by conditional updates
 * (never below 0); per_person_limit counts units per member (null: none); level_ids empty = every level.
 */
export const pointsmallProducts = pgTable(
  'pointsmall_products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    categoryId: integer('category_id').references(() => pointsmallCategories.id),
    kind: text('kind').$type<PointsProductKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    imageName: text('image_name').notNull().default(''),
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id),
    couponCount: integer('coupon_count').notNull().default(1),
    /** A package product's gift package, delivered through the gift area's deliverGifts. */
    giftPackageId: integer('gift_package_id').references(() => giftPackages.id),
    rules: jsonb('rules').$type<PointsRule[]>().notNull(),
    stock: integer('stock').notNull(),
    perPersonLimit: integer('per_person_limit'),
    levelIds: integer('level_ids').array().notNull().default(sql`'{}'::int[]`),
    status: text('status').$type<PointsProductStatus>().notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pointsmall_products_list_idx').on(t.status, t.sort, t.id),
    check(
      'pointsmall_products_ck',
      sql`${t.stock} >= 0 AND ${t.couponCount} > 0 AND (${t.perPersonLimit} IS NULL OR ${t.perPersonLimit} > 0)
        AND (${t.kind} = 'coupon') = (${t.couponTemplateId} IS NOT NULL)
        AND (${t.kind} = 'package') = (${t.giftPackageId} IS NOT NULL)`,
    ),
  ],
);

/**
 * How many units of a product each member has exchanged (the per-person limit), moved by one conditional upsert in
 * the exchange's transaction and given back by a cancel. The member's own row: it comes before the product's in
 * the lock order (decision 012, 035).
 */
export const pointsmallCounts = pgTable(
  'pointsmall_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => pointsmallProducts.id),
    exchanged: integer('exchanged').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    check('pointsmall_counts_ck', sql`${t.exchanged} >= 0`),
  ],
);

/**
 * What an order of kind 'points' exchanges (SPEC §3 order types: points): the product and rule as they were, the
 * points taken (through the points ledger, reason 'gift_exchange') and the money part (the order's amount).
 */
export const pointsmallOrders = pgTable(
  'pointsmall_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => pointsmallProducts.id),
    kind: text('kind').$type<PointsProductKind>().notNull(),
    name: text('name').notNull(),
    imageName: text('image_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPoints: integer('unit_points').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
  },
  (t) => [index('pointsmall_orders_member_idx').on(t.memberId, t.orderId)],
);
