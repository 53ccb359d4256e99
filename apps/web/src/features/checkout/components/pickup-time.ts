import { intlTag, type Locale } from '../../../lib/i18n/locale.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A pickup slot (ISO instant) as the store's clock shows it: '14:30', 24-hour, in the store's time zone. */
export function slotLabel(iso: string, locale: Locale, timeZone: string | undefined): string {
  const id = `${locale}|${timeZone ?? ''}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(id, f);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : f.format(date);
}
