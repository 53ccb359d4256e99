import type { Locale } from '@shop/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocaleWrite, TableEntity, TranslatableRecord } from './translatable.ts';

/** The most rows a listing shows: enough for levels, profile fields and a store's banners; products are looked up by id. */
const MAX_LISTED = 500;

/** The select of a row's translations and its base text, one `base_<field>` per field. */
function columns(entity: TableEntity): Record<string, SQL> {
  const out: Record<string, unknown> = { id: entity.id, translations: entity.translations };
  for (const [name, field] of Object.entries(entity.fields)) out[`base_${name}`] = field.base;
  return out as Record<string, SQL>;
}

function toRecord(entity: TableEntity, row: Record<string, unknown>): TranslatableRecord {
  const base = Object.fromEntries(Object.keys(entity.fields).map((k) => [k, row[`base_${k}`] ?? null]));
  return {
    id: row.id as number,
    base,
    translations: (row.translations ?? {}) as TranslatableRecord['translations'],
  };
}

/** A row's base text and translations, or null when there is no such row. */
export async function readRow(db: Db, entity: TableEntity, id: number): Promise<TranslatableRecord | null> {
  const [row] = await db.select(columns(entity)).from(entity.table).where(eq(entity.id, id));
  return row ? toRecord(entity, row) : null;
}

/** The table's first rows by id, with their base text and translations. */
export async function listRows(db: Db, entity: TableEntity): Promise<TranslatableRecord[]> {
  const rows = await db.select(columns(entity)).from(entity.table).orderBy(asc(entity.id)).limit(MAX_LISTED);
  return rows.map((row) => toRecord(entity, row));
}

/**
 * Merges a write into one locale of a row's translations in one statement (no lost update between two staff
 * writes): the given fields replace theirs, a null removes its field. False when there is no such row.
 */
export async function writeRow(
  db: Db,
  entity: TableEntity,
  id: number,
  locale: Locale,
  values: LocaleWrite,
): Promise<boolean> {
  const column = entity.translations;
  const changed = JSON.stringify(values);
  const merged = sql`jsonb_strip_nulls(coalesce(${column} -> ${locale}::text, '{}'::jsonb) || ${changed}::jsonb)`;
  // Every translatable table names its column `translations` (db/translations.ts), the key update() sets.
  const rows = await db
    .update(entity.table)
    .set({ translations: sql`${column} || jsonb_build_object(${locale}::text, ${merged})` } as never)
    .where(eq(entity.id, id))
    .returning({ id: entity.id });
  return rows.length > 0;
}
