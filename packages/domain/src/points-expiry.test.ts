import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastYearEnd, localYear, nextYearEnd, pointsToClear, yearEndOf } from './points-expiry.ts';

const shanghai = 'Asia/Shanghai';
const newYork = 'America/New_York';

describe('the year end on the store clock (SPEC §4: 1 January 00:00:00)', () => {
  it('is local midnight of 1 January, in the zone of the store', () => {
    const end = yearEndOf(2026, shanghai);
    expect(end.clearsAt.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(end.earnedBefore.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(end.lastDay).toBe('2026-12-31');
    expect(yearEndOf(2026, newYork).clearsAt.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('one second before local midnight is still the old year; midnight itself is the new one', () => {
    const midnight = new Date('2026-12-31T16:00:00Z');
    const before = new Date(midnight.getTime() - 1000);
    expect(localYear(before, shanghai)).toBe(2026);
    expect(localYear(midnight, shanghai)).toBe(2027);
    // Before: this year's end is still ahead, and the last one passed is 2025's.
    expect(nextYearEnd(before, shanghai).year).toBe(2026);
    expect(lastYearEnd(before, shanghai).year).toBe(2025);
    // At midnight: 2026's year end has just passed; the next one is 2027's.
    expect(lastYearEnd(midnight, shanghai)).toMatchObject({ year: 2026, clearsAt: midnight });
    expect(nextYearEnd(midnight, shanghai).lastDay).toBe('2027-12-31');
  });

  it('a UTC instant already in the new year in Shanghai is still the old one in New York', () => {
    const at = new Date('2027-01-01T03:00:00Z');
    expect(lastYearEnd(at, shanghai).year).toBe(2026);
    expect(lastYearEnd(at, newYork).year).toBe(2025);
  });
});

describe('the points a year end clears', () => {
  it('is what was earned before the year began minus everything used, first in first out', () => {
    // 100 earned in 2025; in 2026 50 earned and 30 spent: 70 of 2025's are left and go at the end of 2026.
    expect(pointsToClear({ earnedBefore: 100, usedUntil: 30, held: 120 })).toBe(70);
    // The next year end: 150 earned before 2027, 30 spent and 70 cleared: the 50 of 2026 go.
    expect(pointsToClear({ earnedBefore: 150, usedUntil: 100, held: 70 })).toBe(50);
  });

  it('is 0 when the old points were all used, and never more than the member holds', () => {
    expect(pointsToClear({ earnedBefore: 40, usedUntil: 60, held: 10 })).toBe(0);
    expect(pointsToClear({ earnedBefore: 80, usedUntil: 0, held: 25 })).toBe(25);
  });

  it('leaves at least the points earned this year (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (old, recent, used) => {
        const usedUntil = Math.min(used, old + recent);
        const held = old + recent - usedUntil;
        const cleared = pointsToClear({ earnedBefore: old, usedUntil, held });
        expect(cleared).toBeGreaterThanOrEqual(0);
        expect(held - cleared).toBeGreaterThanOrEqual(Math.min(recent, held));
      }),
    );
  });
});
