import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';

/**
 * A member level of the chain (SPEC §3 customer categories). Levels are ordered by rank; the lowest is the entry
 * level every member starts in (members.category_id null). A member moves up automatically when their growth
 * value reaches growthThreshold (null: no automatic upgrade into it), or by paying upgradePrice (null: cannot be
 * bought). Money in minor units.
 */
export const customerCategories = pgTable(
  'customer_categories',
  {
    id: serial('id').primaryKey(),
    /** The level's code, as CustomerCategory/UpdateCategory's setCode names it. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    rank: integer('rank').notNull(),
    growthThreshold: integer('growth_threshold'),
    upgradePrice: bigint('upgrade_price', { mode: 'number' }),
    /** Days a level lasts from being reached; null never expires. */
    validDays: integer('valid_days'),
    /** Benefit lines shown on the level page, in the store's language. */
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    translations: translationsColumn<{ name: string; benefits: string[] }>(),
    /** Percent off goods for members of this level (0–100); 0 none. */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Points the member is given on reaching this level, by payment or by growth (points ledger); 0 none. */
    upgradeRewardPoints: integer('upgrade_reward_points').notNull().default(0),
  },
  (t) => [
    uniqueIndex('customer_categories_code_uq').on(t.code),
    uniqueIndex('customer_categories_rank_uq').on(t.rank),
    check(
      'customer_categories_values_ck',
      sql`${t.rank} >= 0 AND (${t.growthThreshold} IS NULL OR ${t.growthThreshold} >= 0)
        AND (${t.upgradePrice} IS NULL OR ${t.upgradePrice} > 0) AND (${t.validDays} IS NULL OR ${t.validDays} > 0)
        AND ${t.discountPercent} BETWEEN 0 AND 100 AND ${t.upgradeRewardPoints} >= 0`,
    ),
  ],
);
