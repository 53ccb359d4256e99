import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { customPages, pageStructures } from '../../db/schema/customize.ts';
import { forgetStoreText } from '../../platform/cache/store-text.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { customPageIdOf, customPageName, parseSaved } from './saved-page.ts';

const id = staffId;
/** `home` (or another named page), a custom page's id, or `new` to make a custom page on save. */
const pageParam = z.strictObject({ page: z.string().regex(/^(new|\d{1,9}|[A-Za-z][A-Za-z0-9_]{0,39})$/) });
const where = z.strictObject({ storeId: id, templateId: id.optional() });

/** A saved page as staff list it (the staff CLI's pages command prints it). */
export interface StaffPageOut {
  page: string;
  /** The custom page's id; null for home and other named pages. */
  pageId: number | null;
  templateId: number | null;
  title: string;
  /** Published: shoppers see it. */
  live: boolean;
  /** A saved draft waits to be published. */
  draft: boolean;
  updatedAt: string;
  publishedAt: string | null;
}

type Row = typeof pageStructures.$inferSelect;

function titleOf(row: Row): string {
  const saved = parseSaved(row.page, row.draft ?? row.structure);
  return saved.success && 'title' in saved.data ? String(saved.data.title) : '';
}

function toStaffPage(row: Row): StaffPageOut {
  return {
    page: row.page,
    pageId: customPageIdOf(row.page),
    templateId: row.templateId,
    title: titleOf(row),
    live: row.structure !== null,
    draft: row.draft !== null,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function rowWhere(storeId: number, page: string, templateId: number | undefined): SQL {
  const template = templateId ? eq(pageStructures.templateId, templateId) : isNull(pageStructures.templateId);
  return and(eq(pageStructures.storeId, storeId), eq(pageStructures.page, page), template) as SQL;
}

/** The page name a staff page argument means; a custom page must be the store's. */
async function pageName(db: Db | Tx, storeId: number, page: string): Promise<string> {
  if (page === 'new') {
    const [made] = await db.insert(customPages).values({ storeId }).returning({ id: customPages.id });
    return customPageName(made!.id);
  }
  if (!/^\d+$/.test(page)) return page;
  const [own] = await db
    .select({ id: customPages.id })
    .from(customPages)
    .where(and(eq(customPages.id, Number(page)), eq(customPages.storeId, storeId)));
  if (!own) throw new AppError('CUSTOM_PAGE_NOT_FOUND');
  return customPageName(own.id);
}

/** Keeps a structure as the draft (or, `live`, publishes it at once: a template of the `template` command). */
async function save(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  page: string,
  q: z.infer<typeof where>,
  json: unknown,
  live: boolean,
) {
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const name = await pageName(tx, q.storeId, page);
    const checked = parseSaved(name, json);
    if (!checked.success) throw new InvalidStructure(checked.error.issues);
    const values = live
      ? { structure: checked.data, draft: null, publishedAt: at, updatedAt: at }
      : { draft: checked.data, updatedAt: at };
    const [old] = await tx
      .select()
      .from(pageStructures)
      .where(rowWhere(q.storeId, name, q.templateId))
      .for('update');
    if (old)
      return (
        await tx.update(pageStructures).set(values).where(eq(pageStructures.id, old.id)).returning()
      )[0];
    const fresh = { storeId: q.storeId, page: name, templateId: q.templateId ?? null, ...values };
    return (await tx.insert(pageStructures).values(fresh).returning())[0];
  });
  if (live) forgetStoreText(deps.db);
  return toStaffPage(row!);
}

/** A structure the contract refused, answered as a 400 naming its first wrong field. */
class InvalidStructure extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('invalid structure');
  }
}

/** The draft becomes what shoppers see; the cached pages are emptied so they see it now. */
async function publish(deps: Pick<AppDeps, 'db' | 'clock'>, page: string, q: z.infer<typeof where>) {
  const name = await pageName(deps.db, q.storeId, page);
  const [row] = await deps.db
    .select()
    .from(pageStructures)
    .where(rowWhere(q.storeId, name, q.templateId));
  if (!row) throw new AppError('CUSTOM_PAGE_NOT_FOUND');
  if (row.draft === null) throw new AppError('PAGE_NO_DRAFT');
  const at = deps.clock.now();
  const [done] = await deps.db
    .update(pageStructures)
    .set({ structure: row.draft, draft: null, publishedAt: at, updatedAt: at })
    .where(eq(pageStructures.id, row.id))
    .returning();
  forgetStoreText(deps.db);
  return toStaffPage(done!);
}

/** Removes a page's saved structure (home falls back to the default); a custom page goes whole. */
async function remove(db: Db, page: string, q: z.infer<typeof where>) {
  const name = await pageName(db, q.storeId, page);
  const pageId = customPageIdOf(name);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(pageStructures)
      .where(rowWhere(q.storeId, name, q.templateId))
      .returning();
    if (gone.length === 0 && !(pageId !== null && !q.templateId)) throw new AppError('CUSTOM_PAGE_NOT_FOUND');
    if (pageId !== null && !q.templateId) {
      await tx
        .delete(pageStructures)
        .where(and(eq(pageStructures.storeId, q.storeId), eq(pageStructures.page, name)));
      await tx.delete(customPages).where(eq(customPages.id, pageId));
    }
  });
  forgetStoreText(db);
  return { page: name, deleted: true };
}

async function answerSave(res: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await staffAnswer(res, work);
  } catch (err) {
    if (err instanceof InvalidStructure) return staffInvalid(res, err.issues);
    throw err;
  }
}

/**
 * Staff page routes (inside the /staff plugin): list and show a store's saved pages, save a draft (a new custom
 * page with `new`), publish it, save a template live, delete. Structures are checked by the contract.
 */
export function registerStaffPages(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/pages', async (req, res) => {
    const q = z.strictObject({ storeId: id }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => {
      const rows = await deps.db
        .select()
        .from(pageStructures)
        .where(eq(pageStructures.storeId, q.data.storeId))
        .orderBy(asc(pageStructures.page), asc(pageStructures.templateId));
      return { pages: rows.map(toStaffPage) };
    });
  });
  staff.get('/pages/:page', async (req, res) => {
    const p = pageParam.safeParse(req.params);
    const q = where.safeParse(req.query);
    if (!p.success || !q.success) return staffBadRequest(res, p.success ? 'storeId' : 'page');
    return staffAnswer(res, async () => {
      const name = await pageName(deps.db, q.data.storeId, p.data.page);
      const [row] = await deps.db
        .select()
        .from(pageStructures)
        .where(rowWhere(q.data.storeId, name, q.data.templateId));
      if (!row) throw new AppError('CUSTOM_PAGE_NOT_FOUND');
      return { ...toStaffPage(row), structure: row.structure, draftStructure: row.draft };
    });
  });
  for (const [action, live] of [
    ['save', false],
    ['template', true],
  ] as const) {
    staff.post(`/pages/:page/${action}`, async (req, res) => {
      const p = pageParam.safeParse(req.params);
      const body = where.extend({ structure: z.unknown() }).safeParse(req.body ?? {});
      if (!p.success) return staffBadRequest(res, 'page');
      if (!body.success) return staffInvalid(res, body.error.issues);
      if (live && !body.data.templateId) return staffBadRequest(res, 'templateId');
      const { structure, ...q } = body.data;
      return answerSave(res, () => save(deps, p.data.page, q, structure, live));
    });
  }
  staff.post('/pages/:page/publish', async (req, res) => {
    const p = pageParam.safeParse(req.params);
    const body = where.safeParse(req.body ?? {});
    if (!p.success || !body.success) return staffBadRequest(res, p.success ? 'storeId' : 'page');
    return staffAnswer(res, () => publish(deps, p.data.page, body.data));
  });
  staff.post('/pages/:page/delete', async (req, res) => {
    const p = pageParam.safeParse(req.params);
    const body = where.safeParse(req.body ?? {});
    if (!p.success || !body.success) return staffBadRequest(res, p.success ? 'storeId' : 'page');
    return staffAnswer(res, () => remove(deps.db, p.data.page, body.data));
  });
}
