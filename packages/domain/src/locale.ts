/**
 * The four languages of SPEC §1 and how store-authored text is shown in them (decision 020).
 *
 * Store-authored text (a product's name, an option, a notice, a level's benefits) is written once in the row's own
 * columns — the store's base text — and may carry `translations`: per locale, the fields that differ. A reader sees
 * each field in the first locale of their fallback chain that has it, else the base text.
 */

/** The four catalogues of SPEC §1; every supported tag maps onto one of them. */
export const locales = ['en', 'es', 'zh-CN', 'zh-Hant'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/**
 * Maps a language tag to a catalogue: zh, zh-CN (and other Simplified tags) → zh-CN; zh-Hant, zh-TW, zh-HK
 * (and Macau) → zh-Hant; es-* → es; anything else → en. Accepts `_` separators and any letter case, and the first
 * tag of an Accept-Language list ("zh-TW,zh;q=0.9").
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  const first = (tag ?? '').split(',')[0] ?? '';
  const parts = first.split(';')[0]!.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [lang, ...rest] = parts;
  if (lang === 'es') return 'es';
  if (lang !== 'zh') return 'en';
  if (rest.includes('hant')) return 'zh-Hant';
  if (rest.includes('hans')) return 'zh-CN';
  return rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-CN';
}

/** Whether a string is exactly one of the four locales (the staff API accepts nothing else as a key). */
export function isLocale(tag: string): tag is Locale {
  return (locales as readonly string[]).includes(tag);
}

/**
 * The locales to try, in order, for a reader of `locale`: Traditional Chinese readers read Simplified before
 * English; every chain ends in English. The row's base text comes after the chain.
 */
export function fallbackChain(locale: Locale): readonly Locale[] {
  switch (locale) {
    case 'zh-Hant':
      return ['zh-Hant', 'zh-CN', 'en'];
    case 'zh-CN':
      return ['zh-CN', 'en'];
    case 'es':
      return ['es', 'en'];
    default:
      return ['en'];
  }
}

/**
 * The translations of a record's text fields, per locale. `Fields` names the translatable fields with their base
 * types (a string, or a list of strings such as a level's benefits); a locale lists only the fields it has.
 */
export type Translations<Fields extends object> = Partial<Record<Locale, Partial<Fields>>>;

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/** One field in the reader's locale: the first translation along the chain, else the base text. */
export function translatedField<Fields extends object, K extends keyof Fields>(
  base: Fields[K],
  translations: Translations<Fields> | null | undefined,
  field: K,
  locale: Locale,
): Fields[K] {
  if (translations) {
    for (const tag of fallbackChain(locale)) {
      const value = translations[tag]?.[field];
      if (value !== undefined && present(value)) return value as Fields[K];
    }
  }
  return base;
}

/**
 * A record with the named fields in the reader's locale. The record itself is not changed; fields not named keep
 * their values, and the `translations` property (if any) is left for the caller to drop.
 */
export function translated<T extends object, K extends keyof T>(
  record: T,
  translations: Translations<Pick<T, K>> | null | undefined,
  fields: readonly K[],
  locale: Locale,
): T {
  if (!translations) return record;
  const out = { ...record };
  for (const field of fields) {
    out[field] = translatedField(record[field], translations, field, locale) as T[K];
  }
  return out;
}
