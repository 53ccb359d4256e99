import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../account/member.ts';
import { cardProducts, memberCards } from '../card.ts';

/** Coupons of one template a privilege card gives each month. */
export interface PrivilegeCoupon {
  templateId: number;
  count: number;
}

/**
 * What a privilege card product gives beside its card_products row (SPEC §1 privilege card, issue 29): a paid
 * period of months (1 month, 3 a quarter, 12 a year), the coupons issued each month of it, and the price benefit
 * for the period: discount_rate is the percent of the price a holder pays (90 = 10% off; null none), member_prices
 * whether the goods' member prices apply. The price benefit is stored for the pricing engine's order offers
 * (decision 057 §5) to read; nothing applies it yet. Never edited once made, as its product.
 */
export const privilegeTerms = pgTable(
  'privilege_card_terms',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => cardProducts.id),
    periodMonths: integer('period_months').notNull(),
    coupons: jsonb('coupons').$type<PrivilegeCoupon[]>().notNull().default([]),
    discountRate: integer('discount_rate'),
    memberPrices: boolean('member_prices').notNull().default(false),
  },
  (t) => [
    check(
      'privilege_card_terms_ck',
      sql`${t.periodMonths} IN (1, 3, 12) AND (${t.discountRate} IS NULL OR ${t.discountRate} BETWEEN 1 AND 99)`,
    ),
  ],
);

/**
 * A held privilege card's period (one per member_cards row of kind 'privilege'): it counts `months` from its local
 * anchor day (the day it was bought, in the card's zone), so the card ends at the store's midnight after
 * anchor + months (a month from 31 January ends with the last day of February); a renewal adds months, extending
 * from the end. next_seq / next_grant_at: the month whose coupons come next and when it begins (month 0's are given
 * with the purchase), what the monthly job claims by.
 */
export const privilegeCards = pgTable(
  'privilege_cards',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => memberCards.id),
    productId: integer('product_id')
      .notNull()
      .references(() => cardProducts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    anchorOn: date('anchor_on', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    nextSeq: integer('next_seq').notNull().default(1),
    nextGrantAt: timestamp('next_grant_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('privilege_cards_due_idx').on(t.nextGrantAt),
    index('privilege_cards_member_idx').on(t.memberId, t.productId),
    check('privilege_cards_ck', sql`${t.months} >= 1 AND ${t.nextSeq} >= 1`),
  ],
);

/**
 * One month's coupons given on a privilege card, once: unique on (card, month), so two job instances, a rerun or a
 * purchase racing the job never give a month twice. coupon_ids: what coupon issued.
 */
export const privilegeGrants = pgTable(
  'privilege_coupon_grants',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => memberCards.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seq: integer('seq').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    couponIds: integer('coupon_ids').array().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('privilege_coupon_grants_once_uq').on(t.cardId, t.seq)],
);
