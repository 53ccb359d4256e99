import { describe, expect, it } from 'vitest';
import {
  isLaterDay,
  placingLeadMinutes,
  type ReservationRules,
  reservationDays,
  reservationSlots,
  zonedMidnight,
} from './reservation-days.ts';
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
