/** The four catalogues of SPEC §1; every supported tag maps onto one of them. */
export const locales = ['en', 'es', 'zh-CN', 'zh-Hant'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/**
 * Maps a language tag to a catalogue: zh, zh-CN (and other Simplified tags) → zh-CN; zh-Hant, zh-TW, zh-HK
 * (and Macau) → zh-Hant; es-* → es; anything else → en. Accepts `_` separators and any letter case.
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  const parts = (tag ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  const [lang, ...rest] = parts;
  if (lang === 'es') return 'es';
  if (lang !== 'zh') return 'en';
  if (rest.includes('hant')) return 'zh-Hant';
  if (rest.includes('hans')) return 'zh-CN';
  return rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-CN';
}

/** Picks the first usable locale: a remembered choice wins, then the browser's preferred languages. */
export function pickLocale(stored: string | null | undefined, preferred: readonly string[]): Locale {
  if (stored && (locales as readonly string[]).includes(stored)) return stored as Locale;
  return resolveLocale(preferred[0]);
}

/** The tag given to Intl for a catalogue. */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}
