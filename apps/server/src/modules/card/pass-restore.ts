import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import { lockRank, type OrderEffect, type OrderRefund } from '../order/index.ts';

// A goods order's pass card times given back through the lifecycle (decision 057 §4, 060). The placing statement
// wrote one 'use' entry per card and covered line (ref 'line:<line id>', times negative); a cancel, an unpaid order's
// expiry or a refund writes 'restore' entries against them — ref '<cause>|line:<line id>', so each cause restores
// once (the entries' unique key) and the sum restored of a use never passes it — and puts the times back on the
// card, a used-up card valid again. Cards are the member's held things: locked by ascending id at the coupons' rank.

interface Use {
  cardId: number;
  memberId: number | null;
  orderId: number;
  line: string;
  used: number;
  restored: number;
}

/** The order's uses with what was restored of each so far, by card and line. */
async function usesOf(tx: Tx, orderIds: number[]): Promise<Use[]> {
  const rows = await tx
    .select()
    .from(cardEntries)
    .where(and(inArray(cardEntries.orderId, orderIds), inArray(cardEntries.reason, ['use', 'restore'])));
  const uses = new Map<string, Use>();
  for (const r of rows.filter((e) => e.reason === 'use' && e.ref.startsWith('line:')))
    uses.set(`${r.cardId} ${r.orderId} ${r.ref}`, {
      cardId: r.cardId,
      memberId: r.memberId,
      orderId: r.orderId!,
      line: r.ref,
      used: -r.deltaTimes,
      restored: 0,
    });
  for (const r of rows.filter((e) => e.reason === 'restore')) {
    const line = r.ref.slice(r.ref.indexOf('|') + 1);
    const use = uses.get(`${r.cardId} ${r.orderId} ${line}`);
    if (use) use.restored += r.deltaTimes;
  }
  return [...uses.values()];
}

/**
 * Gives back, for each use picked, `times(use)` of what is left to restore of it (cause names the restore), in the
 * caller's transaction: the cards locked first in ascending id, then the entries (once per cause), then the cards.
 */
async function restore(
  tx: Tx,
  orderIds: number[],
  cause: string,
  times: (use: Use, left: number) => number,
  at: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  const first = await usesOf(tx, orderIds);
  if (first.length === 0) return;
  const cardIds = [...new Set(first.map((u) => u.cardId))].sort((x, y) => x - y);
  await tx
    .select({ id: memberCards.id })
    .from(memberCards)
    .where(inArray(memberCards.id, cardIds))
    .orderBy(asc(memberCards.id))
    .for('update');
  // Read again under the cards' locks: a parallel restore of another cause has now finished or not begun.
  const uses = await usesOf(tx, orderIds);
  const back = new Map<number, number>();
  for (const use of uses) {
    const n = Math.min(times(use, use.used - use.restored), use.used - use.restored);
    if (n <= 0) continue;
    const [entry] = await tx
      .insert(cardEntries)
      .values({
        cardId: use.cardId,
        memberId: use.memberId,
        deltaTimes: n,
        reason: 'restore',
        orderId: use.orderId,
        ref: `${cause}|${use.line}`,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: cardEntries.id });
    if (entry) back.set(use.cardId, (back.get(use.cardId) ?? 0) + n);
  }
  for (const [cardId, n] of [...back].sort(([x], [y]) => x - y)) {
    await tx
      .update(memberCards)
      .set({
        timesLeft: sql`${memberCards.timesLeft} + ${n}`,
        status: sql`CASE WHEN ${memberCards.status} = 'used' THEN 'valid' ELSE ${memberCards.status} END`,
      })
      .where(eq(memberCards.id, cardId));
  }
}

/** A refund of some lines gives back one time per refunded unit of a covered line, while its covered units last. */
function lineRefund(refund: OrderRefund) {
  const units = new Map(refund.lines.map((l) => [`line:${l.lineId}`, l.quantity]));
  const given = new Map<string, number>();
  return (use: Use, left: number) => {
    const asked = (units.get(use.line) ?? 0) - (given.get(use.line) ?? 0);
    const n = Math.max(0, Math.min(asked, left));
    given.set(use.line, (given.get(use.line) ?? 0) + n);
    return n;
  };
}

const all = (_use: Use, left: number) => left;

/**
 * The pass card times of goods orders: given back whole when the order is cancelled, expires unpaid or is refunded
 * whole; a refund of some lines gives back the times of the covered units it refunds (covered units first).
 */
export const passCardsBack: OrderEffect = {
  area: 'card',
  name: 'pass-cards-back',
  rank: lockRank.coupons,
  kinds: ['goods'],
  on: {
    cancelled: (tx, orders, event) =>
      restore(
        tx,
        orders.map((o) => o.id),
        'cancel',
        all,
        event.at,
      ),
    expired: (tx, orders, event) =>
      restore(
        tx,
        orders.map((o) => o.id),
        'cancel',
        all,
        event.at,
      ),
    refunded: (tx, orders, event) =>
      restore(
        tx,
        orders.map((o) => o.id),
        `refund:${event.refund.id}`,
        event.refund.whole ? all : lineRefund(event.refund),
        event.at,
      ),
  },
};
