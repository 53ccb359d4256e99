// Points expire at year end (SPEC §4: 1 January 00:00:00 on the store's clock; §9: the clearing date shown with
// the year). Each year end clears the points earned before that year's start that are still unspent, so a point
// lives at least one full calendar year (decision 036).

import { zonedMidnight } from './reservation-days.ts';
import { localDate } from './settlement.ts';

/**
 * One year end: at `clearsAt` (1 January 00:00 of the next year, store time) the points earned before
 * `earnedBefore` (1 January 00:00 of `year`) and not yet used expire. `lastDay` is the 31 December the
 * member reads as the clearing date.
 */
export interface YearEnd {
  year: number;
  earnedBefore: Date;
  clearsAt: Date;
  lastDay: string;
}

/** The year end that closes `year` in a time zone. */
export function yearEndOf(year: number, timeZone: string): YearEnd {
  return {
    year,
    earnedBefore: zonedMidnight(`${year}-01-01`, timeZone),
    clearsAt: zonedMidnight(`${year + 1}-01-01`, timeZone),
    lastDay: `${year}-12-31`,
  };
}

/** The store-clock year an instant falls in. */
export function localYear(at: Date, timeZone: string): number {
  return Number(localDate(at, timeZone).slice(0, 4));
}

/** The next year end after `now` (the one the integral page announces): this year's, on the store's clock. */
export function nextYearEnd(now: Date, timeZone: string): YearEnd {
  return yearEndOf(localYear(now, timeZone), timeZone);
}

/** The latest year end that has passed at `now` (the one the expiry job clears): last year's, on the store's clock. */
export function lastYearEnd(now: Date, timeZone: string): YearEnd {
  return yearEndOf(localYear(now, timeZone) - 1, timeZone);
}

/**
 * The points a year end clears, first in first out: spending (and every other deduction, earlier clearings
 * included) uses the oldest points first, so what is left of the points earned before the year's start is what
 * was earned then minus everything used up to the year end, never below 0 nor above what the member holds.
 */
export function pointsToClear(facts: { earnedBefore: number; usedUntil: number; held: number }): number {
  return Math.max(0, Math.min(facts.earnedBefore - facts.usedUntil, facts.held));
}
