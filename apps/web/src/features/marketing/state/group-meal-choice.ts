import type { SetMenuOut, StoreInfo } from '@shop/contracts';
import {
  isWithinOpeningHours,
  localTime,
  parseClock,
  reservationDays,
  type SetMenuTerms,
  setMenuDeposit,
  setMenuTotal,
  toMinor,
  zonedMidnight,
} from '@shop/domain';

/** A menu's terms in minor units, as domain's group-meal rules take them. */
export function termsOf(menu: SetMenuOut): SetMenuTerms {
  const minor = (v: number | null) => (v === null ? null : toMinor(v));
  return {
    pricePerHead: minor(menu.pricePerHead),
    fixedPrice: minor(menu.fixedPrice),
    minHeadcount: menu.minHeadcount,
    maxHeadcount: menu.maxHeadcount,
    depositAmount: minor(menu.depositAmount),
    depositRate: menu.depositRate,
  };
}

/** The group's total and the deposit due now (minor units), as the server will charge them. */
export function priceFor(menu: SetMenuOut, headcount: number) {
  const terms = termsOf(menu);
  return { total: setMenuTotal(terms, headcount), deposit: setMenuDeposit(terms, headcount) };
}

/** The instant of a slot ("HH:MM") on a date of the store's calendar. */
export function slotInstant(date: string, slot: string, timeZone: string): Date {
  return new Date(zonedMidnight(date, timeZone).getTime() + (parseClock(slot) ?? 0) * 60_000);
}

/**
 * The days a menu can be booked for: the store's reservation days (window, rest weekdays) on which the menu is
 * served and at least one of its slots is still ahead of the store's lead; and each day's slots.
 */
export function menuDays(menu: SetMenuOut, info: StoreInfo, now: Date) {
  const rules = {
    timeZone: info.timezone,
    openingHours: info.openingHours,
    advanceDays: info.appointmentAdvanceDays,
    restWeekdays: info.appointmentRestWeeks,
    leadMinutes: info.appointmentLeadMinutes,
  };
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  return reservationDays(rules, now)
    .filter((day) => menu.weekdays.includes(day.weekday))
    .map((day) => ({
      ...day,
      slots: menu.slots.filter((slot) => {
        const at = slotInstant(day.date, slot, info.timezone);
        const local = localTime(at, info.timezone);
        return (
          at.getTime() >= earliest &&
          local.weekday === day.weekday &&
          isWithinOpeningHours(rules.openingHours, local)
        );
      }),
    }))
    .filter((day) => day.slots.length > 0);
}
