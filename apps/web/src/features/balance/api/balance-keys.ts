import type { BalanceKind } from '@shop/contracts';
import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of top-up and the ledger, under the balance area's root 'balance': a session change resets them (the
 * member's money). Answers naming gift items (coupon and package names) end with their locale (decision 020).
 */
export const balanceKeys = {
  all: ['balance'] as const,
  rules: (locale: Locale) => textKey(['balance', 'rules'], locale),
  topUp: (orderNo: string, locale: Locale) => textKey(['balance', 'topUp', orderNo], locale),
  ledger: (month: string, kind: BalanceKind | '') => ['balance', 'ledger', month, kind] as const,
  detail: (id: number, locale: Locale) => textKey(['balance', 'detail', id], locale),
};

/** Entries per page of the ledger. */
export const ledgerPageSize = 20;
