import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { orders } from './order.ts';

/**
 * Why the balance moved (SPEC §3 balance ledger reasons). order_payment: a web order paid by balance; refund:
 * money of a cancelled or late-paid order given back; manual_edit: set by staff (the demo's opening balances);
 * level_upgrade: a paid member level upgrade (an order of kind 'upgrade'); group_meal_deposit: a group meal's deposit
 * (an order of kind 'groupMeal'); coupon_purchase: coupons bought (an order of kind 'coupon'); gift: balance given
 * as a gift item (giftType 0) by deliverGifts (a gift package, a top-up rule's gift, …); balance_spend: paid at a
 * store's till with the member payment code (no order; the note holds the charge number); gift_package_purchase: a
 * gift package bought (an order of kind 'giftpack'); top_up: money paid in (an order of kind 'topup', SPEC §3
 * 'card top-up'); top_up_gift: a top-up rule's balance gift or one of its instalments, delivered by deliverGifts
 * (balance_gift_instalments points at the entry); points_exchange: the money part of a points-mall exchange paid by
 * balance (an order of kind 'points').
 */
export type BalanceReason =
  | 'order_payment'
  | 'refund'
  | 'manual_edit'
  | 'top_up'
  | 'level_upgrade'
  | 'group_meal_deposit'
  | 'coupon_purchase'
  | 'gift'
  | 'balance_spend'
  | 'gift_package_purchase'
  | 'top_up_gift'
  | 'points_exchange'
  // Withdrawable partner profit moved to the balance (modules/partner, decision 078): never also cashed out.
  | 'partner_profit'
  // A partner level bought (modules/partner, partner/upgrade).
  | 'partner_level';

/**
 * The balance ledger (DESIGN §4): append-only; a member's balance always equals the sum of their entries, and
 * members.balance is moved only in the same transaction, by a conditional update that never lets it go below 0.
 * An entry tied to an order is unique per order, reason and payment, so a refund or a payment applies once.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Minor units; negative for money spent. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    /** The member's balance after this entry. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<BalanceReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    /** A move an order makes more than once for one reason (a refund of some lines: 'refund:<order_refunds.id>'). */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('balance_entries_member_idx').on(t.memberId, t.id),
    uniqueIndex('balance_entries_order_reason_uq')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.ref} IS NULL`),
    uniqueIndex('balance_entries_order_reason_ref_uq')
      .on(t.orderId, t.reason, t.ref)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.ref} IS NOT NULL`),
    check('balance_entries_after_ck', sql`${t.balanceAfter} >= 0`),
  ],
);
