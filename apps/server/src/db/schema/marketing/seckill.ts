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

// Marketing sells a seckill's units as orders of their own kind (decision 069), declared beside the tables.
declare module '../order.ts' {
  interface OrderKinds {
    seckill: true;
  }
}

/** A session is on sale while active within its window; ended stops it for good. */
export type SeckillSessionStatus = 'active' | 'ended';

/**
 * A seckill (flash sale) session (issue 30, decision 069): a product of the store at its seckill price (minor
 * units) for a window, with `stock` units of which `remaining` are left — moved only by conditional updates
 * (`remaining >= n` to take, the order's own return once to give back), the CHECK its backstop — and the store's
 * per-order and per-member limits (null: none).
 */
export const seckillSessions = pgTable(
  'seckill_sessions',
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
    seckillPrice: bigint('seckill_price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    remaining: integer('remaining').notNull(),
    perOrderLimit: integer('per_order_limit'),
    perMemberLimit: integer('per_member_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SeckillSessionStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('seckill_sessions_sale_idx').on(t.storeId, t.status, t.endsAt),
    check(
      'seckill_sessions_ck',
      sql`${t.status} IN ('active', 'ended') AND ${t.seckillPrice} >= 0 AND ${t.seckillPrice} <= ${t.price}
        AND ${t.stock} >= 1 AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.stock}
        AND (${t.perOrderLimit} IS NULL OR ${t.perOrderLimit} >= 1)
        AND (${t.perMemberLimit} IS NULL OR ${t.perMemberLimit} >= 1) AND ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * A member's units in a session, placed and not given back: the per-member limit's counter, moved by the same
 * conditional updates as the stock (`bought + n <= limit`), never a sum of past orders read before an insert.
 */
export const seckillBuyers = pgTable(
  'seckill_buyers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => seckillSessions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.memberId] }),
    check('seckill_buyers_ck', sql`${t.bought} >= 0`),
  ],
);

/** What a seckill order took (decision 054's fact, written with the order), and whether it was given back. */
export const seckillOrders = pgTable(
  'seckill_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => seckillSessions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    quantity: integer('quantity').notNull(),
    returned: boolean('returned').notNull().default(false),
  },
  (t) => [check('seckill_orders_ck', sql`${t.quantity} >= 1`)],
);
