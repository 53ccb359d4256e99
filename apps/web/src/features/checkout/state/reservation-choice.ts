import type { SettlementProblem, StoreInfo } from '@shop/contracts';
import {
  DELIVERY_SLOT_MINUTES,
  localDate,
  PICKUP_STEP_MINUTES,
  type ReservationRules,
  reservationDays,
  reservationSlots,
} from '@shop/domain';

/** The store's reservation rules as its info gives them (SPEC §3 appointmentAdvanceDays, appointmentRestWeeks). */
export function rulesOf(info: StoreInfo): ReservationRules {
  return {
    timeZone: info.timezone,
    openingHours: info.openingHours,
    advanceDays: info.appointmentAdvanceDays,
    restWeekdays: info.appointmentRestWeeks,
    leadMinutes: info.appointmentLeadMinutes,
  };
}

/** How a mode offers its times: its own lead beyond the store's (delivery's travel) and its slot length. */
export interface SlotTerms {
  extraLeadMinutes?: number;
  slotMinutes?: number;
}

/** Delivery's terms: the zone's delivery minutes as lead, windows of DELIVERY_SLOT_MINUTES. */
export function deliveryTerms(deliveryMinutes: number): SlotTerms {
  return { extraLeadMinutes: deliveryMinutes, slotMinutes: DELIVERY_SLOT_MINUTES };
}

/**
 * The days and, for one of them, the slots a mode offers now (domain's reservation rules, on the store's clock).
 * Delivery calls it with its lead and slot length; pickup with the store's own.
 */
export function reservationChoices(info: StoreInfo, now: Date, date: string | null, terms: SlotTerms = {}) {
  const rules = rulesOf(info);
  const days = reservationDays(rules, now);
  const day = date && days.some((d) => d.date === date) ? date : (days[0]?.date ?? null);
  const slots = day
    ? reservationSlots({
        date: day,
        now,
        rules,
        slotMinutes: terms.slotMinutes ?? PICKUP_STEP_MINUTES,
        ...(terms.extraLeadMinutes ? { extraLeadMinutes: terms.extraLeadMinutes } : {}),
      })
    : [];
  return { days, day, slots, today: localDate(now, rules.timeZone) };
}

/** Whether a chosen time is still one the picker offers (time moves on; the store's rules may change). */
export function isOfferedTime(
  iso: string,
  info: StoreInfo | null,
  now: Date,
  terms: SlotTerms = {},
): boolean {
  if (!info || iso === '') return false;
  const date = localDate(new Date(iso), info.timezone);
  const { day, slots } = reservationChoices(info, now, date, terms);
  return day === date && slots.includes(iso);
}

/**
 * The settlement's problems once a time is chosen: a reservation-only store, or one outside its hours (not closed
 * by the merchant), takes an order for a chosen time (SPEC §4 store states, §5 reservations).
 */
export function problemsFor(
  problems: readonly SettlementProblem[],
  pickupTime: string,
  info: StoreInfo | null,
): SettlementProblem[] {
  if (pickupTime === '') return [...problems];
  return problems.filter(
    (p) =>
      p.Code !== 'STORE_RESERVATION_ONLY' &&
      !(p.Code === 'STORE_CLOSED' && info !== null && !info.isBizClosed),
  );
}
