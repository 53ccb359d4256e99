import type { Minor } from './money.ts';

/**
 * A seckill (flash sale) session's rules (SPEC §1, issue 30) as pure checks. They answer the shopper quickly and
 * with the right message; they are not the guard. Under 500 buyers at once a check read before the insert is
 * stale by the time it is acted on, so the server pairs each with a conditional update in the order's transaction
 * whose row count decides: `stock = stock - $n WHERE stock >= $n` on the session, and `bought = bought + $n WHERE
 * bought + $n <= $limit` on the member's own counter row for the session (not a sum of past orders). With Redis the
 * admission gate runs the same checks atomically in one script; the database stays the authority (decision 067).
 */

/** A session: its own window, stock, price and limits (null for no limit). */
export interface SeckillSession {
  startsAt: Date;
  endsAt: Date;
  price: Minor;
  stock: number;
  /** Units one order may take. */
  perOrderLimit: number | null;
  /** Units one member may take over the whole session, whatever the number of orders. */
  perMemberLimit: number | null;
}

/** Where a session stands for its countdown: before it opens, open, over. */
export type SeckillPhase = 'upcoming' | 'running' | 'over';

/** The session's phase at `now`, over [startsAt, endsAt) like every window here. */
export function seckillPhase(s: Pick<SeckillSession, 'startsAt' | 'endsAt'>, now: Date): SeckillPhase {
  if (now < s.startsAt) return 'upcoming';
  return now < s.endsAt ? 'running' : 'over';
}

/** Why a seckill purchase is refused, by catalogue code (the server adds them); `Limit` for the translated text. */
export type SeckillRefusal =
  | { code: 'NOT_LOGGED_IN' | 'SECKILL_NOT_STARTED' | 'SECKILL_ENDED' | 'SECKILL_SOLD_OUT' }
  | { code: 'SECKILL_QUANTITY_INVALID' }
  | { code: 'SECKILL_ORDER_LIMIT' | 'SECKILL_MEMBER_LIMIT'; params: { Limit: number } };

/** The quantity asked for against the per-order limit: a whole number from 1 to the limit. */
export function orderLimitRefusal(s: SeckillSession, quantity: number): SeckillRefusal | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { code: 'SECKILL_QUANTITY_INVALID' };
  if (s.perOrderLimit !== null && quantity > s.perOrderLimit)
    return { code: 'SECKILL_ORDER_LIMIT', params: { Limit: s.perOrderLimit } };
  return null;
}

/** The member's total with this order against the per-member limit; `bought` counts orders placed and not cancelled. */
export function memberLimitRefusal(
  s: SeckillSession,
  bought: number,
  quantity: number,
): SeckillRefusal | null {
  if (s.perMemberLimit !== null && bought + quantity > s.perMemberLimit)
    return { code: 'SECKILL_MEMBER_LIMIT', params: { Limit: s.perMemberLimit } };
  return null;
}

/**
 * Why `quantity` units cannot be bought at `now` (null when they can, as far as a read can tell): logged in
 * (SPEC §6), the session running, the order's and the member's limits, then the stock left — the order of the
 * messages a shopper can act on, the stock last since it changes under them.
 */
export function seckillRefusal(
  s: SeckillSession,
  buyer: { loggedIn: boolean; bought: number },
  quantity: number,
  now: Date,
): SeckillRefusal | null {
  if (!buyer.loggedIn) return { code: 'NOT_LOGGED_IN' };
  const phase = seckillPhase(s, now);
  if (phase === 'upcoming') return { code: 'SECKILL_NOT_STARTED' };
  if (phase === 'over') return { code: 'SECKILL_ENDED' };
  const limit = orderLimitRefusal(s, quantity) ?? memberLimitRefusal(s, buyer.bought, quantity);
  if (limit) return limit;
  return s.stock < quantity ? { code: 'SECKILL_SOLD_OUT' } : null;
}

/**
 * The most one member may still take in one order: the smallest of the order's limit, what their total limit
 * leaves and the stock, never below 0 (the product page's quantity stepper).
 */
export function seckillMaxQuantity(s: SeckillSession, bought: number): number {
  const member = s.perMemberLimit === null ? Number.POSITIVE_INFINITY : s.perMemberLimit - bought;
  const order = s.perOrderLimit ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(member, order, s.stock));
}
