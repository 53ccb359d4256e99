import { fromMinor, type Minor } from './money.ts';
import { isWithinOpeningHours, localTime, type OpeningHours } from './store-hours.ts';

export type MinimumCheck =
  | { ok: true }
  | { ok: false; code: 'ORDER_BELOW_MINIMUM'; params: { Amount: number } };

/** What an order of `amount` still lacks to reach the store's minimum start price (minor units; 0 when met). */
export function minimumShortfall(amount: Minor, minStartPrice: Minor): Minor {
  return minStartPrice > 0 && amount < minStartPrice ? minStartPrice - amount : 0;
}

/** SPEC §5: the store's minimum start price must be met; the refusal names the minimum in decimals. */
export function checkMinimumStart(amount: Minor, minStartPrice: Minor): MinimumCheck {
  if (minimumShortfall(amount, minStartPrice) === 0) return { ok: true };
  return { ok: false, code: 'ORDER_BELOW_MINIMUM', params: { Amount: fromMinor(minStartPrice) } };
}

/** Pickup slots are this far apart, and the first one at least this far from now. */
export const PICKUP_STEP_MINUTES = 15;
/** A pickup time the shopper chose from the slots stays acceptable this long before it (the slot aged meanwhile). */
export const PICKUP_MIN_LEAD_MINUTES = 5;
/** At most this many slots (SPEC §9: time range generators cap at about 100 entries). */
export const MAX_PICKUP_SLOTS = 100;

const MINUTE_MS = 60_000;
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  return f.format(at);
}

/**
 * Today's pickup times: every quarter hour of the store's wall clock from now + 15 minutes until the end of the
 * local day, kept when the store is open then (so they end at closing, and skip a midday break).
 */
export function pickupSlots(now: Date, hours: readonly OpeningHours[], timeZone: string): Date[] {
  const step = PICKUP_STEP_MINUTES * MINUTE_MS;
  // Quarter hours of UTC are quarter hours of every time zone's clock in use (offsets are multiples of 15 min).
  let at = Math.ceil((now.getTime() + step) / step) * step;
  const today = localDate(now, timeZone);
  const slots: Date[] = [];
  while (slots.length < MAX_PICKUP_SLOTS) {
    const slot = new Date(at);
    if (localDate(slot, timeZone) !== today) break;
    if (isWithinOpeningHours(hours, localTime(slot, timeZone))) slots.push(slot);
    at += step;
  }
  return slots;
}

/**
 * SPEC §5: a pickup time must not be in the past nor too soon, must be today in the store's time zone, and the
 * store must be open then.
 */
export function isValidPickupTime(
  at: Date,
  now: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
): boolean {
  if (at.getTime() < now.getTime() + PICKUP_MIN_LEAD_MINUTES * MINUTE_MS) return false;
  if (localDate(at, timeZone) !== localDate(now, timeZone)) return false;
  return isWithinOpeningHours(hours, localTime(at, timeZone));
}
