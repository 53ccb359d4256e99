import { describe, expect, it } from 'vitest';
import { clockOffset, countdownAt, sameCountdown, splitDuration } from './countdown.ts';

describe('countdown', () => {
  const end = Date.UTC(2026, 0, 1, 12, 15, 0);

  it('counts down while running, rounding part-seconds up', () => {
    expect(countdownAt(end - 14 * 60_000 - 59_500, end)).toEqual({
      isBeforeStart: false,
      timeOver: false,
      d: 0,
      h: 0,
      m: 15,
      s: 0,
    });
    expect(countdownAt(end - 1, end)).toMatchObject({ timeOver: false, m: 0, s: 1 });
  });

  it('is over at and after the end, with all parts 0', () => {
    const over = { isBeforeStart: false, timeOver: true, d: 0, h: 0, m: 0, s: 0 };
    expect(countdownAt(end, end)).toEqual(over);
    expect(countdownAt(end + 90_000, end)).toEqual(over);
  });

  it('before its start counts towards the start', () => {
    const start = end - 3_600_000;
    expect(countdownAt(start - 2 * 86_400_000 - 5000, end, start)).toEqual({
      isBeforeStart: true,
      timeOver: false,
      d: 2,
      h: 0,
      m: 0,
      s: 5,
    });
    expect(countdownAt(start, end, start)).toMatchObject({ isBeforeStart: false, h: 1 });
  });

  it('splits durations', () => {
    expect(splitDuration(-5)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
    expect(splitDuration(90_061_000)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
  });

  it('compares readings and measures the server clock lead', () => {
    expect(sameCountdown(countdownAt(0, 5000), countdownAt(100, 5000))).toBe(true);
    expect(sameCountdown(countdownAt(0, 5000), countdownAt(1100, 5000))).toBe(false);
    expect(clockOffset('2026-01-01T00:00:10.000Z', Date.UTC(2026, 0, 1))).toBe(10_000);
    expect(clockOffset('not a time', 1)).toBe(0);
  });
});
