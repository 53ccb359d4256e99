import { textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * The customize area's query keys (DESIGN §5). Page structures are store data: under the public `store` root; they
 * carry store text (product names, the notice), so a key ends with its locale.
 */
export const homeKeys = {
  page: (storeId: number, page: string, locale: Locale) => textKey(['store', 'pages', storeId, page], locale),
  /** A custom page (decision 040); a preview is a key of its own, never served as the live page. */
  definePage: (storeId: number, pageId: number, preview: boolean, locale: Locale) =>
    textKey(['store', 'definePage', storeId, pageId, preview], locale),
  definePageList: (storeId: number, locale: Locale) => textKey(['store', 'definePageList', storeId], locale),
};
