import type { MustOrderItem } from '@shop/domain';
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
import { members } from './account/member.ts';
import { products } from './catalog.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

/**
 * A store's scan-a-table settings (SPEC §5): whether it takes table orders at all, the must-order items every table
 * takes, the table's minimum spend (asked to confirm, not refused) and the check-over minutes (SPEC §9). A row of
 * its own rather than a field of stores.settings: staff switch it on and off, and no store cache may hold it.
 */
export const tableSettings = pgTable(
  'table_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    mustOrder: jsonb('must_order').$type<MustOrderItem[]>().notNull().default([]),
    /** Minor units; 0 is none. */
    minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
    checkOverMinutes: integer('check_over_minutes').notNull().default(10),
  },
  (t) => [check('table_settings_ck', sql`${t.minSpend} >= 0 AND ${t.checkOverMinutes} > 0`)],
);

/**
 * A table of a store. `code` is the random, unguessable text its QR code carries; the number is what is painted
 * on the table (and what the launch rule's tableno may name).
 */
export const storeTables = pgTable(
  'store_tables',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    code: text('code').notNull(),
    seats: integer('seats').notNull().default(4),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('store_tables_code_uq').on(t.code),
    uniqueIndex('store_tables_store_number_uq').on(t.storeId, t.number),
  ],
);

/** Why a table session ended: its orders were paid, staff closed it, or it was checked over (SPEC §9). */
export type TableCloseReason = 'paid' | 'staff' | 'check-over';

/**
 * One sitting at a table, shared by every phone that scans it. At most one open session per table: the partial
 * unique index makes two phones opening the table at once meet on one row (INSERT … ON CONFLICT). Its orders are
 * the table_orders rows with its id, one per batch sent to the kitchen. placingBatch marks a
 * batch being placed: cart changes wait for it, and a second CompleteCoopCart gets the same order.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => storeTables.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    diners: integer('diners').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    closeReason: text('close_reason').$type<TableCloseReason>(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Batches placed as orders so far. */
    orderedBatches: integer('ordered_batches').notNull().default(0),
    placingBatch: integer('placing_batch'),
    placingSince: timestamp('placing_since', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('table_sessions_one_open_uq').on(t.tableId).where(sql`${t.status} = 'open'`),
    // The check-over job scans the open sessions by their last activity.
    index('table_sessions_open_activity_idx').on(t.lastActivityAt).where(sql`${t.status} = 'open'`),
    check('table_sessions_diners_ck', sql`${t.diners} BETWEEN 1 AND 99`),
  ],
);

/** A member who joined a table session (scanned it): only they see and change its cart. */
export const tableSessionMembers = pgTable(
  'table_session_members',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The name the other diners see beside the dishes this member added. */
    displayName: text('display_name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.memberId] })],
);

/**
 * A line of a table's shared cart: who added it (null member for a must-order line the table added itself), the
 * product with its options (optionKey: ids ascending, as the cart keeps them), and the batch that ordered it (null
 * while in the cart). One open line per member, product, options and comment: ten phones adding at once meet on it
 * by INSERT … ON CONFLICT and add up.
 */
export const coopCartLines = pgTable(
  'coop_cart_lines',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionKey: text('option_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    mustOrder: boolean('must_order').notNull().default(false),
    orderedBatch: integer('ordered_batch'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coop_cart_lines_open_uq')
      .on(t.sessionId, t.memberId, t.productId, t.optionKey, t.comment)
      .where(sql`${t.orderedBatch} IS NULL AND NOT ${t.mustOrder}`),
    uniqueIndex('coop_cart_lines_must_uq').on(t.sessionId, t.productId).where(sql`${t.mustOrder}`),
    index('coop_cart_lines_session_idx').on(t.sessionId),
    check('coop_cart_lines_quantity_ck', sql`${t.quantity} BETWEEN 0 AND 9999`),
  ],
);

/**
 * A table order's table (SPEC §3 table number, diners, as they were when it was placed) and its place in the session:
 * which of the session's batches it is (1, 2, … as dishes are added). Written with the order by its placing
 * statement, as one of the order's facts (decision 054). One order per batch: two phones completing the same cart at
 * once place it once.
 */
export const tableOrders = pgTable(
  'table_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id),
    tableNo: text('table_no').notNull(),
    diners: integer('diners').notNull(),
    batch: integer('batch').notNull(),
  },
  (t) => [uniqueIndex('table_orders_session_batch_uq').on(t.sessionId, t.batch)],
);
