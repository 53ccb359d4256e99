/**
 * The blind box draw (issue 30, decision 066): one item out of a series' pool, weighted by each item's remaining
 * stock, so the odds a series page publishes — each item's remaining over the pool's remaining — are the odds the
 * draw uses. Pure: the server passes its crypto random source; tests pass a seeded one.
 */

/** One item of the pool as the draw sees it. */
export interface BlindBoxPoolItem {
  id: number;
  remaining: number;
  prize: boolean;
}

/** The store's guarantee: after `after` draws in a row without a prize item, the next is among the prize items. */
export interface BlindBoxGuarantee {
  after: number;
}

/** An integer in [0, maxExclusive): crypto.randomInt on the server. */
export type RandomInt = (maxExclusive: number) => number;

export type BlindBoxDraw =
  | { ok: true; itemId: number; prize: boolean; guaranteed: boolean; streakAfter: number }
  | { ok: false; code: 'BLIND_BOX_SOLD_OUT' };

/** Whether the member's streak (draws since their last prize) calls for the guarantee on this draw. */
export function guaranteeDue(guarantee: BlindBoxGuarantee | null, streak: number): boolean {
  return guarantee !== null && guarantee.after > 0 && streak >= guarantee.after;
}

/** Picks one of `items` with probability remaining / Σ remaining; null when none is left. */
function weightedPick(items: readonly BlindBoxPoolItem[], random: RandomInt): BlindBoxPoolItem | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.remaining), 0);
  if (total === 0) return null;
  let ticket = random(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new Error(`random gave ${ticket}`);
  for (const item of items) {
    const weight = Math.max(0, item.remaining);
    if (ticket < weight) return item;
    ticket -= weight;
  }
  throw new Error('unreachable: the ticket fell past the pool');
}

/**
 * Draws one item. When the guarantee is due and a prize item remains, the draw is among the prize items (still
 * weighted by their stock) and counts as given by the guarantee; a prize resets the streak, anything else adds one.
 */
export function drawBlindBox(
  items: readonly BlindBoxPoolItem[],
  streak: number,
  guarantee: BlindBoxGuarantee | null,
  random: RandomInt,
): BlindBoxDraw {
  const prizes = items.filter((item) => item.prize && item.remaining > 0);
  const guaranteed = guaranteeDue(guarantee, streak) && prizes.length > 0;
  const picked = weightedPick(guaranteed ? prizes : items, random);
  if (!picked) return { ok: false, code: 'BLIND_BOX_SOLD_OUT' };
  return {
    ok: true,
    itemId: picked.id,
    prize: picked.prize,
    guaranteed,
    streakAfter: picked.prize ? 0 : streak + 1,
  };
}

/**
 * The published odds of each item now, in basis points of the pool (rounded down; the page shows them as %):
 * remaining over the pool's remaining, so they are always true to what is left.
 */
export function blindBoxOdds(items: readonly BlindBoxPoolItem[]): Map<number, number> {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.remaining), 0);
  return new Map(
    items.map((item) => [
      item.id,
      total === 0 ? 0 : Math.floor((Math.max(0, item.remaining) * 10_000) / total),
    ]),
  );
}
