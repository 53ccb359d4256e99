import type { Minor } from './money.ts';

/** How a set menu is priced and what it asks up front (minor units; the rate in whole percent). */
export interface SetMenuTerms {
  /** Per-head price; null when the menu has a fixed price for the group. */
  pricePerHead: Minor | null;
  fixedPrice: Minor | null;
  minHeadcount: number;
  maxHeadcount: number;
  /** A fixed deposit; null when the deposit is a share of the total. */
  depositAmount: Minor | null;
  /** The deposit as whole percent of the total (0–100), used when depositAmount is null. */
  depositRate: number | null;
}

export type HeadcountCheck =
  | { ok: true }
  | { ok: false; code: 'GROUP_MEAL_HEADCOUNT'; params: { Min: number; Max: number } };

/** Whether a group of `headcount` may book the menu (whole people within its limits). */
export function checkHeadcount(terms: SetMenuTerms, headcount: number): HeadcountCheck {
  if (Number.isInteger(headcount) && headcount >= terms.minHeadcount && headcount <= terms.maxHeadcount)
    return { ok: true };
  return {
    ok: false,
    code: 'GROUP_MEAL_HEADCOUNT',
    params: { Min: terms.minHeadcount, Max: terms.maxHeadcount },
  };
}

/** The meal's total for the group: per head × headcount, or the fixed price. */
export function setMenuTotal(terms: SetMenuTerms, headcount: number): Minor {
  if (terms.pricePerHead !== null) return terms.pricePerHead * headcount;
  return terms.fixedPrice ?? 0;
}

/**
 * The deposit paid when booking: the fixed amount (never above the total), or the rate of the total rounded half
 * up to the minor unit.
 */
export function setMenuDeposit(terms: SetMenuTerms, headcount: number): Minor {
  const total = setMenuTotal(terms, headcount);
  if (terms.depositAmount !== null) return Math.min(terms.depositAmount, total);
  const rate = Math.min(Math.max(terms.depositRate ?? 0, 0), 100);
  return Math.floor((total * rate + 50) / 100);
}

/** The last moment a booking may be cancelled by the member: the cut-off hours before the meal. */
export function cancelDeadline(mealAt: Date, cutoffHours: number): Date {
  return new Date(mealAt.getTime() - cutoffHours * 3_600_000);
}

/** Whether the member may still cancel (strictly before the deadline). */
export function canCancelBooking(mealAt: Date, cutoffHours: number, now: Date): boolean {
  return now.getTime() < cancelDeadline(mealAt, cutoffHours).getTime();
}
