import type { KitchenStatus } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { stores } from './store.ts';

/**
 * Where an order stands (SPEC §4 order statuses). unpaid: waiting for an online payment, auto-cancelled after
 * the store's limit. booked: a reservation for a later day (paid, or to be paid at the store), or a group meal
 * whose deposit is paid; a reservation turns pending on its day (checkout's job). pending: waiting for the
 * merchant (paid, or to be paid at the store: cash and pay-after).
 * accepted: the merchant is making it. ready: waiting to be picked up. delivering: a delivery order's goods are
 * with the rider (awaiting delivery); delivered: at the door, awaiting receipt (modules/delivery). completed, cancelled: final, except that
 * the store may take a completed order back. refunded: a paid order the store cancelled or took back, its money
 * returned.
 */
export type OrderStatus =
  | 'unpaid'
  | 'booked'
  | 'pending'
  | 'accepted'
  | 'ready'
  | 'delivering'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'refunded';

/**
 * What an order sells: goods (lines), a member level upgrade (no lines; SPEC §5 paid upgrade), a group meal's
 * deposit (no lines; the booking is marketing's group_meal_bookings row), or coupons bought (no lines; the coupon
 * area's coupon_orders row says which), or a points mall exchange (no lines; pointsmall_orders says what, its
 * amount is the money part), or a gift package bought (no lines; the gift area's gift_package_orders row), or a
 * balance top-up (no lines; SPEC §3 'prepaid top-up', the balance area's top_up_orders row says what it credits).
 */
export interface OrderKinds {
  goods: true;
  upgrade: true;
  groupMeal: true;
  coupon: true;
  points: true;
  giftpack: true;
  topup: true;
}

/**
 * An order's kind. A new area adds the kind it sells from its own folder (decision 057) by augmenting OrderKinds —
 * `declare module '../../db/schema/order.ts' { interface OrderKinds { card: true } }` — and registers its rules
 * with registerOrderKind; nothing in order changes.
 */
export type OrderKind = keyof OrderKinds;

/** Why an order was cancelled: the shopper, the unpaid time limit, or the store. */
export type CancelReason = 'shopper' | 'timeout' | 'store';

/** A payment that cannot go back to its source automatically waits for staff ('flagged'). */
export type RefundState = 'none' | 'refunded' | 'flagged';

/**
 * The ways an order is placed (SPEC §1, §4): self-pickup ('takeout'), eat-in at the counter's queue ('queue'),
 * delivery to an address ('package', the spec's RegularOrder/package), and an order from a scanned table ('table').
 */
export type PlacedOrderMode = 'takeout' | 'queue' | 'package' | 'table';

/** Order numbers come from here: unique across instances, no lock on a counter row. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 10000001 });

/**
 * One order of a member in a store (SPEC §3 Order). Amounts in minor units, computed by the server from the
 * catalogue when the order was placed; the lines keep the prices paid. The idempotency key of placefast is unique
 * per member, and requestHash tells a repeat of the same call from a different call reusing the key.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderMode: text('order_mode').$type<PlacedOrderMode>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** SPEC §9 payment code chosen at placefast (1 cash, 2 balance, 3 Alipay, 4 wechat, 10 pay-after, 900+). */
    payMethod: integer('pay_method').notNull(),
    /** Sum of the lines at their sale prices: what the shopper pays. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Sum of the lines at their crossed-out prices. */
    originalAmount: bigint('original_amount', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** Per store and day, shown on the receipt and called at the counter. */
    pickupNo: text('pickup_no').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remark: text('remark').notNull().default(''),
    /** A dine-in ('queue') order's progress in the kitchen, moved by staff (GetOrderKDSQueuingStatus). */
    kitchenStatus: text('kitchen_status').$type<KitchenStatus>().notNull().default('waiting'),
    /** The pickup time asked for; null is as soon as possible. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** A reservation for a later day: the store's midnight of that day, when the booked order turns pending. */
    bookedUntil: timestamp('booked_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When an unpaid order is cancelled by the background job; null once paid or for pay-at-store orders. */
    cancelAfter: timestamp('cancel_after', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    refundState: text('refund_state').$type<RefundState>().notNull().default('none'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    kind: text('kind').$type<OrderKind>().notNull().default('goods'),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_member_idempotency_uq').on(t.memberId, t.idempotencyKey),
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    // The kitchen queue's position counts a store's dine-in tickets still waiting or being made.
    index('orders_kitchen_queue_idx')
      .on(t.storeId, t.id)
      .where(sql`${t.orderMode} = 'queue' AND ${t.kitchenStatus} IN ('waiting', 'preparing')`),
    // The auto-cancel job scans only unpaid orders.
    index('orders_unpaid_cancel_idx').on(t.cancelAfter).where(sql`${t.status} = 'unpaid'`),
    // The reservation job scans only booked reservations.
    index('orders_booked_until_idx').on(t.bookedUntil).where(sql`${t.status} = 'booked'`),
    check('orders_amounts_ck', sql`${t.amount} >= 0 AND ${t.paidAmount} >= 0 AND ${t.refundedAmount} >= 0`),
  ],
);

/** A chosen option of an order line, as it was priced when the order was placed. */
export interface OrderLineOption {
  id: number;
  name: string;
  groupName: string;
  priceAdd: number;
}

/** One line of an order: the product and options as sold, with the prices of that moment (minor units). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    imageName: text('image_name').notNull().default(''),
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    /** Unit price with the options' add-ons. */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** Crossed-out unit price with add-ons (equal to unitPrice when not on sale). */
    unitOriginalPrice: bigint('unit_original_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    /** Whether placing the order took stock (products that ignore stock do not); cancelling gives it back. */
    tookStock: integer('took_stock').notNull().default(0),
    /**
     * What the line pays (minor units): its units at unitPrice plus its share of every order-level adjustment
     * (decision 047). The lines' paid amounts sum to the order's amount; a refund of the line never returns more.
     */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** The line's share of each order-level adjustment, by the adjustment's key (decision 047). */
    shares: jsonb('shares').$type<Record<string, number>>().notNull().default({}),
    /** Units of the line refunded so far, and the money they returned (order/lifecycle refund, decision 046). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'order_lines_refund_ck',
      sql`${t.refundedQuantity} BETWEEN 0 AND ${t.quantity} AND ${t.refundedAmount} BETWEEN 0 AND ${t.paidAmount}`,
    ),
  ],
);

/**
 * What changed an order's goods amount, as domain's priceOrder returned it (decision 007): a discount (negative) or
 * a charge (positive) of some kind; the order's amount is its lines plus these. None are made yet: a coupon or a
 * delivery fee adds a kind in domain, and its rows come here without a change of table or statement.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The i18n key of the label the order shows beside the amount. */
    labelKey: text('label_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the kind keeps with the order (the coupon used, the distance charged for). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index('order_adjustments_order_idx').on(t.orderId)],
);

/** Pickup numbers of one store on one local day: the last one given. */
export const pickupCounters = pgTable(
  'pickup_counters',
  {
    storeId: integer('store_id').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/**
 * What happened to an order (decision 046): placed, paid, accepted, completed, cancelled, expired, refunded. The
 * lifecycle dispatcher writes an event's row before it runs the areas' handlers, and runs them only when the row
 * is new, so each area's effect happens at most once per (order, event) whatever the number of callers.
 */
export type OrderEventType =
  | 'placed'
  | 'paid'
  | 'accepted'
  | 'completed'
  | 'cancelled'
  | 'expired'
  | 'refunded';

/**
 * The events an order went through, one row per (order, key): the key is the event's type, or for a refund
 * 'refunded:<order_refunds.id>' (an order may be refunded line by line several times).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').$type<OrderEventType>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.key] })],
);

/** One line of a refund: which order line, how many of its units, and the money they returned (minor units). */
export interface RefundedLine {
  lineId: number;
  quantity: number;
  amount: number;
}

/**
 * One refund of an order, whole or of some lines (decision 046): what it returned and why. The order's
 * refunded_amount is the sum of its refunds; each line's refunded amount never exceeds what the line paid.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Money returned, minor units: the sum of its lines' amounts (an order without lines: what it paid). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    /** True when this refund took the order's last units: the order is then 'refunded'. */
    whole: integer('whole').notNull().default(0),
    /** Who asked: the store (staff), an after-sales request, a failed activity. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_ck', sql`${t.amount} >= 0`),
  ],
);
