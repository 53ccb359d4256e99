import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the level area. Under the 'account' root: member data, reset with the rest of the member's on
 * every session change (app/api-setup.ts), and dropped after an upgrade along with the member centre's figures.
 * Answers naming a level carry store text (its name, its benefits), so their keys end with the locale
 * (lib/api/query-client.ts textKey): a language switch asks again.
 */
export const levelKeys = {
  all: ['account', 'level'] as const,
  levels: (withRules: boolean, locale: Locale) => textKey(['account', 'level', 'list', withRules], locale),
  upgradeInfo: (locale: Locale) => textKey(['account', 'level', 'upgradeInfo'], locale),
  card: (locale: Locale) => textKey(['account', 'level', 'card'], locale),
  order: (orderNo: string, locale: Locale) => textKey(['account', 'level', 'order', orderNo], locale),
  rewardRule: (storeId: number | null) => ['account', 'level', 'rewardRule', storeId] as const,
};
