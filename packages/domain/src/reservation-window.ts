import { localDate } from './settlement.ts';
import { isWithinOpeningHours, localTime, type OpeningHours } from './store-hours.ts';

/** SPEC §9: appointments may be booked at most this many days ahead (also the default). */
export const MAX_APPOINTMENT_ADVANCE_DAYS = 365;

export type ReservationDetail = 'past' | 'too_soon' | 'too_far' | 'rest_day' | 'outside_hours';

export type ReservationCheck =
  | { ok: true }
  | { ok: false; code: 'APPOINTMENT_TIME_INVALID'; detail: ReservationDetail };

export interface ReservationRequest {
  requested: Date;
  now: Date;
  /** IANA time zone of the store. */
  timeZone: string;
  openingHours: readonly OpeningHours[];
  /** appointmentAdvanceDays: calendar days ahead of today that may be booked (0 = today only), capped at 365. */
  advanceDays: number;
  /** appointmentRestWeeks: weekdays without appointments, 1 = Monday … 7 = Sunday as in the opening hours. */
  restWeekdays: readonly number[];
  minLeadMinutes: number;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from one YYYY-MM-DD date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function refuse(detail: ReservationDetail): ReservationCheck {
  return { ok: false, code: 'APPOINTMENT_TIME_INVALID', detail };
}

/**
 * SPEC §5/§8: whether an appointment time may be booked. The checks run from the cheapest to explain to the
 * shopper (past, too soon, too far) to the store's calendar (rest day, then hours). Days are counted on the
 * store's calendar, so "365 days ahead" ends at the store's midnight, not 365 × 24 h from now; a rest day is the
 * calendar weekday of the requested time, even inside opening hours that began the evening before.
 */
export function checkReservationTime(req: ReservationRequest): ReservationCheck {
  const { requested, now, timeZone } = req;
  if (requested.getTime() < now.getTime()) return refuse('past');
  if (requested.getTime() < now.getTime() + req.minLeadMinutes * 60_000) return refuse('too_soon');
  const advance = Math.min(Math.max(Math.floor(req.advanceDays), 0), MAX_APPOINTMENT_ADVANCE_DAYS);
  if (daysBetween(localDate(now, timeZone), localDate(requested, timeZone)) > advance)
    return refuse('too_far');
  const at = localTime(requested, timeZone);
  if (req.restWeekdays.includes(at.weekday)) return refuse('rest_day');
  if (!isWithinOpeningHours(req.openingHours, at)) return refuse('outside_hours');
  return { ok: true };
}
