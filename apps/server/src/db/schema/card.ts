import type { CardKind, CardValidity } from '@shop/contracts';
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
import { promotions } from './marketing.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

// The card area sells orders of its own kind (decision 057): declared here, beside its tables, not in order.
declare module './order.ts' {
  interface OrderKinds {
    card: true;
  }
}

/** A card product is sold while active; ended stops the sale for good, cards already held stay. */
export type CardProductStatus = 'active' | 'ended';

/**
 * A card the store sells (SPEC §3 other cards; issue 29): its kind, price (minor units), a pass card's times, how
 * long a card is valid (fixed local dates, or days from purchase / first use, in the store's zone), the stores it
 * is used in (empty = every store), the products and categories one time covers (both empty = any item), the levels
 * that may buy it (empty = all), a per-member buy limit and stock (null = none / unlimited), whether a held card may
 * be transferred. store_id null = sold in every store of the chain. Never edited once made (staff create and end),
 * so what a member bought is what the row says.
 */
export const cardProducts = pgTable(
  'card_products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    kind: text('kind').$type<CardKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    price: bigint('price', { mode: 'number' }).notNull(),
    times: integer('times'),
    /** A prepaid card's face value (minor units): its balance when issued; may exceed the price (a discount). */
    faceValue: bigint('face_value', { mode: 'number' }),
    /** Listed and bought online; false for a product only printed as physical cards (still bound and used). */
    online: boolean('online').notNull().default(true),
    validity: jsonb('validity').$type<CardValidity>().notNull(),
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'::int[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    levelIds: integer('level_ids').array().notNull().default(sql`'{}'::int[]`),
    /**
     * A promotion card's code (couponPromotionCardDetails?code=): what a notification, a poster or a shared link
     * opens it by; unique among products. Null for the other kinds.
     */
    code: text('code'),
    /** The promotion a held promotion card unlocks through the pricing engine (its rule's unlockedOnly). */
    promotionId: integer('promotion_id').references(() => promotions.id),
    buyLimit: integer('buy_limit'),
    total: integer('total'),
    remaining: integer('remaining'),
    transferable: boolean('transferable').notNull().default(false),
    status: text('status').$type<CardProductStatus>().notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_products_sale_idx').on(t.status, t.kind, t.sort, t.id),
    uniqueIndex('card_products_code_uq').on(t.code),
    check(
      'card_products_ck',
      sql`${t.kind} IN ('pass', 'prepaid', 'shopping', 'privilege', 'promotion')
        AND (${t.total} IS NULL) = (${t.remaining} IS NULL) AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}
        AND (${t.buyLimit} IS NULL OR ${t.buyLimit} > 0) AND ${t.price} >= 0
        AND (${t.kind} <> 'pass' OR ${t.times} >= 1)
        AND (${t.kind} NOT IN ('prepaid', 'shopping') OR ${t.faceValue} >= 1)
        AND (${t.kind} <> 'promotion' OR (${t.code} IS NOT NULL AND ${t.promotionId} IS NOT NULL))`,
    ),
  ],
);

/** How many cards of one product one member bought: moved by a conditional upsert against its buy limit (SPEC §5). */
export const cardTakes = pgTable(
  'card_takes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => cardProducts.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] }), check('card_takes_ck', sql`${t.bought} >= 0`)],
);

/**
 * A card's stored state: valid (usable within its instants), used (a pass card with no times left), disabled (by
 * the store), refunded (its purchase refunded), transferred (a prepaid card's whole balance given to another
 * member, who holds it on a card of their own). A money card at 0 is 'used' until topped up. 'expired' is read from valid_until, never stored; the column admits
 * it for a later sweep.
 */
export type MemberCardStatus = 'valid' | 'used' | 'expired' | 'disabled' | 'refunded' | 'transferred';

/**
 * One card a member holds. number: 16 digits with a Luhn check digit, unique, what the counter scans. A pass card's
 * times (total and left), a money card's balance (minor units; later kinds), each kept ≥ 0 by a CHECK as the
 * backstop of the conditional updates; card_entries sum to them. valid_until null: counted from the first use
 * (validity 'days' from 'firstUse'), set by that use in the zone of the store that sold it (zone). Issued once per
 * unit of its buying order (bought_by_order_id, order_seq unique). A printed prepaid card (staff print a batch)
 * has a password, stored as the member password's scrypt hash, and no member until one binds it (member_id NULL;
 * a CHECK admits no other unheld card). from_card_id: the card a transfer of part of a balance came from.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => cardProducts.id),
    memberId: integer('member_id').references(() => members.id),
    passwordHash: text('password_hash'),
    fromCardId: integer('from_card_id'),
    kind: text('kind').$type<CardKind>().notNull(),
    number: text('number').notNull(),
    timesTotal: integer('times_total'),
    timesLeft: integer('times_left'),
    balance: bigint('balance', { mode: 'number' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    zone: text('zone').notNull(),
    status: text('status').$type<MemberCardStatus>().notNull().default('valid'),
    boughtByOrderId: integer('bought_by_order_id').references(() => orders.id),
    orderSeq: integer('order_seq').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_cards_number_uq').on(t.number),
    uniqueIndex('member_cards_bought_uq').on(t.boughtByOrderId, t.orderSeq),
    index('member_cards_member_idx').on(t.memberId, t.kind, t.id),
    check(
      'member_cards_ck',
      sql`(${t.timesLeft} IS NULL OR ${t.timesLeft} >= 0) AND (${t.balance} IS NULL OR ${t.balance} >= 0)
        AND (${t.timesLeft} IS NULL OR ${t.timesLeft} <= ${t.timesTotal})
        AND (${t.validUntil} IS NULL OR ${t.validFrom} < ${t.validUntil})
        AND (${t.memberId} IS NOT NULL OR ${t.passwordHash} IS NOT NULL)`,
    ),
  ],
);

/**
 * Why a card's count or money moved: bought, a pass card's time used or given back, refunded; a prepaid card
 * printed (its face value), spent at the counter, topped up, a part of it transferred out or in.
 */
export type CardEntryReason =
  | 'purchase'
  | 'use'
  | 'restore'
  | 'refund'
  | 'print'
  | 'spend'
  | 'top-up'
  | 'transfer-out'
  | 'transfer-in'
  // A privilege card's period extended by a renewal (its purchase's entry is 'purchase').
  | 'renew';

/**
 * The card's ledger: one row per move of its times or money (decision 057 §3). Unique on (card, reason, order, ref)
 * — order_id 0 standing for none — so each effect happens once; the entries of a card sum to its times_left and
 * balance. ref: a counter use's idempotency key, or '' for an order's own move.
 */
export const cardEntries = pgTable(
  'card_entries',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => memberCards.id),
    /** The card's holder at the move; null for a printed card's moves before it is bound. */
    memberId: integer('member_id').references(() => members.id),
    deltaTimes: integer('delta_times').notNull().default(0),
    deltaMoney: bigint('delta_money', { mode: 'number' }).notNull().default(0),
    reason: text('reason').$type<CardEntryReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    ref: text('ref').notNull().default(''),
    storeId: integer('store_id').references(() => stores.id),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('card_entries_once_uq').on(t.cardId, t.reason, sql`coalesce(${t.orderId}, 0)`, t.ref),
    index('card_entries_card_idx').on(t.cardId, t.id),
  ],
);

/**
 * What an order of kind 'card' buys (its OrderFact, decision 054): the product, how many, at what unit price; or,
 * with card_id, a top-up of that prepaid card by the order's amount (prepaidCardRecharge).
 */
export const cardOrders = pgTable('card_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  productId: integer('product_id')
    .notNull()
    .references(() => cardProducts.id),
  quantity: integer('quantity').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  cardId: integer('card_id').references(() => memberCards.id),
});

/**
 * One wrong try at binding a printed card (bindPrepaidCard), counted before it is judged and taken back when right
 * (account's password lock-out pattern): per card (card_id, null for an unknown number), per member and per client
 * address over the password lock-out's window, so guesses are limited across restarts and instances.
 */
export const cardBindFailures = pgTable(
  'card_bind_failures',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id').references(() => memberCards.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_bind_failures_card_idx').on(t.cardId, t.createdAt),
    index('card_bind_failures_member_idx').on(t.memberId, t.createdAt),
    index('card_bind_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);
