import type { CouponRule, CouponValidity } from '@shop/domain';
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
import { orders } from './order.ts';
import { stores } from './store.ts';

/** A template is taken (claimed, bought) while active; ended stops that for good, coupons already held stay. */
export type CouponTemplateStatus = 'active' | 'ended';

/**
 * A coupon the store offers (SPEC §3 Coupon): its rule (the domain's CouponRule), how long an issued coupon is
 * valid, how many there are (total and remaining; null = unlimited), per-member claim and buy limits (null = none),
 * its price (0 = claimed free, above 0 = bought as an order of kind 'coupon'), who may take it (new / old members,
 * levels) and when (publish window). store_id null = every store of the chain. Money in minor units.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    rule: jsonb('rule').$type<CouponRule>().notNull(),
    validity: jsonb('validity').$type<CouponValidity>().notNull(),
    total: integer('total'),
    remaining: integer('remaining'),
    claimLimit: integer('claim_limit'),
    buyLimit: integer('buy_limit'),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    newMembersOnly: boolean('new_members_only').notNull().default(false),
    oldMembersOnly: boolean('old_members_only').notNull().default(false),
    /** Levels (customer_categories ids) that may take it; empty = all. The entry level is its own id. */
    levelIds: integer('level_ids').array().notNull().default(sql`'{}'::int[]`),
    publishStartsAt: timestamp('publish_starts_at', { withTimezone: true }),
    publishEndsAt: timestamp('publish_ends_at', { withTimezone: true }),
    status: text('status').$type<CouponTemplateStatus>().notNull().default('active'),
    /** Listed in the coupon centre; a template only issued by staff or exchange codes is not. */
    showInCentre: boolean('show_in_centre').notNull().default(true),
    transferable: boolean('transferable').notNull().default(true),
    /** A share link of its coupons asks the receiver for a 6-digit code the giver passes on. */
    needsTransferCode: boolean('needs_transfer_code').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_templates_centre_idx').on(t.status, t.sort, t.id),
    check(
      'coupon_templates_counts_ck',
      sql`(${t.total} IS NULL) = (${t.remaining} IS NULL) AND ${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}
        AND (${t.claimLimit} IS NULL OR ${t.claimLimit} > 0) AND (${t.buyLimit} IS NULL OR ${t.buyLimit} > 0)
        AND ${t.price} >= 0 AND NOT (${t.newMembersOnly} AND ${t.oldMembersOnly})`,
    ),
  ],
);

/**
 * Where a held coupon stands. valid: usable within its instants (before valid_from it shows as not yet effective,
 * after valid_until as expired — computed, never written, so no job races the clock). reserved: held by an unpaid
 * order; used: spent by an order (order_id) or at the counter. transferred: received by another member through a
 * share link (the receiver holds a new row). disabled: withdrawn by the store.
 */
export type MemberCouponStatus = 'valid' | 'reserved' | 'used' | 'transferred' | 'disabled';

/** How a member came to hold a coupon. */
export type MemberCouponSource = 'claim' | 'buy' | 'exchange' | 'transfer' | 'staff' | 'gift' | 'points';

/**
 * One coupon a member holds. The rule is copied from the template when issued, so a later edit of the template
 * never changes a coupon already held; valid_from / valid_until are the template's validity resolved then.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    /** Shown at the counter and typed at checkout: unique, random. */
    code: text('code').notNull(),
    rule: jsonb('rule').$type<CouponRule>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status').$type<MemberCouponStatus>().notNull().default('valid'),
    /** The order that reserved or used it. */
    orderId: integer('order_id').references(() => orders.id),
    source: text('source').$type<MemberCouponSource>().notNull(),
    /** The coupon order that bought it (source 'buy'). */
    boughtByOrderId: integer('bought_by_order_id').references(() => orders.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The giver, for a coupon received through a share link. */
    fromMemberId: integer('from_member_id').references(() => members.id),
  },
  // No index names status, order_id or used_at, the columns an order's take changes, and the table leaves a fifth
  // of each page free (fillfactor 80, migration 0025): so the take is a HOT update, a new tuple on the same page
  // and no index entry (issue 15). An order's coupons are found through its member: member_id, then order_id.
  (t) => [
    uniqueIndex('member_coupons_code_uq').on(t.code),
    index('member_coupons_member_idx').on(t.memberId, t.validUntil),
    index('member_coupons_bought_idx').on(t.boughtByOrderId).where(sql`${t.boughtByOrderId} IS NOT NULL`),
    check('member_coupons_valid_ck', sql`${t.validFrom} < ${t.validUntil}`),
  ],
);

/**
 * What one member took of one template: claimed (free claims) and bought (units paid for). Moved only by
 * conditional updates against the template's limits, in the transaction that issues the coupons (SPEC §5).
 */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    claimed: integer('claimed').notNull().default(0),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.templateId] }),
    check('coupon_claims_ck', sql`${t.claimed} >= 0 AND ${t.bought} >= 0`),
  ],
);

/**
 * Uses of one template's coupons by one member in one period of the store's clock ('d:2026-11-25', 'w:2026-W48',
 * 'm:2026-11'): bumped by a conditional update when an order takes a coupon, lowered when it gives it back
 * (SPEC §5 uses per day, week and month).
 */
export const couponUseCounts = pgTable(
  'coupon_use_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    period: text('period').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.templateId, t.period] }),
    check('coupon_use_counts_ck', sql`${t.uses} >= 0`),
  ],
);

/**
 * What a coupon order (orders.kind 'coupon', Coupon/Buy) buys: quantity coupons of one template at its unit price
 * as sold. The coupons are issued once the order is paid (member_coupons.bought_by_order_id).
 */
export const couponOrders = pgTable(
  'coupon_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('coupon_orders_member_idx').on(t.memberId, t.orderId),
    check('coupon_orders_ck', sql`${t.quantity} > 0 AND ${t.unitPrice} > 0`),
  ],
);

/** An exchange code: new until one member redeems it (single use), void when staff withdraw it. */
export type CouponCodeStatus = 'new' | 'redeemed' | 'void';

/** A code printed or sent by the store that exchanges for one coupon of its template (exchangeCoupon). */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case letters and digits; looked up case-insensitively (stored upper-case). */
    code: text('code').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    status: text('status').$type<CouponCodeStatus>().notNull().default('new'),
    /** After this the code is refused as expired; null never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => members.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    memberCouponId: integer('member_coupon_id').references(() => memberCoupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coupon_codes_code_uq').on(t.code)],
);

/**
 * One wrong exchange code or transfer verification code. Tries are limited per member and per client address over
 * a sliding window (the password lock-out's pattern), counted across restarts and instances.
 */
export const couponCodeFailures = pgTable(
  'coupon_code_failures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_code_failures_member_idx').on(t.memberId, t.createdAt),
    index('coupon_code_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** open: waiting for a receiver until expires_at; received; cancelled by the giver (or replaced by a new link). */
export type CouponTransferStatus = 'open' | 'received' | 'cancelled';

/**
 * A share link of one coupon (shareCouponGift → receiveTransferCoupon). The token is random and in the link; the
 * verification code, when the template asks one, is stored as its SHA-256 with the token. Receiving moves the
 * giver's coupon to 'transferred' and issues the receiver a new row (received_coupon_id), both sides keeping their
 * record. An open link past expires_at is expired (computed).
 */
export const couponTransfers = pgTable(
  'coupon_transfers',
  {
    id: serial('id').primaryKey(),
    memberCouponId: integer('member_coupon_id')
      .notNull()
      .references(() => memberCoupons.id),
    giverId: integer('giver_id')
      .notNull()
      .references(() => members.id),
    token: text('token').notNull(),
    codeHash: text('code_hash'),
    status: text('status').$type<CouponTransferStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    receiverId: integer('receiver_id').references(() => members.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedCouponId: integer('received_coupon_id').references(() => memberCoupons.id),
  },
  (t) => [
    uniqueIndex('coupon_transfers_token_uq').on(t.token),
    // One open link per coupon: a new link replaces the old one.
    uniqueIndex('coupon_transfers_open_uq').on(t.memberCouponId).where(sql`${t.status} = 'open'`),
    index('coupon_transfers_giver_idx').on(t.giverId, t.createdAt),
    index('coupon_transfers_receiver_idx').on(t.receiverId, t.receivedAt),
  ],
);
