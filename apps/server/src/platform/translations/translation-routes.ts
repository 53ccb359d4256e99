import { isLocale, locales, type Translations } from '@shop/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forgetStoreText } from '../cache/store-text.ts';
import { envelope, failure } from '../http/endpoints.ts';
import type { TranslatableEntity, TranslatableField } from './translatable.ts';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const MAX_LIST_ITEMS = 50;

function badRequest(res: FastifyReply, field: string) {
  return res.code(400).send(failure('BAD_REQUEST', `请求参数错误：${field}`, { Field: field }));
}

function notFound(res: FastifyReply) {
  return res.code(404).send(failure('NOT_FOUND', '内容不存在'));
}

/** One field's value in a write: a translation, or null to remove it (the reader then falls back). */
function valueSchema(field: TranslatableField) {
  const text = z.string().trim().min(1).max(field.max);
  const value = field.kind === 'list' ? z.array(text).min(1).max(MAX_LIST_ITEMS) : text;
  return value.nullable().optional();
}

/** A write's body: only the entity's fields, at least one. */
function writeSchema(entity: TranslatableEntity) {
  const shape = Object.fromEntries(Object.entries(entity.fields).map(([k, f]) => [k, valueSchema(f)]));
  return z
    .strictObject(shape)
    .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'no field' });
}

/** The row's base text and translations, or null when there is no such row. */
async function readEntity(db: Db, entity: TranslatableEntity, id: number) {
  const columns: Record<string, PgColumnOrSql> = { translations: entity.translations };
  for (const [name, field] of Object.entries(entity.fields)) columns[`base_${name}`] = field.base;
  const [row] = await db
    .select(columns as Record<string, SQL>)
    .from(entity.table)
    .where(eq(entity.id, id));
  if (!row) return null;
  const base = Object.fromEntries(Object.keys(entity.fields).map((k) => [k, row[`base_${k}`] ?? null]));
  return { entity: entity.name, id, base, translations: (row.translations ?? {}) as Translations<object> };
}
type PgColumnOrSql = TranslatableField['base'];

/**
 * The first aligned list field of a write whose length differs from its base list's; null when none does, and
 * undefined when the row does not exist. Reads the row only when the write has an aligned list.
 */
async function misalignedField(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  values: Record<string, unknown>,
): Promise<string | null | undefined> {
  const aligned = Object.keys(values).filter((k) => entity.fields[k]?.aligned && Array.isArray(values[k]));
  if (aligned.length === 0) return null;
  const found = await readEntity(db, entity, id);
  if (!found) return undefined;
  const base = (k: string) => (Array.isArray(found.base[k]) ? (found.base[k] as unknown[]).length : 0);
  return aligned.find((k) => (values[k] as unknown[]).length !== base(k)) ?? null;
}

/**
 * Merges a write into one locale of a row's translations in one statement (no lost update between two staff
 * writes): the given fields replace theirs, a null removes its field. False when there is no such row.
 */
async function writeLocale(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  locale: string,
  values: Record<string, unknown>,
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

/**
 * Staff routes for the translations of every translatable entity the areas describe (inside the /staff plugin,
 * behind its token):
 *   GET /staff/translations                          the entities and their fields
 *   GET /staff/translations/:entity/:id              a row's base text and its translations
 *   PUT /staff/translations/:entity/:id/:locale      { field: text | null, … } merged into that locale
 * A bad locale, field or value answers 400 and writes nothing; a write empties the caches of store text.
 */
export function registerTranslationRoutes(
  staff: FastifyInstance,
  db: Db,
  entities: readonly TranslatableEntity[],
): void {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const schemas = new Map(entities.map((e) => [e.name, writeSchema(e)]));

  staff.get('/translations', async (_req, res) => {
    const list = entities.map((e) => ({
      entity: e.name,
      fields: Object.entries(e.fields).map(([name, f]) => ({ name, kind: f.kind, max: f.max })),
    }));
    return res.send(envelope({ locales, entities: list }));
  });

  staff.get('/translations/:entity/:id', async (req, res) => {
    const params = req.params as { entity: string; id: string };
    const entity = byName.get(params.entity);
    if (!entity) return notFound(res);
    const id = idParam.safeParse(params.id);
    if (!id.success) return badRequest(res, 'id');
    const found = await readEntity(db, entity, id.data);
    return found ? res.send(envelope(found)) : notFound(res);
  });

  staff.put('/translations/:entity/:id/:locale', async (req, res) => {
    const params = req.params as { entity: string; id: string; locale: string };
    const entity = byName.get(params.entity);
    if (!entity) return notFound(res);
    const id = idParam.safeParse(params.id);
    if (!id.success) return badRequest(res, 'id');
    if (!isLocale(params.locale)) return badRequest(res, 'locale');
    const body = schemas.get(entity.name)!.safeParse(req.body ?? {});
    if (!body.success) {
      const path = body.error.issues[0]?.path;
      return badRequest(res, path && path.length > 0 ? String(path[0]) : 'body');
    }
    const misaligned = await misalignedField(db, entity, id.data, body.data);
    if (misaligned === undefined) return notFound(res);
    if (misaligned) return badRequest(res, misaligned);
    if (!(await writeLocale(db, entity, id.data, params.locale, body.data))) return notFound(res);
    forgetStoreText(db);
    return res.send(envelope(await readEntity(db, entity, id.data)));
  });
}
