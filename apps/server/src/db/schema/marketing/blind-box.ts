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

// Marketing sells blind boxes as orders of their own kind (decision 057): declared here, beside the tables.
declare module '../order.ts' {
  interface OrderKinds {
    blindBox: true;
  }
}

/** A series is on sale while active within its window; ended stops it for good (draws already made stay). */
export type BlindBoxSeriesStatus = 'active' | 'ended';

/**
 * A blind box series (issue 30, decision 066): its text (four languages, decision 020), image, the price of one box
 * (minor units), its window, and the store's optional guarantee (after `guarantee_after` draws in a row without a
 * prize item, the next is among the prize items while any remain) and per-member buy limit. store_id null = sold
 * in every store of the chain. Never edited once made but for its status.
 */
export const blindBoxSeries = pgTable(
  'blind_box_series',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    image: text('image').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BlindBoxSeriesStatus>().notNull().default('active'),
    guaranteeAfter: integer('guarantee_after'),
    buyLimit: integer('buy_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('blind_box_series_sale_idx').on(t.status, t.endsAt),
    check(
      'blind_box_series_ck',
      sql`${t.status} IN ('active', 'ended') AND ${t.price} >= 0 AND ${t.endsAt} > ${t.startsAt}
        AND (${t.guaranteeAfter} IS NULL OR ${t.guaranteeAfter} >= 1)
        AND (${t.buyLimit} IS NULL OR ${t.buyLimit} >= 1)`,
    ),
  ],
);

/**
 * One item of a series' pool: its text and image, the catalogue product it is (optional), whether it is a prize
 * item (the guarantee's), and its stock: remaining only moves down by a conditional update, the CHECK its backstop.
 */
export const blindBoxItems = pgTable(
  'blind_box_items',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => blindBoxSeries.id),
    name: text('name').notNull(),
    translations: translationsColumn<{ name: string }>(),
    image: text('image').notNull().default(''),
    productId: integer('product_id').references(() => products.id),
    prize: boolean('prize').notNull().default(false),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    index('blind_box_items_series_idx').on(t.seriesId, t.id),
    check('blind_box_items_ck', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}`),
  ],
);

/**
 * One box bought: the fact of an order of kind 'blindBox' (decision 054), written with the order; the item is
 * drawn and set when the order is paid (the lifecycle's paid step, once per order), with whether the guarantee
 * gave it. item_id null = not drawn yet (unpaid, or refunded because the pool ran out while paying).
 */
export const blindBoxDraws = pgTable(
  'blind_box_draws',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => blindBoxSeries.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id').references(() => blindBoxItems.id),
    guaranteed: boolean('guaranteed').notNull().default(false),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('blind_box_draws_member_idx').on(t.memberId, t.drawnAt),
    check('blind_box_draws_ck', sql`(${t.itemId} IS NULL) = (${t.drawnAt} IS NULL)`),
  ],
);

/**
 * A member's run in one series: boxes drawn (against the buy limit, by a conditional upsert) and draws since their
 * last prize item (the guarantee's streak). Written in the draw's transaction, after the pool's rows.
 */
export const blindBoxStreaks = pgTable(
  'blind_box_streaks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => blindBoxSeries.id),
    drawn: integer('drawn').notNull().default(0),
    sincePrize: integer('since_prize').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.seriesId] }),
    check('blind_box_streaks_ck', sql`${t.drawn} >= 0 AND ${t.sincePrize} >= 0`),
  ],
);
