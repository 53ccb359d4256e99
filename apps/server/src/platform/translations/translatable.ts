import type { Locale, Translations } from '@shop/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * One kind of record whose store-authored text staff translate (decision 020): a category, a product, a level… Each
 * area describes its own in its ShopModule's `translatables`; the staff API and `npm run staff -- translate` serve
 * them all through this description, so adding one is adding its entry in the area (see
 * modules/catalog/translatables.ts). A table row is declared (TableEntity); text kept elsewhere, such as inside a
 * JSON document, is read and written by the entity itself (OwnEntity).
 */
export type TranslatableEntity = TableEntity | OwnEntity;

/** One row of a table, its base text in its columns and its translations in its `translations` column. */
export interface TableEntity {
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

/** What a translation of a field may be. */
export interface FieldRule {
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

/** One translatable field of a table: where its base text is read, and what a translation of it may be. */
export interface TranslatableField extends FieldRule {
  /** A column or SQL expression of the same table giving the base text (e.g. settings->>'notice'). */
  base: PgColumn | SQL;
}

/**
 * One record as staff see it: its base text by field (a field it lacks cannot be translated on it) and its
 * translations, per locale.
 */
export interface TranslatableRecord {
  id: number | string;
  base: Record<string, unknown>;
  translations: Translations<object>;
}

/**
 * A kind of record that is not one table row (a page section inside a saved structure's JSON): it names its records
 * by a string id and reads and writes them itself. The staff routes still check the locale, the fields, their
 * lengths, aligned lists and blank lines before `write`, and empty the caches of store text after it.
 */
export interface OwnEntity {
  name: string;
  fields: Record<string, FieldRule>;
  /** Every record, in the order staff read them. */
  list(db: Db): Promise<TranslatableRecord[]>;
  /** One record, or null when the id names none. */
  read(db: Db, id: string): Promise<TranslatableRecord | null>;
  /**
   * Merges `values` into one locale of a record (mergeLocale), atomically. 'invalid' when the record as a whole
   * would no longer be valid (nothing written).
   */
  write(
    db: Db,
    id: string,
    locale: Locale,
    values: LocaleWrite,
  ): Promise<'written' | 'not-found' | 'invalid'>;
}

/** A checked write of one locale: each given field's new value, or null to remove it (the reader then falls back). */
export type LocaleWrite = Record<string, string | string[] | null>;

/** A record's translations with one locale's write merged in: given fields replace theirs, a null removes its field. */
export function mergeLocale(
  translations: Translations<object> | undefined,
  locale: Locale,
  values: LocaleWrite,
): Translations<object> {
  const fields: Record<string, unknown> = { ...(translations?.[locale] ?? {}) };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  const out: Translations<object> = { ...translations };
  if (Object.keys(fields).length > 0) out[locale] = fields;
  else delete out[locale];
  return out;
}

export function isTableEntity(entity: TranslatableEntity): entity is TableEntity {
  return 'table' in entity;
}
