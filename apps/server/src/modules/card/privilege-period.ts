import { addCalendarDays, localDate, zonedMidnight } from '@shop/domain';

// A privilege card's months on the store's calendar (SPEC §1 privilege card, issue 29). A card counts whole months
// from its anchor — the local day it was bought — and is valid through the end of the day `months` months later,
// clamped to the month's last day: bought 31 January, a month ends with 28 (29) February, two with 31 March. The
// months are counted from the anchor, never from the previous end, so a renewal after a short month does not lose
// the month ends: 31 January + 1 + 1 ends on 31 March, not 28 March.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `months` months after a YYYY-MM-DD date, clamped to the last day of the month it lands in. */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a card anchored on `anchorOn` and `months` long stops: the store's midnight after its last day. */
export function privilegeUntil(anchorOn: string, months: number, zone: string): Date {
  return zonedMidnight(addCalendarDays(addCalendarMonths(anchorOn, months), 1), zone);
}

/** The local day a privilege card bought at `at` counts its months from. */
export function privilegeAnchor(at: Date, zone: string): string {
  return localDate(at, zone);
}

/**
 * When month `seq` of a card (0 the first) begins: the first at the card's start, each later one as the month
 * before ends — the store's midnight after anchor + seq months.
 */
export function privilegeMonthStart(validFrom: Date, anchorOn: string, seq: number, zone: string): Date {
  return seq === 0 ? validFrom : privilegeUntil(anchorOn, seq, zone);
}

/**
 * The store-calendar days a card valid until `until` has left at `now`, today counted: 1 on its last day, 0 once
 * it has ended.
 */
export function privilegeDaysLeft(until: Date, now: Date, zone: string): number {
  if (now >= until) return 0;
  const last = localDate(new Date(until.getTime() - 1), zone);
  const today = localDate(now, zone);
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) + 1;
}
