import { intlTag, type Locale } from '../../../lib/i18n/locale.ts';

/** Below this a distance reads in metres, from it in kilometres. */
const kilometre = 1000;
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, unit: 'meter' | 'kilometer', fractionDigits: number): Intl.NumberFormat {
  const id = `${locale}|${unit}|${fractionDigits}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(locale), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(id, f);
  }
  return f;
}

/**
 * A store's distance as the locale writes it: "140 m" (to 10 m, at least 10 m), "1.2 km" (one decimal under
 * 10 km), "23 km"; "140米" and "1.2公里" in Simplified Chinese, "1,2 km" in Spanish.
 */
export function formatDistance(meters: number, locale: Locale): string {
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < kilometre) return formatter(locale, 'meter', 0).format(tens);
  const km = meters / kilometre;
  return formatter(locale, 'kilometer', km < 9.95 ? 1 : 0).format(km);
}
