import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import { type OrderStatus, orders } from '../../../db/schema/order.ts';
import { emitOrderEvent } from './emit.ts';
import type { OrderFacts } from './events.ts';
import { factsColumns, factsOf } from './order-facts.ts';

/**
 * Moves the order `where` picks by a conditional update on the statuses it may come from (its row locked first,
 * to know which one it left), inside the caller's transaction, and runs the lifecycle's `event` for it when the
 * step has one (growth and points on completion …, once). Undefined when the order was in none of them: nothing
 * changed. The one way an order steps, for the store's steps and the areas' alike.
 */
export async function moveOrder(
  tx: Tx,
  where: SQL,
  from: readonly OrderStatus[],
  set: PgUpdateSetSource<typeof orders>,
  event: 'accepted' | 'completed' | null,
  at: Date,
): Promise<OrderFacts | undefined> {
  const [found] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(where, inArray(orders.status, [...from])))
    .for('update');
  if (!found) return undefined;
  const [row] = await tx.update(orders).set(set).where(eq(orders.id, found.id)).returning(factsColumns);
  const moved = factsOf(row!, found.status);
  if (event) await emitOrderEvent(tx, [moved], { type: event, at });
  return moved;
}
