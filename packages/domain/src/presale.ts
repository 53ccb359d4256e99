import type { Minor } from './money.ts';
import { zonedMidnight } from './reservation-days.ts';

/**
 * A pre-sale with a deposit (SPEC §1/§4, issue 30): the deposit is paid in its window, the rest in the final-payment
 * window, and the goods ship on a date of the store's calendar. A deposit may count for more than it cost ("¥10
 * counts as ¥30"): its worth is taken off the price at the final payment. Windows are half-open, [start, end): at
 * the end instant the window is closed, as a countdown to it reads "over". A deposit not followed by the final
 * payment is forfeited or refunded, as the activity says — only once no final-payment order placed inside the
 * window can still be paid (decision 067), so a shopper who started paying at 23:59 is not forfeited at 00:00.
 */

/** A pre-sale's settings, snapshotted on each order so a later edit never changes what a member agreed to. */
export interface PresaleSettings {
  /** The price of one unit. */
  price: Minor;
  /** What the deposit costs per unit. */
  deposit: Minor;
  /** What the deposit counts for at the final payment, at least what it cost and at most the price. */
  depositWorth: Minor;
  depositStartsAt: Date;
  depositEndsAt: Date;
  finalStartsAt: Date;
  finalEndsAt: Date;
  /** The ship date, YYYY-MM-DD on the store's calendar. */
  shipsOn: string;
  /** What becomes of a deposit whose final payment never came. */
  lapsedDeposit: 'forfeit' | 'refund';
}

/** The setting a store got wrong, and how. */
export type PresaleSettingsProblem =
  | { field: 'price'; reason: 'not_positive' }
  | { field: 'deposit'; reason: 'not_positive' | 'not_below_price' }
  | { field: 'depositWorth'; reason: 'below_deposit' | 'above_price' }
  | { field: 'depositEndsAt'; reason: 'not_after_start' }
  | { field: 'finalStartsAt'; reason: 'before_deposit_end' }
  | { field: 'finalEndsAt'; reason: 'not_after_start' }
  | { field: 'shipsOn'; reason: 'malformed' | 'before_final_end' };

function whole(n: number, min: number): boolean {
  return Number.isSafeInteger(n) && n >= min;
}

/** A real YYYY-MM-DD date (Date.parse alone takes 2026-02-30 for 2 March). */
function isCalendarDate(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
}

function windowProblem(s: PresaleSettings): PresaleSettingsProblem | null {
  if (!(s.depositEndsAt > s.depositStartsAt)) return { field: 'depositEndsAt', reason: 'not_after_start' };
  if (s.finalStartsAt < s.depositEndsAt) return { field: 'finalStartsAt', reason: 'before_deposit_end' };
  if (!(s.finalEndsAt > s.finalStartsAt)) return { field: 'finalEndsAt', reason: 'not_after_start' };
  return null;
}

/**
 * Why a pre-sale's settings cannot work (null when they can): whole positive figures, a deposit below the price
 * whose worth is between its cost and the price (a worth above the price would owe the member money, which a
 * deposit's worth never is), the deposit window before the final one (they may touch), and the whole ship day, in
 * the store's `timeZone`, after the final window closes.
 */
export function presaleSettingsProblem(s: PresaleSettings, timeZone: string): PresaleSettingsProblem | null {
  if (!whole(s.price, 1)) return { field: 'price', reason: 'not_positive' };
  if (!whole(s.deposit, 1)) return { field: 'deposit', reason: 'not_positive' };
  if (s.deposit >= s.price) return { field: 'deposit', reason: 'not_below_price' };
  if (!whole(s.depositWorth, s.deposit)) return { field: 'depositWorth', reason: 'below_deposit' };
  if (s.depositWorth > s.price) return { field: 'depositWorth', reason: 'above_price' };
  const windows = windowProblem(s);
  if (windows) return windows;
  if (!isCalendarDate(s.shipsOn)) return { field: 'shipsOn', reason: 'malformed' };
  if (zonedMidnight(s.shipsOn, timeZone) < s.finalEndsAt)
    return { field: 'shipsOn', reason: 'before_final_end' };
  return null;
}

/**
 * The final payment for `quantity` units: the price less the deposit's worth, never below 0. A worth at the price
 * leaves 0 — the final step then completes without a payment; a worth above it (refused by the settings check)
 * still leaves 0, the excess never paid out.
 */
export function presaleFinalAmount(s: Pick<PresaleSettings, 'price' | 'depositWorth'>, quantity = 1): Minor {
  return Math.max(0, s.price - s.depositWorth) * quantity;
}

/** What the member pays in all for `quantity` units: the deposit and the final payment. */
export function presaleTotalPaid(s: PresaleSettings, quantity = 1): Minor {
  return s.deposit * quantity + presaleFinalAmount(s, quantity);
}

/** Why a pre-sale payment cannot be started now, by catalogue code (the server adds them to the error list). */
export type PresalePayRefusal =
  | 'PRESALE_DEPOSIT_NOT_STARTED'
  | 'PRESALE_DEPOSIT_ENDED'
  | 'PRESALE_FINAL_NOT_STARTED'
  | 'PRESALE_FINAL_ENDED';

/** Whether the deposit may be paid at `now`: inside [depositStartsAt, depositEndsAt). */
export function depositRefusal(s: PresaleSettings, now: Date): PresalePayRefusal | null {
  if (now < s.depositStartsAt) return 'PRESALE_DEPOSIT_NOT_STARTED';
  if (now >= s.depositEndsAt) return 'PRESALE_DEPOSIT_ENDED';
  return null;
}

/** Whether the rest (presale/PayRest) may be paid at `now`: inside [finalStartsAt, finalEndsAt). */
export function finalPaymentRefusal(s: PresaleSettings, now: Date): PresalePayRefusal | null {
  if (now < s.finalStartsAt) return 'PRESALE_FINAL_NOT_STARTED';
  if (now >= s.finalEndsAt) return 'PRESALE_FINAL_ENDED';
  return null;
}

/**
 * The instant an unpaid deposit lapses: the final window's end plus the life of an unpaid order (SPEC §4: 15
 * minutes), so a final-payment order placed just before the end can still be paid — the job runs from here.
 */
export function depositLapsesAt(s: PresaleSettings, unpaidOrderLifeMs: number): Date {
  return new Date(s.finalEndsAt.getTime() + unpaidOrderLifeMs);
}

/** Where a member's pre-sale order stands (SPEC §4: deposit paid, final payment due, ships on a date). */
export type PresaleStage =
  | 'awaiting_deposit'
  | 'deposit_paid'
  | 'final_payment_due'
  | 'awaiting_lapse'
  | 'ships_on_date'
  | 'deposit_forfeited'
  | 'deposit_refunded';

/**
 * The order's stage at `now`: before the deposit, paid and waiting for the final window, due in it, past it while
 * a final payment may still land ('awaiting_lapse'), paid in full and shipping on its date, or lapsed as the
 * activity says.
 */
export function presaleStage(
  s: PresaleSettings,
  paid: { deposit: boolean; final: boolean },
  now: Date,
  unpaidOrderLifeMs: number,
): PresaleStage {
  if (!paid.deposit) return 'awaiting_deposit';
  if (paid.final) return 'ships_on_date';
  if (now < s.finalStartsAt) return 'deposit_paid';
  if (now < s.finalEndsAt) return 'final_payment_due';
  if (now < depositLapsesAt(s, unpaidOrderLifeMs)) return 'awaiting_lapse';
  return s.lapsedDeposit === 'forfeit' ? 'deposit_forfeited' : 'deposit_refunded';
}
