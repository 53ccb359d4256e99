import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  privilegeAnchor,
  privilegeDaysLeft,
  privilegeMonthStart,
  privilegeUntil,
} from './privilege-period.ts';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

describe('privilege card months on the store calendar', () => {
  it('adds months clamped to the month end, across years and leap years', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addCalendarMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addCalendarMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addCalendarMonths('2026-12-31', 12)).toBe('2027-12-31');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('ends a month from 31 January with the last day of February, at the store midnight', () => {
    // 31 January 2026 22:30 in Shanghai (14:30 UTC): the anchor is the local day, not the UTC one.
    const at = new Date('2026-01-31T14:30:00Z');
    expect(privilegeAnchor(at, SHANGHAI)).toBe('2026-01-31');
    expect(privilegeUntil('2026-01-31', 1, SHANGHAI).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(privilegeUntil('2028-01-31', 1, SHANGHAI).toISOString()).toBe('2028-02-29T16:00:00.000Z');
    // 03:00 UTC on 31 January is still the evening of 30 January in New York.
    expect(privilegeAnchor(new Date('2026-01-31T03:00:00Z'), NEW_YORK)).toBe('2026-01-30');
  });

  it('renews from the end without losing the month ends: counted from the anchor', () => {
    // Bought for a month on 31 January, renewed for another: through 31 March, not 28 March.
    expect(privilegeUntil('2026-01-31', 2, SHANGHAI).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    // A year bought, then a quarter: 15 months.
    expect(privilegeUntil('2026-01-15', 15, SHANGHAI).toISOString()).toBe('2027-04-15T16:00:00.000Z');
  });

  it('counts across a DST change at the store midnight (New York, March)', () => {
    // Bought 15 February: a month ends with 15 March, after the clocks moved on 8 March (UTC−4 by then).
    expect(privilegeUntil('2026-02-15', 1, NEW_YORK).toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(privilegeUntil('2026-01-15', 1, NEW_YORK).toISOString()).toBe('2026-02-16T05:00:00.000Z');
  });

  it('starts each month as the one before ends, the first at the purchase', () => {
    const from = new Date('2026-01-31T02:00:00Z');
    expect(privilegeMonthStart(from, '2026-01-31', 0, SHANGHAI)).toBe(from);
    expect(privilegeMonthStart(from, '2026-01-31', 1, SHANGHAI).toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
    expect(privilegeMonthStart(from, '2026-01-31', 2, SHANGHAI).toISOString()).toBe(
      '2026-03-31T16:00:00.000Z',
    );
  });

  it('says the days left on the store calendar, today counted', () => {
    const until = privilegeUntil('2026-01-31', 1, SHANGHAI);
    expect(privilegeDaysLeft(until, new Date('2026-01-31T02:00:00Z'), SHANGHAI)).toBe(29);
    // 23:59 on 28 February in Shanghai: the last day.
    expect(privilegeDaysLeft(until, new Date('2026-02-28T15:59:00Z'), SHANGHAI)).toBe(1);
    expect(privilegeDaysLeft(until, until, SHANGHAI)).toBe(0);
  });
});
