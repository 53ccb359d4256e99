import { and, eq, gt } from 'drizzle-orm';
import { type OrderStatus, orders } from '../../../db/schema/order.ts';
import { releaseStockOf } from '../release-stock.ts';
import { lockRank } from './lock-ranks.ts';
import type { OrderEffect, OrderKindRules } from './registry.ts';

// A delivery the rider brought back (delivery exception 'returned') is cancelled and refunded from 'delivering'.
const live: OrderStatus[] = ['unpaid', 'booked', 'pending', 'accepted', 'ready', 'delivering'];

/**
 * Goods orders (SPEC §4): the shopper cancels while nothing is paid and the store has not accepted it (a
 * reservation still booked among them); the store cancels any live one, refunding what was paid (stock and coupons
 * come back); a completed one is taken back, whole or by line (after-sales), its goods sold.
 */
export const goodsKind: OrderKindRules = {
  kind: 'goods',
  cancel: {
    shopper: { from: ['unpaid', 'booked', 'pending'], paid: false },
    store: { from: live, paid: true },
  },
  refundFrom: ['completed'],
  // A reservation for a later day paid online goes on waiting as booked until its day (checkout's release job).
  async onPaid(tx, _deps, order, at) {
    await tx
      .update(orders)
      .set({ status: 'booked' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), gt(orders.bookedUntil, at)));
    return 'applied';
  },
};

/** A cancelled or expired goods order's stock goes back to the shelves (its lines say what placing took). */
export const goodsStockBack: OrderEffect = {
  area: 'order',
  name: 'stock-back',
  rank: lockRank.products,
  kinds: ['goods'],
  on: {
    cancelled: (tx, orders) =>
      releaseStockOf(
        tx,
        orders.map((o) => o.id),
      ),
    expired: (tx, orders) =>
      releaseStockOf(
        tx,
        orders.map((o) => o.id),
      ),
  },
};
