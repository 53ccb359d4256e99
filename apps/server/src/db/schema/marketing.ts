import type { PromotionType } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';
import { members } from './account/member.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

/**
 * A set menu a store offers for groups (SPEC §1 group meal booking). Priced per head or fixed for the group, for a
 * headcount between min and max, with a deposit (fixed, or a whole-percent rate of the total) paid when booking;
 * bookable on its weekdays (1 = Monday … 7 = Sunday) at its slots ("HH:MM" on the store's clock), cancellable by
 * the member until cutoffHours before the meal. Amounts in minor units.
 */
export const groupMealMenus = pgTable(
  'group_meal_menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    imageUrl: text('image_url').notNull().default(''),
    pricePerHead: bigint('price_per_head', { mode: 'number' }),
    fixedPrice: bigint('fixed_price', { mode: 'number' }),
    minHeadcount: integer('min_headcount').notNull(),
    maxHeadcount: integer('max_headcount').notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }),
    depositRate: integer('deposit_rate'),
    cutoffHours: integer('cutoff_hours').notNull().default(24),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5, 6, 7]),
    slots: jsonb('slots').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('group_meal_menus_store_idx').on(t.storeId, t.sort),
    check('group_meal_menus_price_ck', sql`(${t.pricePerHead} IS NULL) <> (${t.fixedPrice} IS NULL)`),
    check('group_meal_menus_deposit_ck', sql`(${t.depositAmount} IS NULL) <> (${t.depositRate} IS NULL)`),
    check(
      'group_meal_menus_headcount_ck',
      sql`${t.minHeadcount} >= 1 AND ${t.maxHeadcount} >= ${t.minHeadcount}`,
    ),
  ],
);

/**
 * One group-meal booking: the order of kind 'groupMeal' that carries its deposit (amount, payment, status: unpaid →
 * booked → accepted (confirmed by staff) → completed (served); cancelled; refunded when the member cancelled a paid
 * booking), and what was booked — the menu and its name as sold, the headcount, the meal's time, the total, and the
 * cut-off that applied.
 */
export const groupMealBookings = pgTable(
  'group_meal_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => groupMealMenus.id),
    menuName: text('menu_name').notNull(),
    headcount: integer('headcount').notNull(),
    mealAt: timestamp('meal_at', { withTimezone: true }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    cutoffHours: integer('cutoff_hours').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('group_meal_bookings_member_idx').on(t.memberId, t.mealAt),
    index('group_meal_bookings_store_idx').on(t.storeId, t.mealAt),
  ],
);

/** The seven automatic promotion types of SPEC §2's promotions page (its `t`; domain's promotionKinds). */
export type PromotionTypeName = PromotionType;

/**
 * An automatic promotion (decision 032): a store's (or, with store_id null, every store's) discount that applies
 * without a coupon while active. The columns are what SQL filters on (store, type, status, the window) and the
 * shopper reads (name, description in four languages, decision 020); `rule` holds the rest of the domain's
 * Promotion as the engine reads it (products, the type's figures, weekdays, time slots, stacking, levels,
 * new members only). Staff end a promotion (status 'ended') rather than delete it: orders name it in their
 * adjustments.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    type: text('type').$type<PromotionTypeName>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_store_idx').on(t.storeId, t.status, t.endsAt),
    check('promotions_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
