import type { GiftItem, InstalmentEvery } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { balanceEntries } from './balance.ts';
import { orders } from './order.ts';
import { stores } from './store.ts';

/** A rule is offered while active; ended stops it for good (orders already placed under it keep their gifts). */
export type TopUpRuleStatus = 'active' | 'ended';

/**
 * A top-up rule (SPEC §7 customeraccount/LoadChargeRules): a fixed amount to pay, or a free amount of at least
 * `amount`, each with its gifts — extra balance (paid at once, or in instalments every day, week or month) and other
 * gift items (SPEC §3: points, coupons, goods and services, gift packages; never balance, which is giftBalance),
 * delivered by the gift area's deliverGifts once the top-up is paid. Money in minor units.
 */
export const topUpRules = pgTable(
  'top_up_rules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<'fixed' | 'free'>().notNull(),
    /** fixed: the amount paid and credited; free: the least amount this rule takes. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    giftBalance: bigint('gift_balance', { mode: 'number' }).notNull().default(0),
    /** 1: the balance gift is credited with the top-up; more: the first with it, the rest every `giftEvery`. */
    giftInstalments: integer('gift_instalments').notNull().default(1),
    giftEvery: text('gift_every').$type<InstalmentEvery>().notNull().default('month'),
    giftItems: jsonb('gift_items').$type<GiftItem[]>().notNull().default([]),
    status: text('status').$type<TopUpRuleStatus>().notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('top_up_rules_store_idx').on(t.storeId, t.status),
    check(
      'top_up_rules_ck',
      sql`${t.amount} > 0 AND ${t.giftBalance} >= 0 AND ${t.giftInstalments} BETWEEN 1 AND 36`,
    ),
  ],
);

/**
 * What a top-up order (orders.kind 'topup', SPEC §3 'prepaid top-up') credits, with the rule's gifts copied when it
 * was placed, so a rule ended or changed later does not change an order already placed. credited_at: when the
 * payment was applied (the credit and the gifts happen once, in that transaction).
 */
export const topUpOrders = pgTable('top_up_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  ruleId: integer('rule_id').references(() => topUpRules.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  giftBalance: bigint('gift_balance', { mode: 'number' }).notNull().default(0),
  giftInstalments: integer('gift_instalments').notNull().default(1),
  giftEvery: text('gift_every').$type<InstalmentEvery>().notNull().default('month'),
  giftItems: jsonb('gift_items').$type<GiftItem[]>().notNull().default([]),
  creditedAt: timestamp('credited_at', { withTimezone: true }),
});

/**
 * One instalment of a top-up's balance gift (SPEC §3). Written when the top-up is paid; released — delivered by
 * deliverGifts to the balance ledger (source 'topup', ref order number#seq) — once: by that payment for the first,
 * by the job (balance-top-up.gift-instalments) for the rest, each row claimed FOR UPDATE SKIP LOCKED and moved by a
 * conditional update on released_at, so several instances never credit one twice. entry_id: the ledger entry made.
 */
export const giftInstalments = pgTable(
  'balance_gift_instalments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seq: integer('seq').notNull(),
    of: integer('of').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    entryId: integer('entry_id').references(() => balanceEntries.id),
  },
  (t) => [
    uniqueIndex('balance_gift_instalments_order_seq_uq').on(t.orderId, t.seq),
    uniqueIndex('balance_gift_instalments_entry_uq').on(t.entryId),
    // The job scans only instalments still waiting.
    index('balance_gift_instalments_due_idx').on(t.dueAt).where(sql`${t.releasedAt} IS NULL`),
    index('balance_gift_instalments_member_idx').on(t.memberId, t.dueAt),
    check('balance_gift_instalments_ck', sql`${t.amount} > 0 AND ${t.seq} BETWEEN 1 AND ${t.of}`),
  ],
);
