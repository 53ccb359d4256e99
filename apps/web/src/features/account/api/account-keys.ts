import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/** Query keys of the account area; the 'account' root is reset whenever the session changes (app/api-setup.ts). */
export const accountKeys = {
  all: ['account'] as const,
  /** The user info names the member's level, store text: keyed by locale (textKey). */
  loginInfo: (storeId: number | null, memberCentre: boolean, locale: Locale) =>
    textKey(['account', 'loginInfo', storeId, memberCentre ? 'memCenter' : 'basic'], locale),
  /** IfHasPassword: whether a password is set and the bound phone. */
  passwordStatus: ['account', 'passwordStatus'] as const,
};
