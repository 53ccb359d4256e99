import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One kind of row whose store-authored text staff translate (decision 020): a category, a product, a level… Each
 * area describes its own in its ShopModule's `translatables`; the staff API and `npm run staff -- translate` serve
 * them all through this description, so adding one is adding its entry in the area (see
 * modules/catalog/translatables.ts).
 */
export interface TranslatableEntity {
  /** The name staff use, e.g. 'product' or 'attribute-option' (lower case, hyphens). */
  name: string;
  table: PgTable;
  /** The row's integer id column. */
  id: PgColumn;
  /** The row's `translations` jsonb column (db/translations.ts). */
  translations: PgColumn;
  /** The translatable fields, by the name they have in `translations`. */
  fields: Record<string, TranslatableField>;
}

/** One translatable field: where its base text is read, and what a translation of it may be. */
export interface TranslatableField {
  /** A column or SQL expression of the same table giving the base text (e.g. settings->>'notice'). */
  base: PgColumn | SQL;
  /** 'text' is one string; 'list' a list of strings (a level's benefits). */
  kind: 'text' | 'list';
  /** The most characters a value (each item of a list) may have. */
  max: number;
  /**
   * A list whose items translate the base list's items one by one (a select's options, whose stored value stays the
   * base option): a translation must have exactly as many items.
   */
  aligned?: boolean;
}
