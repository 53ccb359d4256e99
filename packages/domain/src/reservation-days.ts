import { deliverySlots } from './delivery-slots.ts';
import { MAX_APPOINTMENT_ADVANCE_DAYS } from './reservation-window.ts';
import { localDate, MAX_PICKUP_SLOTS, PICKUP_MIN_LEAD_MINUTES, PICKUP_STEP_MINUTES } from './settlement.ts';
import { localTime, type OpeningHours } from './store-hours.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The store's reservation rules as the store info gives them (SPEC §3 appointmentAdvanceDays / RestWeeks). */
export interface ReservationRules {
  timeZone: string;
  openingHours: readonly OpeningHours[];
  /** Calendar days ahead of today that may be booked (0 = today only), capped at 365. */
  advanceDays: number;
  /** Weekdays without appointments, 1 = Monday … 7 = Sunday (SPEC §9: labels run Monday to Sunday). */
  restWeekdays: readonly number[];
  /** The store's minimum lead time: no slot starts earlier than now plus this. */
  leadMinutes: number;
}

/** A delivery window's length: the zone's delivery minutes are the lead before the first one (SPEC §5). */
export const DELIVERY_SLOT_MINUTES = 30;

/**
 * The lead a mode asks of a chosen time: the store's minimum, or the mode's own (delivery: the zone's delivery
 * minutes) when longer. The picker's slots and placefast's check both take it, so they agree.
 */
export function modeLeadMinutes(storeLeadMinutes: number, extraLeadMinutes = 0): number {
  return Math.max(storeLeadMinutes, extraLeadMinutes);
}

/** One day the picker offers: its date on the store's calendar and weekday (1 = Monday). */
export interface ReservationDay {
  date: string;
  weekday: number;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the store's clock reads 00:00 on a date (the first minute of the day when DST skips midnight). */
export function zonedMidnight(date: string, timeZone: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  let guess = utc;
  // Two rounds settle the offset at the answer, also across a DST change near midnight.
  for (let round = 0; round < 2; round++) {
    const at = new Date(guess);
    const wall =
      Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) + localTime(at, timeZone).minutes * MINUTE_MS;
    guess = utc - (wall - Math.floor(guess / MINUTE_MS) * MINUTE_MS);
  }
  return new Date(guess);
}

/**
 * The days a reservation may be made for (SPEC §5, §9): today and the following days within the advance window
 * on the store's calendar, rest weekdays left out, at most `cap` days (SPEC §9: about 100 entries per list).
 */
export function reservationDays(
  rules: ReservationRules,
  now: Date,
  cap = MAX_PICKUP_SLOTS,
): ReservationDay[] {
  const advance = Math.min(Math.max(Math.floor(rules.advanceDays), 0), MAX_APPOINTMENT_ADVANCE_DAYS);
  const today = localDate(now, rules.timeZone);
  const todayWeekday = localTime(now, rules.timeZone).weekday;
  const days: ReservationDay[] = [];
  for (let k = 0; k <= advance && days.length < cap; k++) {
    const weekday = ((todayWeekday - 1 + k) % 7) + 1;
    if (!rules.restWeekdays.includes(weekday)) days.push({ date: addDays(today, k), weekday });
  }
  return days;
}

export interface DaySlotOptions {
  /** YYYY-MM-DD on the store's calendar. */
  date: string;
  now: Date;
  rules: ReservationRules;
  /** Slot length; pickup steps by the quarter hour, a delivery window may be longer. */
  slotMinutes?: number;
  /** A mode's own lead (delivery: preparation and travel) when longer than the store's minimum. */
  extraLeadMinutes?: number;
  cap?: number;
}

/**
 * The slots of one reservation day on the store's clock, each wholly within the opening hours, none starting
 * before now plus the lead (the store's minimum, or a mode's own when longer). Built on deliverySlots, so pickup
 * and delivery reservations share one slot generator: a later day is asked as "now is that day's midnight".
 */
export function reservationSlots(opts: DaySlotOptions): string[] {
  const { date, now, rules } = opts;
  const lead = modeLeadMinutes(rules.leadMinutes, opts.extraLeadMinutes);
  const earliest = now.getTime() + lead * MINUTE_MS;
  const midnight = zonedMidnight(date, rules.timeZone).getTime();
  const from = Math.max(midnight, now.getTime());
  const slots = deliverySlots({
    now: new Date(from),
    timeZone: rules.timeZone,
    openingHours: rules.openingHours,
    leadMinutes: Math.max(0, Math.ceil((earliest - from) / MINUTE_MS)),
    slotMinutes: opts.slotMinutes ?? PICKUP_STEP_MINUTES,
    days: 1,
    cap: (opts.cap ?? MAX_PICKUP_SLOTS) + 1,
  });
  return slots
    .filter((slot) => !slot.asap && slot.date === date)
    .slice(0, opts.cap ?? MAX_PICKUP_SLOTS)
    .map((slot) => slot.start);
}

/**
 * The lead placefast asks of a chosen time: the store's minimum less the time a slot may age between being shown
 * and being placed (pickup slots are a quarter hour apart and stay good until 5 minutes before), never below 5.
 */
export function placingLeadMinutes(storeLeadMinutes: number): number {
  return Math.max(
    PICKUP_MIN_LEAD_MINUTES,
    storeLeadMinutes - (PICKUP_STEP_MINUTES - PICKUP_MIN_LEAD_MINUTES),
  );
}

/** Whether a reservation time falls on a later day than today on the store's calendar (it is 'booked' until then). */
export function isLaterDay(at: Date, now: Date, timeZone: string): boolean {
  return localDate(at, timeZone) > localDate(now, timeZone);
}
