import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pointsmallCounts, pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockRank, type OrderEffect, type OrderFacts, type OrderKindRules } from '../order/index.ts';
import { movePoints } from '../points/index.ts';
import { applyPointsPayment } from './fulfil.ts';

async function exchangeOf(tx: Tx, order: OrderFacts) {
  const [exchange] = await tx.select().from(pointsmallOrders).where(eq(pointsmallOrders.orderId, order.id));
  if (!exchange) throw new Error(`points order ${order.orderNo} without its pointsmall_orders row`);
  return exchange;
}

/**
 * A points mall exchange (decision 035): the member closes one waiting unpaid, or gives goods back before the
 * store accepted them; the store gives back goods it will not hand over (waiting for pickup, accepted for
 * delivery, on the way or brought back by the rider). Coupons issued cannot be given back.
 */
export const pointsKind: OrderKindRules = {
  kind: 'points',
  cancel: {
    shopper: { from: ['unpaid', 'pending'], paid: true },
    store: { from: ['pending', 'accepted', 'delivering'], paid: true },
  },
  onPaid: (tx, deps, order, at) => applyPointsPayment(tx, deps, order, at),
  async refuseCancel(tx, order, by) {
    if (order.before === 'unpaid' || (await exchangeOf(tx, order)).kind === 'goods') return null;
    return by === 'shopper'
      ? new AppError('ORDER_CANCEL_FAILED')
      : new AppError('ORDER_STATE_CONFLICT', {}, { Status: order.status });
  },
};

/**
 * Goods given back (the 'cancelled' event, after the order's money went back): the member's points
 * ('cancel_refund', once per order by the ledger's key), their exchange count, the product's stock — the member's
 * rows before the shared product, decision 035's lock order. An exchange closed while unpaid took nothing yet.
 */
export const exchangeBackEffect: OrderEffect = {
  area: 'pointsmall',
  name: 'exchange-back',
  rank: lockRank.ledgers,
  kinds: ['points'],
  on: {
    cancelled: async (tx, cancelled, event) => {
      for (const order of cancelled) {
        if (order.before === 'unpaid') continue;
        const exchange = await exchangeOf(tx, order);
        const back = { memberId: order.memberId, delta: exchange.points, reason: 'cancel_refund' } as const;
        await movePoints(tx, { ...back, orderId: order.id, at: event.at });
        await tx
          .update(pointsmallCounts)
          .set({ exchanged: sql`${pointsmallCounts.exchanged} - ${exchange.quantity}` })
          .where(
            sql`${pointsmallCounts.memberId} = ${order.memberId} AND ${pointsmallCounts.productId} = ${exchange.productId}`,
          );
        await tx
          .update(pointsmallProducts)
          .set({ stock: sql`${pointsmallProducts.stock} + ${exchange.quantity}` })
          .where(eq(pointsmallProducts.id, exchange.productId));
      }
    },
  },
};
