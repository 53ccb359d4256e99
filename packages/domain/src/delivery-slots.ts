import { localDate, MAX_PICKUP_SLOTS } from './settlement.ts';
import { isWithinOpeningHours, type LocalTime, localTime, type OpeningHours } from './store-hours.ts';

/** One choice in the delivery time picker. */
export interface DeliverySlot {
  /** "As soon as possible": from now, taking the lead time. */
  asap: boolean;
  /** ISO instants. */
  start: string;
  end: string;
  /** The store's calendar date and weekday (1 = Monday) of the start, and "HH:MM" labels of its wall clock. */
  date: string;
  weekday: number;
  startLabel: string;
  endLabel: string;
}

export interface DeliverySlotOptions {
  now: Date;
  /** IANA time zone of the store. */
  timeZone: string;
  openingHours: readonly OpeningHours[];
  /** Preparation and travel time: the first timed slot starts no earlier than now + lead. */
  leadMinutes: number;
  slotMinutes: number;
  /** Calendar days of the store offered, today included (1 = today only). */
  days: number;
  /** SPEC §9: time range generators stop at about 100 entries. */
  cap?: number;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

function hhmm(minutes: number): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${h}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The calendar date `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MINUTES * MINUTE_MS)
    .toISOString()
    .slice(0, 10);
}

/** The time zone's offset from UTC at an instant, in ms (the wall clock read as if it were UTC, minus the instant). */
function offsetMs(at: Date, timeZone: string): number {
  const wall =
    Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) + localTime(at, timeZone).minutes * MINUTE_MS;
  return wall - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
}

function shift(at: LocalTime, minutes: number): LocalTime {
  const total = at.minutes + minutes;
  const days = Math.floor(total / DAY_MINUTES);
  return { weekday: ((at.weekday - 1 + days) % 7) + 1, minutes: total - days * DAY_MINUTES };
}

/** Open for the whole slot: every minute of it is checked, so a midday break inside a long slot is caught. */
function openThroughout(hours: readonly OpeningHours[], start: LocalTime, slotMinutes: number): boolean {
  for (let k = 0; k < slotMinutes; k++) if (!isWithinOpeningHours(hours, shift(start, k))) return false;
  return true;
}

function slot(start: Date, end: Date, timeZone: string, asap: boolean): DeliverySlot {
  const from = localTime(start, timeZone);
  return {
    asap,
    start: start.toISOString(),
    end: end.toISOString(),
    date: localDate(start, timeZone),
    weekday: from.weekday,
    startLabel: hhmm(from.minutes),
    endLabel: hhmm(localTime(end, timeZone).minutes),
  };
}

/** The first slot start: now + lead rounded up to a multiple of the slot length on the store's wall clock. */
function firstStart(earliest: Date, timeZone: string, slotMinutes: number): number {
  const step = slotMinutes * MINUTE_MS;
  const offset = offsetMs(earliest, timeZone);
  return Math.ceil((earliest.getTime() + offset) / step) * step - offset;
}

/**
 * The delivery times a shopper may choose: "as soon as possible" first when the store is open now, then slots
 * of `slotMinutes` aligned to the store's clock from now + lead, each wholly within the opening hours, over
 * `days` calendar days (a slot belongs to the day it starts), never more than `cap` entries in all. A store
 * without hours is open around the clock. Slots step in real time, so across a DST change the labels move.
 */
export function deliverySlots(opts: DeliverySlotOptions): DeliverySlot[] {
  const { now, timeZone, openingHours, leadMinutes, slotMinutes, days } = opts;
  const cap = opts.cap ?? MAX_PICKUP_SLOTS;
  if (!(Number.isInteger(slotMinutes) && slotMinutes > 0))
    throw new RangeError('slotMinutes must be a positive whole number');
  const slots: DeliverySlot[] = [];
  if (cap <= 0) return slots;
  if (isWithinOpeningHours(openingHours, localTime(now, timeZone))) {
    slots.push(slot(now, new Date(now.getTime() + leadMinutes * MINUTE_MS), timeZone, true));
  }
  if (days < 1) return slots;
  const lastDate = addDays(localDate(now, timeZone), days - 1);
  const step = slotMinutes * MINUTE_MS;
  for (
    let at = firstStart(new Date(now.getTime() + leadMinutes * MINUTE_MS), timeZone, slotMinutes);
    slots.length < cap;
    at += step
  ) {
    const start = new Date(at);
    if (localDate(start, timeZone) > lastDate) break;
    if (openThroughout(openingHours, localTime(start, timeZone), slotMinutes)) {
      slots.push(slot(start, new Date(at + step), timeZone, false));
    }
  }
  return slots;
}
