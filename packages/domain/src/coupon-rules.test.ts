import { describe, expect, it } from 'vitest';
import { couponPeriods, isSelected, localClock, modeScope, windowRefusal } from './coupon-rules.ts';

describe('modeScope', () => {
  it('counts delivery and self-pickup as online, the queue and the table as offline', () => {
    expect([modeScope('package'), modeScope('takeout'), modeScope('queue'), modeScope('table')]).toEqual([
      'online',
      'online',
      'offline',
      'offline',
    ]);
  });
});

describe('isSelected', () => {
  const listed = { productIds: [7], categoryIds: [3] };
  it('matches every product for all', () => {
    expect(isSelected({ rule: 'all' }, 1, null)).toBe(true);
  });
  it('matches a listed product or a product of a listed category when including', () => {
    expect(isSelected({ rule: 'include', ...listed }, 7, null)).toBe(true);
    expect(isSelected({ rule: 'include', ...listed }, 8, 3)).toBe(true);
    expect(isSelected({ rule: 'include', ...listed }, 8, 4)).toBe(false);
    expect(isSelected({ rule: 'include', ...listed }, 8, null)).toBe(false);
  });
  it('matches everything else when excluding', () => {
    expect(isSelected({ rule: 'exclude', ...listed }, 7, 1)).toBe(false);
    expect(isSelected({ rule: 'exclude', ...listed }, 8, 3)).toBe(false);
    expect(isSelected({ rule: 'exclude', ...listed }, 8, 4)).toBe(true);
  });
});

describe('couponPeriods', () => {
  it('keys the day, ISO week and month of the store calendar', () => {
    // 2026-11-25 16:30 UTC is the 26th in Shanghai (UTC+8), in ISO week 48.
    expect(couponPeriods(new Date('2026-11-25T16:30:00Z'), 'Asia/Shanghai')).toEqual({
      day: 'd:2026-11-26',
      week: 'w:2026-W48',
      month: 'm:2026-11',
    });
    expect(couponPeriods(new Date('2026-11-25T16:30:00Z'), 'UTC').day).toBe('d:2026-11-25');
  });
  it('gives New Year days the week of their Thursday', () => {
    // 2027-01-01 is a Friday: ISO week 53 of 2026. 2024-12-30 is a Monday: week 1 of 2025.
    expect(couponPeriods(new Date('2027-01-01T12:00:00Z'), 'UTC').week).toBe('w:2026-W53');
    expect(couponPeriods(new Date('2024-12-30T12:00:00Z'), 'UTC').week).toBe('w:2025-W01');
    expect(couponPeriods(new Date('2026-01-05T12:00:00Z'), 'UTC').week).toBe('w:2026-W02');
  });
});

describe('localClock', () => {
  it("reads the store's date, weekday and minute, the same through a minute and anew in the next", () => {
    const at = new Date('2026-11-29T15:59:10Z'); // Sunday 23:59 in Shanghai
    expect(localClock(at, 'Asia/Shanghai')).toEqual({
      date: '2026-11-29',
      weekday: 7,
      minutes: 23 * 60 + 59,
    });
    expect(localClock(new Date('2026-11-29T15:59:50Z'), 'Asia/Shanghai').minutes).toBe(23 * 60 + 59);
    expect(localClock(new Date('2026-11-29T16:00:00Z'), 'Asia/Shanghai')).toEqual({
      date: '2026-11-30',
      weekday: 1,
      minutes: 0,
    });
    expect(localClock(at, 'UTC')).toEqual({ date: '2026-11-29', weekday: 7, minutes: 15 * 60 + 59 });
  });
});

describe('windowRefusal', () => {
  const at = { date: '2026-11-25', weekday: 3, minutes: 23 * 60 + 30 };
  it('takes a slot ending before it starts as running past midnight, and equal ends as the whole day', () => {
    expect(windowRefusal({ weekdays: [], timeSlots: [{ from: '22:00', to: '02:00' }] }, at)).toBe(null);
    expect(windowRefusal({ weekdays: [], timeSlots: [{ from: '08:00', to: '08:00' }] }, at)).toBe(null);
    expect(windowRefusal({ weekdays: [], timeSlots: [{ from: '08:00', to: '23:30' }] }, at)).toBe(
      'WRONG_TIME',
    );
    expect(windowRefusal({ weekdays: [], timeSlots: [{ from: 'bad', to: '23:30' }] }, at)).toBe('WRONG_TIME');
  });
  it('names a banned date before a wrong weekday', () => {
    expect(windowRefusal({ weekdays: [1], timeSlots: [], bannedDates: ['2026-11-25'] }, at)).toBe(
      'BANNED_DATE',
    );
  });
});
