import { describe, expect, it } from 'vitest';
import {
  checkMinimumStart,
  isValidPickupTime,
  localDate,
  MAX_PICKUP_SLOTS,
  pickupSlots,
} from './settlement.ts';
import type { OpeningHours } from './store-hours.ts';

const everyDay = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));
const tz = 'Asia/Shanghai';
// 2026-11-21 is a Saturday; 02:00 UTC is 10:00 in Shanghai.
const tenAm = new Date('2026-11-21T02:00:00Z');

describe('checkMinimumStart', () => {
  it('passes at or above the minimum, and when there is none', () => {
    expect(checkMinimumStart(2000, 2000)).toEqual({ ok: true });
    expect(checkMinimumStart(0, 0)).toEqual({ ok: true });
  });
  it('refuses below it, naming the minimum in decimals', () => {
    expect(checkMinimumStart(1999, 2000)).toEqual({
      ok: false,
      code: 'ORDER_BELOW_MINIMUM',
      params: { Amount: 20 },
    });
  });
});

describe('localDate', () => {
  it('gives the calendar date of the time zone', () => {
    expect(localDate(new Date('2026-11-21T17:00:00Z'), tz)).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T15:59:00Z'), tz)).toBe('2026-11-21');
  });
});

describe('pickupSlots', () => {
  it('runs every quarter hour from now + 15 minutes (rounded up) to closing', () => {
    const now = new Date('2026-11-21T02:07:00Z'); // 10:07 local
    const slots = pickupSlots(now, everyDay('09:00', '12:00'), tz);
    expect(slots[0]!.toISOString()).toBe('2026-11-21T02:30:00.000Z'); // 10:30
    expect(slots.at(-1)!.toISOString()).toBe('2026-11-21T03:45:00.000Z'); // 11:45, the last before 12:00
    expect(slots).toHaveLength(6);
  });
  it('starts at opening when the store opens later today and skips a break', () => {
    const hours: OpeningHours[] = [
      { weekday: 6, open: '11:00', close: '11:30' },
      { weekday: 6, open: '13:00', close: '13:30' },
    ];
    const slots = pickupSlots(tenAm, hours, tz).map((d) => d.toISOString());
    expect(slots).toEqual([
      '2026-11-21T03:00:00.000Z',
      '2026-11-21T03:15:00.000Z',
      '2026-11-21T05:00:00.000Z',
      '2026-11-21T05:15:00.000Z',
    ]);
  });
  it('is empty after closing, and ends at local midnight for a store open around the clock', () => {
    expect(pickupSlots(new Date('2026-11-21T11:00:00Z'), everyDay('09:00', '18:00'), tz)).toEqual([]);
    const slots = pickupSlots(tenAm, [], tz);
    expect(slots.at(-1)!.toISOString()).toBe('2026-11-21T15:45:00.000Z'); // 23:45 local
    expect(slots.length).toBeLessThanOrEqual(MAX_PICKUP_SLOTS);
  });
  it('gives at most a whole day of quarter hours, under the cap', () => {
    expect(pickupSlots(new Date('2026-11-20T16:00:00Z'), [], tz)).toHaveLength(95);
  });
});

describe('isValidPickupTime', () => {
  const hours = everyDay('09:00', '18:00');
  it('accepts a time later today within the opening hours', () => {
    expect(isValidPickupTime(new Date('2026-11-21T03:00:00Z'), tenAm, hours, tz)).toBe(true);
    // A slot offered 15 minutes ahead is still taken a few minutes later.
    expect(isValidPickupTime(new Date('2026-11-21T02:06:00Z'), tenAm, hours, tz)).toBe(true);
  });
  it('refuses the past, too soon, another day and out of hours', () => {
    expect(isValidPickupTime(new Date('2026-11-21T01:00:00Z'), tenAm, hours, tz)).toBe(false);
    expect(isValidPickupTime(new Date('2026-11-21T02:02:00Z'), tenAm, hours, tz)).toBe(false);
    expect(isValidPickupTime(new Date('2026-11-22T03:00:00Z'), tenAm, hours, tz)).toBe(false);
    expect(isValidPickupTime(new Date('2026-11-21T10:30:00Z'), tenAm, hours, tz)).toBe(false);
  });
});
