import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../../translations.ts';
import { members } from '../account/member.ts';
import { products } from '../catalog.ts';
import { orders } from '../order.ts';
import { stores } from '../store.ts';

// Marketing sells a pre-sale as two orders of their own kinds, the deposit and the rest (decision 071).
declare module '../order.ts' {
  interface OrderKinds {
    presaleDeposit: true;
    presaleRest: true;
  }
}

export type PresaleStatus = 'active' | 'ended';
export type LapsedDeposit = 'forfeit' | 'refund';

/**
 * A store's pre-sale (issue 30, decision 071): a product sold ahead, its price, the deposit per unit and what the
 * deposit counts for at the final payment (minor units), the deposit and final-payment windows, the ship date on
 * the store's calendar, and what becomes of a deposit whose rest is never paid. Settings are checked together by
 * domain's presaleSettingsProblem before insert.
 */
export const presales = pgTable(
  'presales',
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
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    depositWorth: bigint('deposit_worth', { mode: 'number' }).notNull(),
    depositStartsAt: timestamp('deposit_starts_at', { withTimezone: true }).notNull(),
    depositEndsAt: timestamp('deposit_ends_at', { withTimezone: true }).notNull(),
    finalStartsAt: timestamp('final_starts_at', { withTimezone: true }).notNull(),
    finalEndsAt: timestamp('final_ends_at', { withTimezone: true }).notNull(),
    shipsOn: text('ships_on').notNull(),
    lapsedDeposit: text('lapsed_deposit').$type<LapsedDeposit>().notNull(),
    status: text('status').$type<PresaleStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('presales_sale_idx').on(t.storeId, t.status, t.finalEndsAt),
    check(
      'presales_ck',
      sql`${t.status} IN ('active', 'ended') AND ${t.lapsedDeposit} IN ('forfeit', 'refund')
        AND ${t.deposit} >= 1 AND ${t.deposit} < ${t.price} AND ${t.depositWorth} >= ${t.deposit}
        AND ${t.depositWorth} <= ${t.price} AND ${t.depositEndsAt} > ${t.depositStartsAt}
        AND ${t.finalStartsAt} >= ${t.depositEndsAt} AND ${t.finalEndsAt} > ${t.finalStartsAt}`,
    ),
  ],
);

/** The pre-sale's figures as a member agreed to them, kept on their deposit (a later edit changes nothing). */
export interface PresaleSnapshot {
  price: number;
  deposit: number;
  depositWorth: number;
  depositStartsAt: string;
  depositEndsAt: string;
  finalStartsAt: string;
  finalEndsAt: string;
  shipsOn: string;
  lapsedDeposit: LapsedDeposit;
}

/**
 * A member's pre-sale purchase, one row per deposit order (decision 054's fact, written with it): the quantity,
 * the snapshot, when it lapses (the final window's end plus the store's unpaid-order life), and — set once, by a
 * conditional update whichever comes first — the rest order that paid it, or the lapse with its outcome.
 */
export const presaleDeposits = pgTable(
  'presale_deposits',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    presaleId: integer('presale_id')
      .notNull()
      .references(() => presales.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    quantity: integer('quantity').notNull(),
    snapshot: jsonb('snapshot').$type<PresaleSnapshot>().notNull(),
    lapsesAt: timestamp('lapses_at', { withTimezone: true }).notNull(),
    restOrderId: integer('rest_order_id').references(() => orders.id),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    lapseOutcome: text('lapse_outcome').$type<LapsedDeposit>(),
  },
  (t) => [
    index('presale_deposits_member_idx').on(t.memberId),
    index('presale_deposits_lapse_idx').on(t.lapsesAt),
    check(
      'presale_deposits_ck',
      sql`${t.quantity} >= 1 AND NOT (${t.restOrderId} IS NOT NULL AND ${t.lapsedAt} IS NOT NULL)
        AND (${t.lapsedAt} IS NULL) = (${t.lapseOutcome} IS NULL)`,
    ),
  ],
);

/** A rest order's deposit (the fact of an order of kind 'presaleRest'). */
export const presaleRests = pgTable(
  'presale_rests',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    depositOrderId: integer('deposit_order_id')
      .notNull()
      .references(() => presaleDeposits.orderId),
  },
  (t) => [index('presale_rests_deposit_idx').on(t.depositOrderId)],
);
