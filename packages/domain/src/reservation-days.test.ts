import { describe, expect, it } from 'vitest';
import {
  DELIVERY_SLOT_MINUTES,
  isLaterDay,
  modeLeadMinutes,
  placingLeadMinutes,
  type ReservationRules,
  reservationDays,
  reservationSlots,
  zonedMidnight,
} from './reservation-days.ts';
import { checkReservationTime } from './reservation-window.ts';
import type { OpeningHours } from './store-hours.ts';

const everyDay = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));
// 2026-11-23 is a Monday; 10:00 in Shanghai (UTC+8).
const now = new Date('2026-11-23T02:00:00Z');
const rules: ReservationRules = {
  timeZone: 'Asia/Shanghai',
  openingHours: everyDay('09:00', '12:00'),
  advanceDays: 6,
  restWeekdays: [],
  leadMinutes: 30,
};
const local = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
  });

describe('zonedMidnight', () => {
  it("is the instant the store's clock reads 00:00", () => {
    expect(zonedMidnight('2026-11-24', 'Asia/Shanghai').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(zonedMidnight('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zonedMidnight('2026-01-01', 'Europe/Madrid').toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});

describe('reservationDays', () => {
  it('lists today and the following days within the window, Monday = 1', () => {
    const days = reservationDays(rules, now);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: '2026-11-23', weekday: 1 });
    expect(days[6]).toEqual({ date: '2026-11-29', weekday: 7 });
  });

  it('leaves the rest weekdays out', () => {
    const days = reservationDays({ ...rules, restWeekdays: [2, 7] }, now);
    expect(days.map((d) => d.weekday)).toEqual([1, 3, 4, 5, 6]);
  });

  it('caps the window at 365 days and the list at about 100 entries', () => {
    expect(reservationDays({ ...rules, advanceDays: 9999 }, now)).toHaveLength(100);
    expect(reservationDays({ ...rules, advanceDays: 9999 }, now, 1000)).toHaveLength(366);
    expect(reservationDays({ ...rules, advanceDays: 0 }, now)).toEqual([{ date: '2026-11-23', weekday: 1 }]);
  });

  it("counts days on the store's calendar (late evening UTC is already tomorrow in Shanghai)", () => {
    const late = new Date('2026-11-23T17:00:00Z'); // 01:00 Tuesday in Shanghai
    expect(reservationDays(rules, late)[0]).toEqual({ date: '2026-11-24', weekday: 2 });
  });
});

describe('reservationSlots', () => {
  it('starts today no earlier than now plus the lead, on the quarter hour, until closing', () => {
    const slots = reservationSlots({ date: '2026-11-23', now, rules });
    expect(local(slots[0]!)).toBe('10:30');
    expect(local(slots.at(-1)!)).toBe('11:45');
    expect(slots).toHaveLength(6);
  });

  it('offers a later day from its opening', () => {
    const slots = reservationSlots({ date: '2026-11-24', now, rules });
    expect(slots[0]).toBe('2026-11-24T01:00:00.000Z');
    expect(slots).toHaveLength(12);
  });

  it('takes a longer lead of the mode (delivery) and longer slots', () => {
    const slots = reservationSlots({ date: '2026-11-23', now, rules, extraLeadMinutes: 60, slotMinutes: 30 });
    expect(slots.map(local)).toEqual(['11:00', '11:30']);
  });

  it('keeps a lead that reaches into the next day', () => {
    const slots = reservationSlots({ date: '2026-11-24', now, rules: { ...rules, leadMinutes: 24 * 60 } });
    expect(local(slots[0]!)).toBe('10:00');
  });

  it('caps a day at about 100 slots', () => {
    const open = { ...rules, openingHours: [] };
    expect(reservationSlots({ date: '2026-11-24', now, rules: open, slotMinutes: 5 })).toHaveLength(100);
  });
});

describe('delivery days and windows (the zone minutes as lead)', () => {
  // A late-night store: 18:00–02:00 (its hours run past midnight), a 45-minute zone, Sunday (7) a rest day.
  const night: ReservationRules = {
    ...rules,
    openingHours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { weekday, open: '18:00', close: '24:00' },
      { weekday, open: '00:00', close: '02:00' },
    ]),
    restWeekdays: [7],
  };
  const delivery = (date: string, at: Date, r = night) =>
    reservationSlots({ date, now: at, rules: r, extraLeadMinutes: 45, slotMinutes: DELIVERY_SLOT_MINUTES });

  it("takes the longer of the store's lead and the zone's minutes", () => {
    expect(modeLeadMinutes(15, 45)).toBe(45);
    expect(modeLeadMinutes(60, 45)).toBe(60);
    expect(modeLeadMinutes(15)).toBe(15);
  });

  it('carries a lead crossing midnight into the next day, whose first window starts after it', () => {
    const late = new Date('2026-11-23T15:40:00Z'); // Monday 23:40 in Shanghai
    expect(delivery('2026-11-23', late)).toEqual([]);
    const tuesday = delivery('2026-11-24', late);
    // 23:40 + 45 min = 00:25, so the first half-hour window is 00:30–01:00; the last starts at 23:30.
    expect(tuesday.map(local).slice(0, 3)).toEqual(['00:30', '01:00', '01:30']);
    expect(local(tuesday.at(-1)!)).toBe('23:30');
  });

  it('leaves the rest day out of the days and refuses a delivery time on it', () => {
    const days = reservationDays(night, now).map((d) => d.date);
    expect(days).not.toContain('2026-11-29');
    const sunday = new Date('2026-11-29T11:00:00Z'); // 19:00 on Sunday
    const check = checkReservationTime({
      requested: sunday,
      now,
      timeZone: night.timeZone,
      openingHours: night.openingHours,
      advanceDays: night.advanceDays,
      restWeekdays: night.restWeekdays,
      minLeadMinutes: modeLeadMinutes(night.leadMinutes, 45),
    });
    expect(check).toEqual({ ok: false, code: 'APPOINTMENT_TIME_INVALID', detail: 'rest_day' });
  });

  it('offers only windows the server check accepts with the same lead', () => {
    const at = new Date('2026-11-23T10:05:00Z'); // Monday 18:05
    const slots = delivery('2026-11-23', at);
    expect(local(slots[0]!)).toBe('19:00');
    const lead = modeLeadMinutes(night.leadMinutes, 45);
    const verdict = (iso: string) =>
      checkReservationTime({
        requested: new Date(iso),
        now: at,
        timeZone: night.timeZone,
        openingHours: night.openingHours,
        advanceDays: night.advanceDays,
        restWeekdays: night.restWeekdays,
        minLeadMinutes: lead,
      });
    for (const slot of slots) expect(verdict(slot)).toEqual({ ok: true });
    // 18:30 is 25 minutes ahead: before the zone's 45.
    expect(verdict('2026-11-23T10:30:00Z')).toMatchObject({ ok: false, detail: 'too_soon' });
  });
});

describe('placingLeadMinutes and isLaterDay', () => {
  it('forgives a slot the time it ages on screen, never below 5 minutes', () => {
    expect(placingLeadMinutes(15)).toBe(5);
    expect(placingLeadMinutes(60)).toBe(50);
    expect(placingLeadMinutes(0)).toBe(5);
  });

  it("tells a later day on the store's calendar", () => {
    expect(isLaterDay(new Date('2026-11-23T15:59:00Z'), now, 'Asia/Shanghai')).toBe(false);
    expect(isLaterDay(new Date('2026-11-23T16:00:00Z'), now, 'Asia/Shanghai')).toBe(true);
  });
});
