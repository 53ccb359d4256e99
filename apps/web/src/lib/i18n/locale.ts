import { defaultLocale, type Locale, locales, resolveLocale } from '@shop/domain';

// The locales and the tag rules are the domain's, shared with the server that picks store text by them.
export { defaultLocale, type Locale, locales, resolveLocale };

/** Picks the first usable locale: a remembered choice wins, then the browser's preferred languages. */
export function pickLocale(stored: string | null | undefined, preferred: readonly string[]): Locale {
  if (stored && (locales as readonly string[]).includes(stored)) return stored as Locale;
  return resolveLocale(preferred[0]);
}

/** The tag given to Intl for a catalogue. */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}
