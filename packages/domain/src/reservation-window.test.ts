import { describe, expect, it } from 'vitest';
import { checkReservationTime, type ReservationRequest } from './reservation-window.ts';
import type { OpeningHours } from './store-hours.ts';

const everyDay = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));
// 2026-11-23 is a Monday; 10:00 in Shanghai (UTC+8).
const now = new Date('2026-11-23T02:00:00Z');
const base: Omit<ReservationRequest, 'requested'> = {
  now,
  timeZone: 'Asia/Shanghai',
  openingHours: everyDay('09:00', '22:00'),
  advanceDays: 7,
  restWeekdays: [],
  minLeadMinutes: 30,
};
const check = (iso: string, over: Partial<ReservationRequest> = {}) =>
  checkReservationTime({ ...base, requested: new Date(iso), ...over });
const refused = (detail: string) => ({ ok: false, code: 'APPOINTMENT_TIME_INVALID', detail });

describe('checkReservationTime', () => {
  it('accepts a time within the window and the opening hours', () => {
    expect(check('2026-11-23T04:00:00Z')).toEqual({ ok: true });
  });

  it('refuses the past and a time closer than the lead, accepting exactly the lead', () => {
    expect(check('2026-11-23T01:59:00Z')).toEqual(refused('past'));
    expect(check('2026-11-23T02:29:59Z')).toEqual(refused('too_soon'));
    expect(check('2026-11-23T02:30:00Z')).toEqual({ ok: true });
    expect(check('2026-11-23T02:00:00Z', { minLeadMinutes: 0 })).toEqual({ ok: true });
  });

  it('counts advance days on the store calendar, to its last day inclusive', () => {
    // Monday + 7 = next Monday; 21:59 local on it is fine, 09:00 local the Tuesday after is too far.
    expect(check('2026-11-30T13:59:00Z')).toEqual({ ok: true });
    expect(check('2026-12-01T01:00:00Z')).toEqual(refused('too_far'));
    // 23:30 UTC on the 30th is already 1 December in Shanghai.
    expect(check('2026-11-30T23:30:00Z', { openingHours: [] })).toEqual(refused('too_far'));
    expect(check('2026-11-23T12:00:00Z', { advanceDays: 0 })).toEqual({ ok: true });
    expect(check('2026-11-24T02:00:00Z', { advanceDays: 0 })).toEqual(refused('too_far'));
  });

  it('never allows more than 365 days ahead, and treats a negative setting as today only', () => {
    expect(check('2027-11-23T02:00:00Z', { advanceDays: 365 })).toEqual({ ok: true });
    expect(check('2027-11-24T02:00:00Z', { advanceDays: 400 })).toEqual(refused('too_far'));
    expect(check('2026-11-24T02:00:00Z', { advanceDays: -3 })).toEqual(refused('too_far'));
  });

  it('refuses a rest weekday of the store, by its local calendar', () => {
    // 2026-11-28 is a Saturday; 17:00 UTC on the 28th is 01:00 Sunday in Shanghai.
    const opts = { restWeekdays: [6], openingHours: [] };
    expect(check('2026-11-28T04:00:00Z', opts)).toEqual(refused('rest_day'));
    expect(check('2026-11-28T17:00:00Z', opts)).toEqual({ ok: true });
    expect(check('2026-11-27T15:59:00Z', opts)).toEqual({ ok: true });
  });

  it('refuses a time outside the opening hours, closing excluded', () => {
    expect(check('2026-11-23T14:00:00Z')).toEqual(refused('outside_hours'));
    expect(check('2026-11-23T13:59:00Z')).toEqual({ ok: true });
    expect(check('2026-11-24T00:59:00Z')).toEqual(refused('outside_hours'));
    expect(check('2026-11-24T01:00:00Z')).toEqual({ ok: true });
  });

  it('follows opening hours that run past midnight', () => {
    const opts = { openingHours: [{ weekday: 1, open: '18:00', close: '02:00' }] };
    expect(check('2026-11-23T17:30:00Z', opts)).toEqual({ ok: true }); // 01:30 Tuesday
    expect(check('2026-11-23T18:00:00Z', opts)).toEqual(refused('outside_hours')); // 02:00 Tuesday
  });

  it('reports the first reason when several apply', () => {
    expect(check('2026-11-23T01:00:00Z', { restWeekdays: [1] })).toEqual(refused('past'));
    expect(check('2026-11-28T14:30:00Z', { restWeekdays: [6] })).toEqual(refused('rest_day'));
  });
});
