import { formatMoney as formatMinor, type Minor, toMinor } from '@shop/domain';
import { intlTag, type Locale } from './locale.ts';
import { currentLocale, translate } from './messages.ts';

/** The date styles of SPEC §1, and the time of day ('14:30'). All use a 24-hour clock. */
export type DateStyle = 'short' | 'shortYM' | 'shortMDHM' | 'long' | 'longDay' | 'time' | 'weekdayDay';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  shortYM: { year: 'numeric', month: '2-digit' },
  shortMDHM: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** A day with its year, no time: "31 December 2026", "2026年12月31日" (the points' clearing date). */
  longDay: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  /** A day of a booking: "Thu 26 Nov", "11月26日周四". */
  weekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const id = `${locale}|${style}|${timeZone ?? ''}`;
  let f = cache.get(id);
  if (!f) {
    // hourCycle h23 rather than hour12: false, which some engines render as "24:05" after midnight.
    f = new Intl.DateTimeFormat(intlTag(locale), { ...styles[style], hourCycle: 'h23', timeZone });
    cache.set(id, f);
  }
  return f;
}

export interface FormatOptions {
  locale?: Locale;
  /** IANA zone, e.g. the store's timezone; the device's zone when left out. */
  timeZone?: string;
}

/** Formats a date (Date, epoch ms or ISO text) in one of the SPEC §1 styles; '' for an invalid value. */
export function formatDate(
  value: Date | number | string,
  style: DateStyle,
  opts: FormatOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(opts.locale ?? currentLocale(), style, opts.timeZone).format(date);
}

/**
 * A time left in words ("14 min 48 s", "14分48秒"), never as a clock: "14:48" beside an order time reads as a
 * time of day. Days are folded into the hours; leading zero parts are left out.
 */
export function formatDuration(parts: { d: number; h: number; m: number; s: number }): string {
  const h = parts.d * 24 + parts.h;
  if (h > 0) return translate('common.duration.hms', { h, m: parts.m, s: parts.s });
  if (parts.m > 0) return translate('common.duration.ms', { m: parts.m, s: parts.s });
  return translate('common.duration.s', { s: parts.s });
}

const lists = new Map<Locale, Intl.ListFormat>();

/**
 * Words joined as a list in the reader's language, with its own separators: "Ann, Bo and Cy", "Ana, Bo y Cy",
 * "甲、乙和丙" (never the half-width ", " inside Chinese text).
 */
export function formatList(items: readonly string[], locale: Locale = currentLocale()): string {
  let f = lists.get(locale);
  if (!f) {
    f = new Intl.ListFormat(intlTag(locale), { style: 'long', type: 'conjunction' });
    lists.set(locale, f);
  }
  return f.format(items);
}

/** Shows minor units (fen/cents) with exactly 2 decimals and the store's currency symbol. */
export function formatMoney(minor: Minor, symbol = '¥'): string {
  return formatMinor(Math.round(minor), symbol);
}

/** Shows a decimal amount (as some results carry, e.g. the balance) with exactly 2 decimals. */
export function formatAmount(amount: number, symbol = '¥'): string {
  return formatMinor(toMinor(amount), symbol);
}
