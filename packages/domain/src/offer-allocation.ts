import type { Minor } from './money.ts';

/**
 * How the offer engine splits a discount over the lines it applies to (decision 029): in proportion to each line's
 * base, by the largest remainder. Each line first gets the floor of its exact share; the units left over go one each
 * to the lines with the largest fractional parts, the earlier line first on a tie. The parts sum to the total, and no
 * part exceeds its base while the total does not exceed the sum of the bases.
 */

/** ⌊a × b / c⌋ and its remainder, exact even where a × b passes 2^53 (large carts in the property tests). */
export function mulDiv(a: number, b: number, c: number): { q: number; r: number } {
  const product = a * b;
  if (Number.isSafeInteger(product)) return { q: Math.floor(product / c), r: product % c };
  const big = BigInt(a) * BigInt(b);
  const bc = BigInt(c);
  return { q: Number(big / bc), r: Number(big % bc) };
}

/**
 * Splits `total` (≥ 0) over `bases` (≥ 0) in proportion, by the largest remainder; all to nothing when the bases sum
 * to 0. Pure; the parts are whole minor units.
 */
export function allocateByLargestRemainder(total: Minor, bases: readonly Minor[]): Minor[] {
  const n = bases.length;
  const parts = new Array<Minor>(n).fill(0);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += bases[i]!;
  if (total === 0 || sum === 0) return parts;
  const remainders = new Array<number>(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const { q, r } = mulDiv(total, bases[i]!, sum);
    parts[i] = q;
    remainders[i] = r;
    given += q;
  }
  // At most n − 1 units are left; hand them out by largest remainder, the earlier line on a tie.
  for (let left = total - given; left > 0; left--) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (remainders[i]! > 0 && (best < 0 || remainders[i]! > remainders[best]!)) best = i;
    if (best < 0) break;
    parts[best] = parts[best]! + 1;
    remainders[best] = 0;
  }
  return parts;
}

/** What is taken off `amount` when it is charged at `rate` percent (85 = 15 % off): rounded down, never below 0. */
export function rateOff(amount: Minor, rate: number): Minor {
  const off = 100 - Math.min(100, Math.max(0, rate));
  return mulDiv(amount, off, 100).q;
}
