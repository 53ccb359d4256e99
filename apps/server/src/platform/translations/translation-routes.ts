import { isLocale, type Locale, locales } from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forgetStoreText } from '../cache/store-text.ts';
import { envelope, failure } from '../http/endpoints.ts';
import { staffId } from '../staff/staff-fields.ts';
import { staffBadRequest } from '../staff/staff-reply.ts';
import { listRows, readRow, writeRow } from './table-entity.ts';
import {
  type FieldRule,
  isTableEntity,
  type LocaleWrite,
  type TranslatableEntity,
  type TranslatableRecord,
} from './translatable.ts';

const MAX_LIST_ITEMS = 50;

/** A table row's id; an own entity's ids are its own (a page section's `<structure>:<section>`). */
const rowId = staffId;
const ownId = z.string().min(1).max(100);

/** What the routes do with an entity, whether its records are table rows or its own. */
interface Access {
  fields: Record<string, FieldRule>;
  id: z.ZodType<number | string>;
  list(): Promise<TranslatableRecord[]>;
  read(id: number | string): Promise<TranslatableRecord | null>;
  write(
    id: number | string,
    locale: Locale,
    values: LocaleWrite,
  ): Promise<'written' | 'not-found' | 'invalid'>;
}

function accessOf(db: Db, entity: TranslatableEntity): Access {
  if (!isTableEntity(entity)) {
    return {
      fields: entity.fields,
      id: ownId,
      list: () => entity.list(db),
      read: (id) => entity.read(db, String(id)),
      write: (id, locale, values) => entity.write(db, String(id), locale, values),
    };
  }
  return {
    fields: entity.fields,
    id: rowId,
    list: () => listRows(db, entity),
    read: (id) => readRow(db, entity, Number(id)),
    write: async (id, locale, values) =>
      (await writeRow(db, entity, Number(id), locale, values)) ? 'written' : 'not-found',
  };
}

function notFound(res: FastifyReply) {
  return res.code(404).send(failure('NOT_FOUND', '内容不存在'));
}

/**
 * One field's value in a write: a translation, or null to remove it (the reader then falls back). No blank text
 * and no blank line in a list: a shopper would see an empty name, benefit or option.
 */
function valueSchema(field: FieldRule) {
  const text = z.string().trim().min(1).max(field.max);
  const value = field.kind === 'list' ? z.array(text).min(1).max(MAX_LIST_ITEMS) : text;
  return value.nullable().optional();
}

/** A write's body: only the entity's fields, at least one. */
function writeSchema(fields: Record<string, FieldRule>) {
  const shape = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, valueSchema(f)]));
  return z
    .strictObject(shape)
    .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'no field' });
}

/**
 * The first field of a write the record cannot take: one it has no base text for (a notice has no title), or an
 * aligned list whose length differs from its base list's. Null when every field fits.
 */
function refusedField(fields: Record<string, FieldRule>, found: TranslatableRecord, values: LocaleWrite) {
  return (
    Object.keys(values).find((k) => {
      if (!(k in found.base)) return true;
      const value = values[k];
      if (!fields[k]?.aligned || !Array.isArray(value)) return false;
      const base = found.base[k];
      return value.length !== (Array.isArray(base) ? base.length : 0);
    }) ?? null
  );
}

/**
 * Staff routes for the translations of every translatable entity the areas describe (inside the /staff plugin,
 * behind its token):
 *   GET /staff/translations                          the entities and their fields
 *   GET /staff/translations/:entity                  its records (a table's first 500 rows by id)
 *   GET /staff/translations/:entity/:id              a record's base text and its translations
 *   PUT /staff/translations/:entity/:id/:locale      { field: text | null, … } merged into that locale
 * A bad locale, field or value answers 400 and writes nothing; a write empties the caches of store text.
 */
export function registerTranslationRoutes(
  staff: FastifyInstance,
  db: Db,
  entities: readonly TranslatableEntity[],
): void {
  const byName = new Map(entities.map((e) => [e.name, accessOf(db, e)]));
  const schemas = new Map(entities.map((e) => [e.name, writeSchema(e.fields)]));
  const shown = (entity: string, record: TranslatableRecord) => ({ entity, ...record });

  staff.get('/translations', async (_req, res) => {
    const list = entities.map((e) => ({
      entity: e.name,
      fields: Object.entries(e.fields).map(([name, f]) => ({ name, kind: f.kind, max: f.max })),
    }));
    return res.send(envelope({ locales, entities: list }));
  });

  staff.get('/translations/:entity', async (req, res) => {
    const { entity } = req.params as { entity: string };
    const access = byName.get(entity);
    if (!access) return notFound(res);
    return res.send(envelope({ entity, records: (await access.list()).map((r) => shown(entity, r)) }));
  });

  staff.get('/translations/:entity/:id', async (req, res) => {
    const params = req.params as { entity: string; id: string };
    const access = byName.get(params.entity);
    if (!access) return notFound(res);
    const id = access.id.safeParse(params.id);
    if (!id.success) return staffBadRequest(res, 'id');
    const found = await access.read(id.data);
    return found ? res.send(envelope(shown(params.entity, found))) : notFound(res);
  });

  staff.put('/translations/:entity/:id/:locale', async (req, res) => {
    const params = req.params as { entity: string; id: string; locale: string };
    const access = byName.get(params.entity);
    if (!access) return notFound(res);
    const id = access.id.safeParse(params.id);
    if (!id.success) return staffBadRequest(res, 'id');
    if (!isLocale(params.locale)) return staffBadRequest(res, 'locale');
    const body = schemas.get(params.entity)!.safeParse(req.body ?? {});
    if (!body.success) {
      const path = body.error.issues[0]?.path;
      return staffBadRequest(res, path && path.length > 0 ? String(path[0]) : 'body');
    }
    const values = Object.fromEntries(
      Object.entries(body.data).filter(([, v]) => v !== undefined),
    ) as LocaleWrite;
    const found = await access.read(id.data);
    if (!found) return notFound(res);
    const refused = refusedField(access.fields, found, values);
    if (refused) return staffBadRequest(res, refused);
    const outcome = await access.write(id.data, params.locale, values);
    if (outcome === 'not-found') return notFound(res);
    if (outcome === 'invalid') return staffBadRequest(res, Object.keys(values)[0]!);
    forgetStoreText(db);
    const written = await access.read(id.data);
    return written ? res.send(envelope(shown(params.entity, written))) : notFound(res);
  });
}
