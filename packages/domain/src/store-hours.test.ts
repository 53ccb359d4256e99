import { describe, expect, it } from 'vitest';
import {
  isWithinOpeningHours,
  localTime,
  type OpeningHours,
  parseClock,
  storeRefusal,
  storeState,
} from './store-hours.ts';

const everyDay = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));

describe('localTime', () => {
  it('reads the wall clock of the time zone', () => {
    // 2026-11-21 is a Saturday; 23:30 UTC is 07:30 on Sunday in Shanghai.
    expect(localTime(new Date('2026-11-21T23:30:00Z'), 'Asia/Shanghai')).toEqual({
      weekday: 7,
      minutes: 450,
    });
    expect(localTime(new Date('2026-11-21T23:30:00Z'), 'UTC')).toEqual({ weekday: 6, minutes: 1410 });
    expect(localTime(new Date('2026-11-23T00:00:00Z'), 'America/New_York')).toEqual({
      weekday: 7,
      minutes: 19 * 60,
    });
  });
});

describe('parseClock', () => {
  it('accepts HH:MM up to 24:00 only', () => {
    expect(parseClock('07:00')).toBe(420);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('7:00')).toBeNull();
    expect(parseClock('12:60')).toBeNull();
  });
});

describe('isWithinOpeningHours', () => {
  const daily = everyDay('07:00', '22:00');
  it('includes the opening minute and excludes the closing minute', () => {
    expect(isWithinOpeningHours(daily, { weekday: 3, minutes: 420 })).toBe(true);
    expect(isWithinOpeningHours(daily, { weekday: 3, minutes: 419 })).toBe(false);
    expect(isWithinOpeningHours(daily, { weekday: 3, minutes: 1319 })).toBe(true);
    expect(isWithinOpeningHours(daily, { weekday: 3, minutes: 1320 })).toBe(false);
  });
  it('honours days without hours', () => {
    const weekdaysOnly = daily.filter((h) => h.weekday <= 5);
    expect(isWithinOpeningHours(weekdaysOnly, { weekday: 6, minutes: 600 })).toBe(false);
    expect(isWithinOpeningHours(weekdaysOnly, { weekday: 5, minutes: 600 })).toBe(true);
  });
  it('runs a span closing before it opens past midnight, Sunday into Monday', () => {
    const late = [{ weekday: 7, open: '18:00', close: '02:00' }];
    expect(isWithinOpeningHours(late, { weekday: 7, minutes: 23 * 60 })).toBe(true);
    expect(isWithinOpeningHours(late, { weekday: 1, minutes: 60 })).toBe(true);
    expect(isWithinOpeningHours(late, { weekday: 1, minutes: 120 })).toBe(false);
    expect(isWithinOpeningHours(late, { weekday: 7, minutes: 60 })).toBe(false);
  });
  it('treats equal times as all day and no hours as always open', () => {
    expect(
      isWithinOpeningHours([{ weekday: 2, open: '00:00', close: '00:00' }], { weekday: 2, minutes: 5 }),
    ).toBe(true);
    expect(isWithinOpeningHours([], { weekday: 2, minutes: 5 })).toBe(true);
  });
  it('ignores malformed spans', () => {
    expect(
      isWithinOpeningHours([{ weekday: 1, open: 'x', close: '22:00' }], { weekday: 1, minutes: 600 }),
    ).toBe(false);
  });
});

describe('storeState and storeRefusal', () => {
  const hours = everyDay('07:00', '22:00');
  const morning = new Date('2026-11-21T02:00:00Z'); // 10:00 in Shanghai
  const night = new Date('2026-11-21T15:00:00Z'); // 23:00 in Shanghai

  it('reports an open store outside its hours as out of business time', () => {
    expect(storeState('open', hours, morning, 'Asia/Shanghai')).toEqual({
      storeStatus: 'open',
      isBizClosed: false,
      isOutBizTime: false,
    });
    const late = storeState('open', hours, night, 'Asia/Shanghai');
    expect(late.isOutBizTime).toBe(true);
    expect(storeRefusal(late, { reservation: false })).toBe('STORE_CLOSED');
    expect(storeRefusal(late, { reservation: true })).toBeNull();
  });
  it('closes closed and temporarily closed stores whatever the hours', () => {
    const temp = storeState('temp_closed', hours, morning, 'Asia/Shanghai');
    expect(temp).toEqual({ storeStatus: 'temp_closed', isBizClosed: true, isOutBizTime: false });
    expect(storeRefusal(temp, { reservation: true })).toBe('STORE_TEMP_CLOSED');
    const closed = storeState('closed', hours, morning, 'Asia/Shanghai');
    expect(storeRefusal(closed, { reservation: false })).toBe('STORE_CLOSED');
  });
  it('lets a reservation-only store take reservations only', () => {
    const state = storeState('reservation_only', hours, morning, 'Asia/Shanghai');
    expect(state.isBizClosed).toBe(false);
    expect(storeRefusal(state, { reservation: false })).toBe('STORE_RESERVATION_ONLY');
    expect(storeRefusal(state, { reservation: true })).toBeNull();
    expect(
      storeRefusal(storeState('open', hours, morning, 'Asia/Shanghai'), { reservation: false }),
    ).toBeNull();
  });
});
