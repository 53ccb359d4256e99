import { bigint, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member level of the chain (SPEC §3 customer categories). Levels are ordered by rank; a member moves up
 * automatically when their growth value reaches growthThreshold (null: no automatic upgrade into it), or by paying
 * upgradePrice (null: cannot be bought). Money in minor units.
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
    /** Percent off goods for members of this level (0–100); 0 none. */
    discountPercent: integer('discount_percent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('customer_categories_code_uq').on(t.code),
    uniqueIndex('customer_categories_rank_uq').on(t.rank),
  ],
);
