import { isLocale, type Locale, locales } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { envelope, failure, sendAppError } from '../http/endpoints.ts';

/** A translatable field: one text, or a list of texts (a level's benefits, a select's options). */
export interface TranslatableField {
  kind: 'text' | 'list';
  /** Longest text, as the field's base text allows. */
  max: number;
}

/** Per locale, the translated fields of one record (decision 020), as kept in its `translations`. */
export type StoredTranslations = Partial<Record<Locale, Record<string, string | string[]>>>;

/** One record of an entity as staff see it: its base text and its translations. */
export interface TranslatableItem {
  id: string;
  base: Record<string, string | string[]>;
  translations: StoredTranslations;
}

/** What a write of one locale's fields answers: the record now, or why it was refused (nothing written). */
export type TranslationWrite = { item: TranslatableItem } | { refused: 'NOT_FOUND' } | { badField: string };

/**
 * One kind of record whose store-authored text staff translate (levels, profile fields, page sections): its
 * fields, how its records are read, and how one locale of one record is written (its own checks, its caches).
 * Each area keeps its own behind this shape, so the staff routes and the CLI stay the same for all.
 */
export interface TranslatableEntity {
  /** The path segment and CLI name, e.g. 'levels'. */
  name: string;
  fields: Record<string, TranslatableField>;
  list(deps: Pick<AppDeps, 'db'>): Promise<TranslatableItem[]>;
  /** Sets (or, for an empty value, removes) the given fields of one locale; fields not given stay. */
  write(
    deps: Pick<AppDeps, 'db'>,
    id: string,
    locale: Locale,
    fields: Record<string, string | string[]>,
  ): Promise<TranslationWrite>;
}

/** The request schema of a write to an entity: its fields only, each within its limit. */
function writeSchema(entity: TranslatableEntity) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    const text = z.string().max(f.max);
    // A list with a blank line would show an empty benefit or option: empty as a whole (removing it) or none blank.
    const list = z
      .array(text)
      .max(50)
      .refine((l) => l.every((v) => v.trim() !== '') || l.every((v) => v.trim() === ''), 'blank line');
    shape[name] = f.kind === 'text' ? text : list;
  }
  return z.strictObject({
    id: z.string().min(1).max(80),
    locale: z.string().refine(isLocale, `locale: one of ${locales.join(', ')}`),
    fields: z
      .strictObject(shape)
      .partial()
      .refine((f) => Object.keys(f).length > 0, 'fields: at least one'),
  });
}

/** A locale's fields with one change applied: an empty text or list removes the field. */
export function withFields(
  current: StoredTranslations,
  locale: Locale,
  fields: Record<string, string | string[]>,
): StoredTranslations {
  const next: Record<string, string | string[]> = { ...(current[locale] ?? {}) };
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = typeof value === 'string' ? value.trim() : value.map((v) => v.trim());
    const empty = typeof trimmed === 'string' ? trimmed === '' : trimmed.every((v) => v === '');
    if (empty) delete next[name];
    else next[name] = trimmed;
  }
  const out: StoredTranslations = { ...current };
  if (Object.keys(next).length > 0) out[locale] = next;
  else delete out[locale];
  return out;
}

const badRequest = (field: string) => failure('BAD_REQUEST', `请求参数错误：${field}`, { Field: field });

/**
 * GET /staff/translations/<entity>: every record with its base text and translations, and the entity's fields.
 * POST /staff/translations/<entity> {id, locale, fields}: writes one locale of one record; an unknown locale,
 * field, over-long text or a list that does not fit (the entity's own check) is refused and nothing changes.
 */
export function registerEntityTranslations(
  staff: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  entity: TranslatableEntity,
): void {
  const path = `/translations/${entity.name}`;
  const schema = writeSchema(entity);
  staff.get(path, async (_req, res) =>
    res.send(envelope({ entity: entity.name, fields: entity.fields, items: await entity.list(deps) })),
  );
  staff.post(path, async (req, res) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return res.code(400).send(badRequest(issue?.path.length ? issue.path.join('.') : 'body'));
    }
    const { id, locale, fields } = parsed.data;
    const done = await entity.write(deps, id, locale as Locale, fields as Record<string, string | string[]>);
    if ('refused' in done) return sendAppError(res, new AppError('NOT_FOUND'));
    if ('badField' in done) return res.code(400).send(badRequest(`fields.${done.badField}`));
    return res.send(envelope(done.item));
  });
}
