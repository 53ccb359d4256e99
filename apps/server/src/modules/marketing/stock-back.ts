import type { Tx } from '../../db/client.ts';
import { lockRank, type OrderEffect } from '../order/index.ts';

/** Units an order took of one stock row (a flash sale's session, a community group's item), as its member's. */
export interface TakenUnits {
  stockId: number;
  memberId: number;
  quantity: number;
}

/** How an activity moves its rows back: a member's counter down, then a stock row up. */
export interface UnitBooks {
  uncount(tx: Tx, stockId: number, memberId: number, units: number): Promise<void>;
  restock(tx: Tx, stockId: number, units: number): Promise<void>;
}

/**
 * Puts back units whose orders' facts were just flipped to returned (so each once): the members' counters first,
 * then each stock row once with its sum — each in id order, as the activities take them (counter, then the one
 * hot row): a sweep of many orders never holds a stock row while it waits for a buyer's counter.
 */
export async function putBack(tx: Tx, taken: readonly TakenUnits[], books: UnitBooks): Promise<void> {
  const sorted = [...taken].sort((a, b) => a.stockId - b.stockId || a.memberId - b.memberId);
  const byStock = new Map<number, number>();
  for (const t of sorted) {
    await books.uncount(tx, t.stockId, t.memberId, t.quantity);
    byStock.set(t.stockId, (byStock.get(t.stockId) ?? 0) + t.quantity);
  }
  for (const [stockId, units] of byStock) await books.restock(tx, stockId, units);
}

/**
 * The lifecycle effect of an activity that holds stock for unpaid orders: an order of its kind cancelled or
 * expired gives its units back through `giveBack`, once (giveBack flips the facts conditionally).
 */
export function stockBackEffect(
  name: string,
  kind: OrderEffect['kinds'][number],
  giveBack: (tx: Tx, orderIds: number[]) => Promise<void>,
): OrderEffect {
  const back = (tx: Tx, orders: readonly { id: number }[]) =>
    giveBack(
      tx,
      orders.map((o) => o.id),
    );
  return {
    area: 'marketing',
    name,
    rank: lockRank.shared,
    kinds: [kind],
    on: { cancelled: back, expired: back },
  };
}
