import { describe, expect, it } from 'vitest';
import { type DeliverySlot, deliverySlots } from './delivery-slots.ts';
import type { OpeningHours } from './store-hours.ts';

const SH = 'Asia/Shanghai';
const week = (weekdays: number[], open: string, close: string): OpeningHours[] =>
  weekdays.map((weekday) => ({ weekday, open, close }));
const everyDay = (open: string, close: string) => week([1, 2, 3, 4, 5, 6, 7], open, close);
const labels = (slots: DeliverySlot[]) => slots.map((s) => `${s.date} ${s.startLabel}-${s.endLabel}`);
// 2026-11-23 is a Monday; Shanghai is UTC+8 all year.
const base = { timeZone: SH, leadMinutes: 30, slotMinutes: 30, days: 1 };

describe('deliverySlots', () => {
  it('offers as soon as possible first when open, then clock-aligned slots from now + lead to closing', () => {
    const now = new Date('2026-11-23T02:07:00Z'); // 10:07 Monday
    const slots = deliverySlots({ ...base, now, openingHours: everyDay('09:00', '22:00') });
    expect(slots[0]).toEqual({
      asap: true,
      start: '2026-11-23T02:07:00.000Z',
      end: '2026-11-23T02:37:00.000Z',
      date: '2026-11-23',
      weekday: 1,
      startLabel: '10:07',
      endLabel: '10:37',
    });
    expect(slots[1]).toMatchObject({
      asap: false,
      start: '2026-11-23T03:00:00.000Z',
      end: '2026-11-23T03:30:00.000Z',
    });
    expect(labels(slots).slice(1, 3)).toEqual(['2026-11-23 11:00-11:30', '2026-11-23 11:30-12:00']);
    expect(labels(slots).at(-1)).toBe('2026-11-23 21:30-22:00');
    expect(slots).toHaveLength(1 + 22);
  });

  it('keeps a slot starting exactly at now + lead', () => {
    const now = new Date('2026-11-23T02:30:00Z'); // 10:30, first slot 11:00
    const slots = deliverySlots({ ...base, now, openingHours: everyDay('09:00', '22:00') });
    expect(slots[1]?.startLabel).toBe('11:00');
  });

  it('has no as soon as possible while closed, and starts at opening', () => {
    const now = new Date('2026-11-22T23:00:00Z'); // 07:00 Monday
    const slots = deliverySlots({ ...base, now, openingHours: everyDay('09:00', '22:00') });
    expect(slots[0]).toMatchObject({ asap: false, startLabel: '09:00', date: '2026-11-23' });
  });

  it('leaves out a slot that is only partly open (a midday break)', () => {
    const hours = [...week([1], '09:00', '12:00'), ...week([1], '13:00', '18:00')];
    const now = new Date('2026-11-22T23:00:00Z'); // 07:00 Monday
    const slots = deliverySlots({ ...base, now, slotMinutes: 90, openingHours: hours });
    expect(labels(slots).map((l) => l.slice(11))).toEqual([
      '09:00-10:30',
      '10:30-12:00',
      '13:30-15:00',
      '15:00-16:30',
      '16:30-18:00',
    ]);
  });

  it('leaves out a slot that starts open but closes or breaks before its end', () => {
    const hours = [...week([1], '09:00', '12:15'), ...week([1], '12:45', '21:45')];
    const now = new Date('2026-11-23T03:00:00Z'); // 11:00 Monday
    const slots = deliverySlots({ ...base, now, slotMinutes: 60, openingHours: hours });
    expect(labels(slots.slice(1)).map((l) => l.slice(11))).toEqual([
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
      '18:00-19:00',
      '19:00-20:00',
      '20:00-21:00',
    ]);
  });

  it('runs past midnight when closing is after midnight, the slot dated by its start', () => {
    const hours = week([5], '18:00', '02:00'); // Friday evening into Saturday
    const now = new Date('2026-11-27T15:10:00Z'); // 23:10 Friday
    const twoDays = deliverySlots({ ...base, now, leadMinutes: 20, days: 2, openingHours: hours });
    expect(twoDays[0]?.asap).toBe(true);
    expect(labels(twoDays.slice(1))).toEqual([
      '2026-11-27 23:30-00:00',
      '2026-11-28 00:00-00:30',
      '2026-11-28 00:30-01:00',
      '2026-11-28 01:00-01:30',
      '2026-11-28 01:30-02:00',
    ]);
    expect(twoDays[2]?.weekday).toBe(6);
    const today = deliverySlots({ ...base, now, leadMinutes: 20, openingHours: hours });
    expect(labels(today.slice(1))).toEqual(['2026-11-27 23:30-00:00']);
  });

  it('skips closed weekdays and counts days by the calendar', () => {
    const hours = week([1, 2, 3, 4, 5], '09:00', '10:00');
    const now = new Date('2026-11-27T04:00:00Z'); // 12:00 Friday, closed for the day
    expect(deliverySlots({ ...base, now, days: 3, openingHours: hours })).toEqual([]);
    const slots = deliverySlots({ ...base, now, days: 4, openingHours: hours });
    expect(labels(slots)).toEqual(['2026-11-30 09:00-09:30', '2026-11-30 09:30-10:00']);
  });

  it('stops at the cap, as soon as possible included', () => {
    const now = new Date('2026-11-23T02:07:00Z');
    const all = deliverySlots({ ...base, now, slotMinutes: 15, days: 7, openingHours: [] });
    expect(all).toHaveLength(100);
    expect(all[0]?.asap).toBe(true);
    expect(deliverySlots({ ...base, now, days: 7, openingHours: [], cap: 5 })).toHaveLength(5);
    expect(deliverySlots({ ...base, now, days: 7, openingHours: [], cap: 0 })).toEqual([]);
  });

  it('offers only as soon as possible for zero days', () => {
    const now = new Date('2026-11-23T02:07:00Z');
    const slots = deliverySlots({ ...base, now, days: 0, openingHours: [] });
    expect(slots.map((s) => s.asap)).toEqual([true]);
  });

  it('aligns to the store clock of its time zone, not UTC', () => {
    const now = new Date('2026-11-23T02:07:00Z'); // 07:52 in Kathmandu (UTC+5:45)
    const slots = deliverySlots({
      ...base,
      now,
      timeZone: 'Asia/Kathmandu',
      slotMinutes: 60,
      openingHours: [],
    });
    expect(slots[1]).toMatchObject({
      startLabel: '09:00',
      endLabel: '10:00',
      start: '2026-11-23T03:15:00.000Z',
    });
    const utc = deliverySlots({ ...base, now, timeZone: 'UTC', slotMinutes: 60, openingHours: [] });
    expect(utc[1]).toMatchObject({ startLabel: '03:00', start: '2026-11-23T03:00:00.000Z' });
  });

  it('refuses a slot length that is not a positive whole number', () => {
    const now = new Date('2026-11-23T02:07:00Z');
    expect(() => deliverySlots({ ...base, now, slotMinutes: 0, openingHours: [] })).toThrow(RangeError);
    expect(() => deliverySlots({ ...base, now, slotMinutes: 7.5, openingHours: [] })).toThrow(RangeError);
  });
});
