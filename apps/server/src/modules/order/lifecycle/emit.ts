import type { Tx } from '../../../db/client.ts';
import { orderEvents } from '../../../db/schema/order.ts';
import { eventKey, type OrderEvent, type OrderFacts } from './events.ts';
import { type OrderRegistry, orderRegistry } from './registry.ts';

/**
 * Runs an event for orders the caller has just moved (and holds locked), inside its transaction: writes the
 * event's order_events rows, and only for the orders whose row is new runs every registered effect of the event,
 * by ascending lock rank, each with the orders of its kinds. A second call for the same (order, event) — a
 * replay, a race the status update did not stop — finds the row and runs nothing. Returns the orders it ran for.
 */
export async function emitOrderEvent(
  tx: Tx,
  orders: OrderFacts[],
  event: OrderEvent,
  registry: OrderRegistry = orderRegistry,
): Promise<OrderFacts[]> {
  if (orders.length === 0) return [];
  const key = eventKey(event);
  const written = await tx
    .insert(orderEvents)
    .values(orders.map((o) => ({ orderId: o.id, key, type: event.type, at: event.at })))
    .onConflictDoNothing()
    .returning({ orderId: orderEvents.orderId });
  const fresh = new Set(written.map((w) => w.orderId));
  const news = orders.filter((o) => fresh.has(o.id));
  for (const effect of registry.effects()) {
    const handler = effect.on[event.type] as
      | ((tx: Tx, orders: OrderFacts[], event: OrderEvent) => Promise<void>)
      | undefined;
    if (!handler) continue;
    const mine = news.filter((o) => effect.kinds.includes(o.kind));
    if (mine.length > 0) await handler(tx, mine, event);
  }
  return news;
}
