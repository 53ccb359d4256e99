import { describe, expect, it } from 'vitest';
import { type BlindBoxPoolItem, blindBoxOdds, drawBlindBox, guaranteeDue } from './blind-box-draw.ts';

const pool: BlindBoxPoolItem[] = [
  { id: 1, remaining: 50, prize: false },
  { id: 2, remaining: 30, prize: false },
  { id: 3, remaining: 15, prize: false },
  { id: 4, remaining: 5, prize: true },
];

/**
 * Real randomness through Web Crypto (the domain imports no node builtin): a uniform integer below `max` by
 * rejection sampling, so no ticket is favoured by the modulo.
 */
// Node and browsers both have it; the domain's compiler settings know no platform, so its one call is typed here.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(words: Uint32Array): Uint32Array } })
  .crypto;

function randomInt(max: number): number {
  const limit = Math.floor(2 ** 32 / max) * max;
  const word = new Uint32Array(1);
  do webCrypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % max;
}

/** A deterministic source (a small LCG) for the rules that are not about chance. */
function seeded(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

describe('drawBlindBox', () => {
  it('matches the published odds: a chi-square goodness-of-fit over many draws with crypto randomness', () => {
    const draws = 200_000;
    const seen = new Map<number, number>();
    for (let i = 0; i < draws; i++) {
      const draw = drawBlindBox(pool, 0, null, randomInt);
      if (!draw.ok) throw new Error('sold out');
      seen.set(draw.itemId, (seen.get(draw.itemId) ?? 0) + 1);
    }
    const total = pool.reduce((sum, item) => sum + item.remaining, 0);
    const chiSquare = pool.reduce((sum, item) => {
      const expected = (draws * item.remaining) / total;
      return sum + ((seen.get(item.id) ?? 0) - expected) ** 2 / expected;
    }, 0);
    // χ² with 3 degrees of freedom exceeds 30.66 with probability 1e-6 (scipy chi2.isf(1e-6, 3)): a fair draw
    // fails this about once in a million runs, a biased one (say 1% off on the prize) fails it at once.
    expect(chiSquare).toBeLessThan(30.66);
  });

  it('never draws an item with nothing left, and is sold out when the pool is empty', () => {
    const some = pool.map((item) => (item.id === 1 ? item : { ...item, remaining: 0 }));
    for (let i = 0; i < 1000; i++)
      expect(drawBlindBox(some, 0, null, randomInt)).toMatchObject({ itemId: 1 });
    const empty = pool.map((item) => ({ ...item, remaining: 0 }));
    expect(drawBlindBox(empty, 9, { after: 5 }, randomInt)).toEqual({
      ok: false,
      code: 'BLIND_BOX_SOLD_OUT',
    });
  });

  it('gives a prize item by the guarantee after N draws without one, then starts the streak again', () => {
    const random = seeded(7);
    expect(guaranteeDue({ after: 5 }, 4)).toBe(false);
    expect(guaranteeDue({ after: 5 }, 5)).toBe(true);
    expect(guaranteeDue(null, 99)).toBe(false);
    for (let i = 0; i < 200; i++) {
      const draw = drawBlindBox(pool, 5, { after: 5 }, random);
      expect(draw).toEqual({ ok: true, itemId: 4, prize: true, guaranteed: true, streakAfter: 0 });
    }
  });

  it('counts the streak: a common item adds one, a prize by chance resets it without the guarantee', () => {
    const commons = pool.map((item) => (item.prize ? { ...item, remaining: 0 } : item));
    expect(drawBlindBox(commons, 2, { after: 5 }, seeded(1))).toMatchObject({
      guaranteed: false,
      streakAfter: 3,
    });
    const prizesOnly = pool.map((item) => (item.prize ? item : { ...item, remaining: 0 }));
    expect(drawBlindBox(prizesOnly, 1, { after: 5 }, seeded(1))).toMatchObject({
      prize: true,
      guaranteed: false,
      streakAfter: 0,
    });
  });

  it('draws from the whole pool when the guarantee is due but no prize item remains', () => {
    const commons = pool.map((item) => (item.prize ? { ...item, remaining: 0 } : item));
    expect(drawBlindBox(commons, 8, { after: 5 }, seeded(3))).toMatchObject({
      ok: true,
      prize: false,
      guaranteed: false,
      streakAfter: 9,
    });
  });

  it('every ticket of a simulated random lands on the item whose stock it counts', () => {
    const tickets = Array.from({ length: 100 }, (_, t) => drawBlindBox(pool, 0, null, () => t));
    const ids = tickets.map((draw) => (draw.ok ? draw.itemId : 0));
    expect(ids.filter((id) => id === 1)).toHaveLength(50);
    expect(ids.filter((id) => id === 4)).toHaveLength(5);
  });
});

describe('blindBoxOdds', () => {
  it('is each item remaining over the pool remaining, in basis points', () => {
    expect([...blindBoxOdds(pool)]).toEqual([
      [1, 5000],
      [2, 3000],
      [3, 1500],
      [4, 500],
    ]);
    expect(blindBoxOdds([{ id: 1, remaining: 0, prize: false }]).get(1)).toBe(0);
  });
});
