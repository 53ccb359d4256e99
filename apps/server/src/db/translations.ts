import type { Translations } from '@shop/domain';
import { jsonb } from 'drizzle-orm/pg-core';

/**
 * The one column every table of store-authored text carries (decision 020): per locale, the translated values of
 * the named fields, e.g. { "zh-CN": { "name": "珍珠奶茶" }, "es": { "name": "Té con perlas" } }. The row's own
 * columns hold the store's base text; `translated` from @shop/domain picks a reader's text along the fallback chain.
 */
export function translationsColumn<Fields extends object>() {
  return jsonb('translations').$type<Translations<Fields>>().notNull().default({});
}
