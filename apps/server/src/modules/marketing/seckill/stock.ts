import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { runPrepared, type Statement } from '../../../db/prepared.ts';
import { seckillBuyers, seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { lockRank, type OrderEffect } from '../../order/index.ts';
import type { SeckillSessionRow } from './sessions.ts';

// Every order of a sale takes these two, the session's row being the one all its buyers queue on: named
// statements, parsed and planned once per connection, the member's counter made or moved by one upsert.
const takeMemberUnits: Statement = {
  name: 'seckill_take_member_units',
  params: 4,
  text: `
INSERT INTO seckill_buyers (session_id, member_id, bought) VALUES ($1, $2, $3)
ON CONFLICT (session_id, member_id) DO UPDATE SET bought = seckill_buyers.bought + EXCLUDED.bought
  WHERE $4::int IS NULL OR seckill_buyers.bought + EXCLUDED.bought <= $4::int
RETURNING bought`,
};

const takeSessionUnits: Statement = {
  name: 'seckill_take_session_units',
  params: 3,
  text: `
UPDATE seckill_sessions SET remaining = remaining - $2
WHERE id = $1 AND status = 'active' AND remaining >= $2 AND starts_at <= $3::timestamptz AND ends_at > $3::timestamptz
RETURNING remaining`,
};

/**
 * Takes `n` of the member's limit and of the session's stock, in the order's transaction, each by ONE conditional
 * write whose row count decides — never a count read before the insert: the member's counter row first (theirs
 * alone), the session's stock last (the one hot row, held for the shortest time). A miss throws the refusal and
 * the caller's transaction undoes the order with it.
 */
export async function takeUnits(tx: Tx, s: SeckillSessionRow, memberId: number, n: number, at: Date) {
  const limit = s.perMemberLimit;
  const overLimit = () => new AppError('SECKILL_MEMBER_LIMIT', { Limit: limit ?? 0 });
  if (limit !== null && n > limit) throw overLimit();
  const counted = await runPrepared(tx, takeMemberUnits, [s.id, memberId, n, limit]);
  if (counted.length === 0) throw overLimit();
  const taken = await runPrepared(tx, takeSessionUnits, [s.id, n, at.toISOString()]);
  if (taken.length === 0) throw new AppError('SECKILL_SOLD_OUT');
}

/**
 * Gives back what cancelled or timed-out orders took, each once: the fact's `returned` flips by a conditional
 * update, and only the orders it flipped take their units off their members' counters, then put them back on the
 * sessions. Counters first and sessions last, each in id order, as takeUnits locks them: a sweep of many orders
 * never holds a session while it waits for a buyer's counter.
 */
async function giveBack(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const back = await tx
    .update(seckillOrders)
    .set({ returned: true })
    .where(and(inArray(seckillOrders.orderId, orderIds), eq(seckillOrders.returned, false)))
    .returning();
  const bySession = new Map<number, number>();
  back.sort((a, b) => a.sessionId - b.sessionId || a.memberId - b.memberId);
  for (const o of back) {
    await tx
      .update(seckillBuyers)
      .set({ bought: sql`${seckillBuyers.bought} - ${o.quantity}` })
      .where(and(eq(seckillBuyers.sessionId, o.sessionId), eq(seckillBuyers.memberId, o.memberId)));
    bySession.set(o.sessionId, (bySession.get(o.sessionId) ?? 0) + o.quantity);
  }
  for (const [sessionId, units] of bySession) {
    await tx
      .update(seckillSessions)
      .set({ remaining: sql`${seckillSessions.remaining} + ${units}` })
      .where(eq(seckillSessions.id, sessionId));
  }
}

/** The lifecycle effect: an unpaid seckill order cancelled or expired puts its units back on sale, once. */
export const seckillStockBack: OrderEffect = {
  area: 'marketing',
  name: 'seckill-stock-back',
  rank: lockRank.shared,
  kinds: ['seckill'],
  on: {
    cancelled: (tx, orders) =>
      giveBack(
        tx,
        orders.map((o) => o.id),
      ),
    expired: (tx, orders) =>
      giveBack(
        tx,
        orders.map((o) => o.id),
      ),
  },
};
