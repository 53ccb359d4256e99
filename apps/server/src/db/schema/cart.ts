import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { stores } from './store.ts';

/**
 * A shopping cart per store, cart type and owner: a member, or a guest known by the cartKey the client made up.
 * The unique indexes make concurrent first syncs meet on one row (INSERT … ON CONFLICT); every change of the cart
 * then goes through that row (its version, or its lock), which serialises them (DESIGN §4). NULLs are distinct,
 * so each index binds only its own owner kind.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    cartKey: text('cart_key'),
    /** SPEC §7 cartType: 0 is the normal cart. */
    cartType: integer('cart_type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last write (an unchanged sync refreshes it hourly); lets a job drop long-idle guest carts. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by every write of the cart or its lines: a sync writes only if the version it read is still there
     * (optimistic concurrency, decision 005), and the locking path bumps it too so such a write then fails.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('carts_member_store_type_uq').on(t.memberId, t.storeId, t.cartType),
    uniqueIndex('carts_key_store_type_uq').on(t.cartKey, t.storeId, t.cartType),
    check('carts_one_owner_ck', sql`(${t.memberId} IS NULL) <> (${t.cartKey} IS NULL)`),
  ],
);

/**
 * One line of a cart: a product with a set of chosen options. optionKey holds the option ids ascending and
 * comma-joined ('' for none), so the same product with other options is another line and the same options in
 * another order are the same line. Prices are not stored: they are always read from the catalogue.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // No foreign key to products on purpose: every line write would take a KEY SHARE lock on the product row,
    // the hottest row at checkout. A line whose product is gone is dropped as unavailable at the next sync.
    productId: integer('product_id').notNull(),
    optionKey: text('option_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    /** Unticked in the cart: kept, but not bought nor counted in the totals. */
    excluded: boolean('excluded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_product_options_uq').on(t.cartId, t.productId, t.optionKey),
    check('cart_lines_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);
