import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { seckillBuyers, seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { lockRank, type OrderEffect } from '../../order/index.ts';
import type { SeckillSessionRow } from './sessions.ts';

/**
 * Takes `n` of the member's limit and of the session's stock, in the order's transaction, each by ONE conditional
 * update whose row count decides — never a count read before the insert: the member's counter row first (theirs
 * alone), the session's stock last (the one hot row, held for the shortest time). A miss throws the refusal and
 * the caller's transaction undoes the order with it.
 */
export async function takeUnits(tx: Tx, s: SeckillSessionRow, memberId: number, n: number, at: Date) {
  await tx.insert(seckillBuyers).values({ sessionId: s.id, memberId }).onConflictDoNothing();
  const [counted] = await tx
    .update(seckillBuyers)
    .set({ bought: sql`${seckillBuyers.bought} + ${n}` })
    .where(
      and(
        eq(seckillBuyers.sessionId, s.id),
        eq(seckillBuyers.memberId, memberId),
        s.perMemberLimit === null ? undefined : lte(sql`${seckillBuyers.bought} + ${n}`, s.perMemberLimit),
      ),
    )
    .returning({ bought: seckillBuyers.bought });
  if (!counted) throw new AppError('SECKILL_MEMBER_LIMIT', { Limit: s.perMemberLimit ?? 0 });
  const [taken] = await tx
    .update(seckillSessions)
    .set({ remaining: sql`${seckillSessions.remaining} - ${n}` })
    .where(
      and(
        eq(seckillSessions.id, s.id),
        eq(seckillSessions.status, 'active'),
        gte(seckillSessions.remaining, n),
        lte(seckillSessions.startsAt, at),
        gt(seckillSessions.endsAt, at),
      ),
    )
    .returning({ remaining: seckillSessions.remaining });
  if (!taken) throw new AppError('SECKILL_SOLD_OUT');
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
