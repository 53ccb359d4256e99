import type { PlaceOrderMode } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of the checkout area (member data: reset on every session change, dropped on a store change). The
 * preview names the store and products in the reader's language: its key ends with the locale (decision 020).
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: (storeId: number | null, mode: PlaceOrderMode, lines: string, locale: Locale) =>
    textKey(['checkout', 'preview', storeId, mode, lines], locale),
  selfTake: (storeId: number | null, locale: Locale) => textKey(['checkout', 'selfTake', storeId], locale),
};
