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
import { orders } from './order.ts';

/**
 * Where a payment attempt stands. pending: the gateway was asked, the shopper has not paid. paid: a verified
 * notification (or query) confirmed it. cancelled: the shopper gave up or the order was cancelled; a payment
 * that still arrives afterwards is recorded and refunded. refunded: the money went back.
 */
export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';

/**
 * One attempt to pay an order through a provider. localOrderNo is the merchant reference the gateway knows and
 * QueryPayResult takes; the gateway's own transaction id arrives with its notification.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    localOrderNo: text('local_order_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** SPEC §9 payment code. */
    payMethod: integer('pay_method').notNull(),
    /** The provider that handles it ('balance', 'sandbox'). */
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The gateway's handle for the shopper's payment page (the sandbox's prepay id). */
    gatewayRef: text('gateway_ref'),
    /** The gateway's transaction id, from its notification. */
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Money of this payment given back so far (a refund of some lines returns part of it); status 'refunded' when all. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_local_order_no_uq').on(t.localOrderNo),
    check('payments_refunded_ck', sql`${t.refundedAmount} BETWEEN 0 AND ${t.amount}`),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The sandbox gateway's own books: it plays the external wechat-type / alipay-type service, so it keeps its
 * payment intents apart from the shop's tables and talks to the shop only by signed notifications.
 */
export type SandboxIntentStatus = 'open' | 'paid' | 'cancelled' | 'refunded';

export const sandboxIntents = pgTable(
  'pay_sandbox_intents',
  {
    id: serial('id').primaryKey(),
    prepayId: text('prepay_id').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    /** 'wechat' or 'alipay': which gateway the sandbox stands in for. */
    flavour: text('flavour').notNull(),
    status: text('status').$type<SandboxIntentStatus>().notNull(),
    transactionId: text('transaction_id'),
    /** Deliveries of the notification so far, and the last answer, for staff to see. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    lastNotify: jsonb('last_notify').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shopper paid; the gateway's query answer carries it, like its notification. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Refunded so far (the merchant may refund part of a payment); status 'refunded' once it is all back. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('pay_sandbox_intents_prepay_uq').on(t.prepayId),
    uniqueIndex('pay_sandbox_intents_ref_uq').on(t.merchantRef),
  ],
);
