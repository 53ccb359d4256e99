import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { runPrepared, type Statement } from '../../../db/prepared.ts';
import { seckillBuyers, seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { putBack, stockBackEffect, type UnitBooks } from '../stock-back.ts';
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

/** A session's books: a member's counter and the session's stock (stockId is the session). */
const sessionBooks: UnitBooks = {
  uncount: async (tx, sessionId, memberId, units) => {
    await tx
      .update(seckillBuyers)
      .set({ bought: sql`${seckillBuyers.bought} - ${units}` })
      .where(and(eq(seckillBuyers.sessionId, sessionId), eq(seckillBuyers.memberId, memberId)));
  },
  restock: async (tx, sessionId, units) => {
    await tx
      .update(seckillSessions)
      .set({ remaining: sql`${seckillSessions.remaining} + ${units}` })
      .where(eq(seckillSessions.id, sessionId));
  },
};

/** Gives back what cancelled or timed-out orders took, each once: only the facts this flips to returned count. */
async function giveBack(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const back = await tx
    .update(seckillOrders)
    .set({ returned: true })
    .where(and(inArray(seckillOrders.orderId, orderIds), eq(seckillOrders.returned, false)))
    .returning();
  await putBack(
    tx,
    back.map((o) => ({ stockId: o.sessionId, memberId: o.memberId, quantity: o.quantity })),
    sessionBooks,
  );
}

/** The lifecycle effect: an unpaid seckill order cancelled or expired puts its units back on sale, once. */
export const seckillStockBack = stockBackEffect('seckill-stock-back', 'seckill', giveBack);
