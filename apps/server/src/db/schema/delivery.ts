import type { DeliverySnapshot, DeliveryState } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './order.ts';
import { stores } from './store.ts';

/** A polygon's vertices as GeoJSON writes them: [longitude, latitude] pairs, not closed. */
export type LngLatRing = Array<[number, number]>;

/**
 * A store's delivery zone (SPEC §7 GetStoreTakeawayZones): a polygon, or a ring of distances around the store, with
 * what delivering there costs and promises. The first covering zone by `sort` applies (domain coveringZone).
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<'polygon' | 'radius'>().notNull(),
    /** The polygon's ring; null for a radius zone. */
    ring: jsonb('ring').$type<LngLatRing>(),
    /** A radius zone's outer and inner distance from the store in metres; null for a polygon. */
    maxMeters: integer('max_meters'),
    minMeters: integer('min_meters'),
    /** Minor units. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** The goods amount (minor units) an order must reach to be delivered here; 0 for none. */
    minDeliveryPrice: bigint('min_delivery_price', { mode: 'number' }).notNull().default(0),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('delivery_zones_store_idx').on(t.storeId, t.sort),
    check(
      'delivery_zones_terms_ck',
      sql`${t.fee} >= 0 AND ${t.minDeliveryPrice} >= 0 AND ${t.deliveryMinutes} > 0`,
    ),
    check(
      'delivery_zones_shape_ck',
      sql`(${t.kind} = 'polygon' AND ${t.ring} IS NOT NULL) OR (${t.kind} = 'radius' AND ${t.maxMeters} > 0)`,
    ),
  ],
);

/**
 * Where a delivery order goes, as it was placed (SPEC §3 address, domain's DeliverySnapshot): one row per delivery
 * order, written with the order by its placing statement or transaction as one of the order's facts (decision 054).
 */
export const deliveryOrders = pgTable('delivery_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<DeliverySnapshot>().notNull(),
});

/**
 * One delivery order's courier side (SPEC §4 delivery states): its state, the courier and the rider's last position.
 * Every move is a conditional update on `state`; `confirm_after` is when the auto-confirm job confirms receipt.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    storeId: integer('store_id').notNull(),
    state: text('state').$type<DeliveryState>().notNull(),
    /** The courier provider's name and its reference for the job (the sandbox writes its own). */
    provider: text('provider').notNull(),
    courierRef: text('courier_ref'),
    courierName: text('courier_name').notNull().default(''),
    courierPhone: text('courier_phone').notNull().default(''),
    riderLat: doublePrecision('rider_lat'),
    riderLng: doublePrecision('rider_lng'),
    riderAt: timestamp('rider_at', { withTimezone: true }),
    confirmAfter: timestamp('confirm_after', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The auto-confirm job scans only delivered orders.
  (t) => [index('deliveries_confirm_idx').on(t.confirmAfter).where(sql`${t.state} = 'delivered'`)],
);

/** The delivery's timeline: one row per state reached, never changed. */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    state: text('state').$type<DeliveryState>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who moved it: 'staff', 'courier', 'member', 'auto'. */
    by: text('by').notNull(),
  },
  (t) => [index('delivery_events_order_idx').on(t.orderId, t.id)],
);
