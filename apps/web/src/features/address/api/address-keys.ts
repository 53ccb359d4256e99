import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the address area. Region names are written per locale (Traditional for zh-Hant), so lists that
 * show them end with the locale (textKey).
 */
export const addressKeys = {
  all: ['address'] as const,
  mine: (locale: Locale) => textKey(['address', 'mine'], locale),
  one: (id: number, locale: Locale) => textKey(['address', 'one', id], locale),
  regions: (parentCode: string, locale: Locale) => textKey(['address', 'regions', parentCode], locale),
};
