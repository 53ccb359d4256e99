import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';
import { members } from './account/member.ts';
import { products } from './catalog.ts';
import { orderLines, orders } from './order.ts';
import { stores } from './store.ts';

/**
 * A partner level of the chain (issue 31; SPEC §6 partner: level, validity in days from signing): its commission
 * rates at the first and second level of the relation in basis points (1/100 of a percent), what signing up by
 * purchase costs (minor units; null: not for sale), its validity, and whether members may sign up into it (the
 * store can leave entry levels unset: then none is open).
 */
export const partnerLevels = pgTable(
  'partner_levels',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string }>(),
    rank: integer('rank').notNull(),
    firstRate: integer('first_rate').notNull(),
    secondRate: integer('second_rate').notNull().default(0),
    price: bigint('price', { mode: 'number' }),
    validityDays: integer('validity_days'),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('partner_levels_rank_uq').on(t.storeId, t.rank),
    check(
      'partner_levels_ck',
      sql`${t.firstRate} BETWEEN 0 AND 10000 AND ${t.secondRate} BETWEEN 0 AND 10000
        AND (${t.price} IS NULL OR ${t.price} >= 0) AND (${t.validityDays} IS NULL OR ${t.validityDays} >= 1)`,
    ),
  ],
);

/** How a member became a partner: applied (staff approve), bought a level, or made one by staff. */
export type PartnerVia = 'application' | 'purchase' | 'staff';

/** applied: waiting for staff; active: a partner (until expiresAt); rejected: the application refused; revoked. */
export type PartnerStatus = 'applied' | 'active' | 'rejected' | 'revoked';

/**
 * A member's partner identity (SPEC §6): one row per member, its level, when they signed and when it lapses
 * ('identity expired, contact merchant' after), and the agreement version they accepted.
 */
export const partners = pgTable(
  'partners',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => partnerLevels.id),
    via: text('via').$type<PartnerVia>().notNull(),
    status: text('status').$type<PartnerStatus>().notNull(),
    agreementVersion: text('agreement_version').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The end of the identity's validity (signedAt + the level's days); null never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('partners_store_idx').on(t.storeId, t.status),
    check('partners_ck', sql`${t.status} IN ('applied', 'active', 'rejected', 'revoked')`),
  ],
);

/**
 * A product's own commission (issue 31: 'by the product's own rate or fixed amount where it has one'), kept by the
 * partner area beside the catalogue: a rate in basis points or a fixed amount per unit (minor units), per level.
 */
export const partnerProductCommissions = pgTable(
  'partner_product_commissions',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    firstRate: integer('first_rate'),
    secondRate: integer('second_rate'),
    firstFixed: bigint('first_fixed', { mode: 'number' }),
    secondFixed: bigint('second_fixed', { mode: 'number' }),
  },
  (t) => [
    check(
      'partner_product_commissions_ck',
      sql`(${t.firstRate} IS NULL OR ${t.firstRate} BETWEEN 0 AND 10000)
        AND (${t.secondRate} IS NULL OR ${t.secondRate} BETWEEN 0 AND 10000)
        AND (${t.firstFixed} IS NULL OR ${t.firstFixed} >= 0) AND (${t.secondFixed} IS NULL OR ${t.secondFixed} >= 0)`,
    ),
  ],
);

/**
 * A partner's profit as two accounts (DESIGN §4: each the sum of its ledger's deltas): `pending` (commission
 * inside its hold days, never below 0) and `withdrawable` (released commission less cash-outs held or paid and
 * moves to the balance; below 0 when a refund reversed commission already withdrawn: what the partner owes, which
 * holds back cash-out until made good).
 */
export const partnerAccounts = pgTable(
  'partner_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    pending: bigint('pending', { mode: 'number' }).notNull().default(0),
    withdrawable: bigint('withdrawable', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('partner_accounts_ck', sql`${t.pending} >= 0`)],
);

/**
 * Why profit moved. commission: earned on a friend's completed order line (pending); release: its hold days over
 * (pending → withdrawable); reversal: a refund of the line took it back (from pending, or from withdrawable when
 * released); cash_out: held for a cash-out request; cash_out_returned: a rejected cash-out given back; to_balance:
 * moved to the member balance.
 */
export type ProfitKind =
  | 'commission'
  | 'release'
  | 'reversal'
  | 'cash_out'
  | 'cash_out_returned'
  | 'to_balance';

/**
 * The profit ledger (issue 31): every movement of a partner's two accounts as signed deltas, so that each account
 * is the sum of its column; each effect once by its unique key (a line's commission per level, a commission's
 * release, a refund's reversal of it, a cash-out's hold and its return). A commission entry also carries its
 * state: when it may be released, when it was, and how much of it refunds took back.
 */
export const profitEntries = pgTable(
  'profit_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<ProfitKind>().notNull(),
    pendingDelta: bigint('pending_delta', { mode: 'number' }).notNull().default(0),
    withdrawableDelta: bigint('withdrawable_delta', { mode: 'number' }).notNull().default(0),
    /** commission and reversal: the friend's order (and the line and relation level a commission is for). */
    orderId: integer('order_id').references(() => orders.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    level: smallint('level'),
    /** release and reversal: the commission entry they move. */
    commissionId: integer('commission_id'),
    /** reversal: the order_refunds row that took it back. */
    refundId: integer('refund_id'),
    cashOutId: integer('cash_out_id'),
    /** commission: when its hold days end, when the job released it, and what refunds took back of it so far. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reversedAmount: bigint('reversed_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('profit_entries_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('profit_entries_commission_uq')
      .on(t.orderLineId, t.memberId, t.level)
      .where(sql`${t.kind} = 'commission'`),
    uniqueIndex('profit_entries_release_uq').on(t.commissionId).where(sql`${t.kind} = 'release'`),
    uniqueIndex('profit_entries_reversal_uq')
      .on(t.commissionId, t.refundId)
      .where(sql`${t.kind} = 'reversal'`),
    uniqueIndex('profit_entries_cash_out_uq').on(t.cashOutId, t.kind).where(sql`${t.cashOutId} IS NOT NULL`),
    index('profit_entries_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.kind} = 'commission' AND ${t.releasedAt} IS NULL`),
    check(
      'profit_entries_ck',
      sql`${t.kind} IN ('commission', 'release', 'reversal', 'cash_out', 'cash_out_returned', 'to_balance')
        AND ${t.reversedAmount} >= 0 AND (${t.level} IS NULL OR ${t.level} IN (1, 2))`,
    ),
  ],
);

/** requested: held, waiting for staff; paid: staff paid it out; rejected: staff refused it, the amount returned. */
export type CashOutStatus = 'requested' | 'paid' | 'rejected';

/**
 * A cash-out request (SPEC §5 cash-out, §6 staff confirm cash-outs): the amount asked (held from withdrawable at
 * once), the store's fee and what is paid out (amount − fee), the method, account and remark, the withdrawal
 * agreement's version; decided by staff once, only from 'requested'.
 */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    account: text('account').notNull().default(''),
    remark: text('remark').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    status: text('status').$type<CashOutStatus>().notNull().default('requested'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    staffNote: text('staff_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cash_outs_key_uq').on(t.memberId, t.idempotencyKey),
    index('cash_outs_member_idx').on(t.memberId, t.createdAt),
    index('cash_outs_requested_idx').on(t.storeId, t.createdAt).where(sql`${t.status} = 'requested'`),
    check(
      'cash_outs_ck',
      sql`${t.status} IN ('requested', 'paid', 'rejected') AND ${t.amount} > 0 AND ${t.fee} >= 0
        AND ${t.payout} = ${t.amount} - ${t.fee} AND ${t.payout} > 0`,
    ),
  ],
);

/**
 * An order a partner's share brought (SPEC §7 the guider cookie; Product/GetGuiderCookiesInfo): the partner whose
 * guider cookie the order carried when it was placed, who earns its first-level commission instead of the buyer's
 * inviter. Written with the order as its fact (decision 054).
 */
export const partnerOrderGuides = pgTable('partner_order_guides', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => members.id),
});

declare module './order.ts' {
  interface OrderKinds {
    /** A partner level bought (SPEC §2 partner/upgrade, partner/recharge): signing up, or renewing, by purchase. */
    partner: true;
  }
}

/**
 * What a partner order buys (decision 053: an area's facts about an order in its own table, written with it): the
 * level, and the partner agreement's version the buyer accepted. Paid, it signs the member at that level from the
 * moment of payment, or renews the validity of the level they hold.
 */
export const partnerOrders = pgTable('partner_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  levelId: integer('level_id')
    .notNull()
    .references(() => partnerLevels.id),
  agreementVersion: text('agreement_version').notNull(),
});
