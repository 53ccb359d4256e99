import type { OpeningHours } from '@shop/domain';

/** How the shop information page shows a store's week and its phone. */

/** One weekday of the week's table: its spans ("07:30–20:00"), empty when closed that day. */
export interface DayHours {
  weekday: number;
  spans: string[];
  /** Open the whole day (00:00–24:00, or equal open and close times). */
  allDay: boolean;
}

/** The week from Monday (1) to Sunday (7), each day with its spans in the store's local time. */
export function weekHours(hours: readonly OpeningHours[]): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const spans = hours.filter((h) => h.weekday === weekday);
    const allDay = spans.some((h) => (h.open === '00:00' && h.close === '24:00') || h.open === h.close);
    return { weekday, spans: spans.map((h) => `${h.open}–${h.close}`), allDay };
  });
}

// 1 January 2024 was a Monday: day n of that week is weekday n.
const mondayUtc = Date.UTC(2024, 0, 1);

/** A weekday's name (1 = Monday) in the reader's language. */
export function weekdayName(weekday: number, intlLocale: string, style: 'long' | 'short' = 'long'): string {
  const day = new Date(mondayUtc + (weekday - 1) * 86_400_000);
  return new Intl.DateTimeFormat(intlLocale, { weekday: style, timeZone: 'UTC' }).format(day);
}

/** The offset of a time zone at an instant as the reader's language writes it ("GMT+8"). */
export function zoneOffsetLabel(timeZone: string, intlLocale: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale, {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Whether a clock in the store's zone reads differently from the device's at this instant. */
export function zoneDiffers(storeZone: string, deviceZone: string, at: Date): boolean {
  if (storeZone === deviceZone) return false;
  return zoneOffsetLabel(storeZone, 'en-US', at) !== zoneOffsetLabel(deviceZone, 'en-US', at);
}

/** What `tel:` may carry: digits and a leading plus (stores write "021-6288 1618"). */
export function telHref(tel: string): string {
  const digits = tel.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
