import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder, mulDiv, rateOff } from './offer-allocation.ts';

describe('allocateByLargestRemainder', () => {
  it('gives each base its floor share, the units left to the largest remainders, the earlier on a tie', () => {
    expect(allocateByLargestRemainder(500, [1000, 1400])).toEqual([208, 292]);
    expect(allocateByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByLargestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
  it('gives nothing to a zero base, and nothing at all when every base is zero', () => {
    expect(allocateByLargestRemainder(10, [0, 5, 0])).toEqual([0, 10, 0]);
    expect(allocateByLargestRemainder(10, [0, 0])).toEqual([0, 0]);
  });
  it('stays exact where the products pass 2^53', () => {
    const parts = allocateByLargestRemainder(9_000_000_000_000, [3_000_000_001, 6_000_000_000]);
    expect(parts[0]! + parts[1]!).toBe(9_000_000_000_000);
    expect(mulDiv(2 ** 40, 2 ** 20, 3)).toEqual({ q: Number(2n ** 60n / 3n), r: Number(2n ** 60n % 3n) });
  });
});

describe('rateOff', () => {
  it('takes off what a rate leaves, rounded down, within 0–100 %', () => {
    expect(rateOff(999, 85)).toBe(149);
    expect(rateOff(1000, 100)).toBe(0);
    expect(rateOff(1000, 0)).toBe(1000);
    expect(rateOff(1000, 120)).toBe(0);
    expect(rateOff(1000, -5)).toBe(1000);
  });
});
