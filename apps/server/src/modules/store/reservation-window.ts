import {
  checkReservationTime,
  isLaterDay,
  localDate,
  modeLeadMinutes,
  placingLeadMinutes,
  zonedMidnight,
} from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { reservationRulesOf } from './store-info.ts';
import type { StoreRow } from './store-records.ts';

/**
 * SPEC §5/§8: a pickup or delivery time asked for must lie within the store's reservation window (not past, not
 * before the store's lead, within appointmentAdvanceDays, not on a rest weekday, within the opening hours).
 * Refuses with APPOINTMENT_TIME_INVALID and the reason as `detail`. The lead forgives the minutes a shown slot
 * ages before the shopper places the order (placingLeadMinutes). A delivery's lead is the zone's delivery minutes
 * when longer than the store's (modeLeadMinutes, as the picker's slots take it).
 */
export function requireReservationTime(store: StoreRow, at: Date, now: Date, extraLeadMinutes = 0): void {
  const rules = reservationRulesOf(store);
  const check = checkReservationTime({
    requested: at,
    now,
    timeZone: rules.timeZone,
    openingHours: rules.openingHours,
    advanceDays: rules.advanceDays,
    restWeekdays: rules.restWeekdays,
    minLeadMinutes: placingLeadMinutes(modeLeadMinutes(rules.leadMinutes, extraLeadMinutes)),
  });
  if (!check.ok) throw new AppError(check.code, {}, { detail: check.detail });
}

/** A reservation for a later day stays booked until the store's midnight of that day; null for today's. */
export function bookedUntilOf(store: StoreRow, at: Date | null, now: Date): Date | null {
  const zone = store.settings.timezone;
  if (!at || !isLaterDay(at, now, zone)) return null;
  return zonedMidnight(localDate(at, zone), zone);
}
