import {
  type SavedCustomPage,
  type SavedPageStructure,
  savedCustomPage,
  savedPageStructure,
} from '@shop/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageStructures } from '../../db/schema/customize.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';

/** The page name a custom page's structure is saved under (decision 040). */
export function customPageName(pageId: number): string {
  return `define-${pageId}`;
}

/** The custom page id a page name holds, or null for any other page (home, …). */
export function customPageIdOf(page: string): number | null {
  const m = /^define-(\d{1,9})$/.exec(page);
  return m ? Number(m[1]) : null;
}

/** A saved structure of a page: a custom page's carries its title too. */
export type SavedPage = SavedPageStructure & Partial<Pick<SavedCustomPage, 'title' | 'translations'>>;

/** A saved JSON checked against the contract of its page's kind: a custom page's or any other page's. */
export function parseSaved(page: string, json: unknown) {
  return customPageIdOf(page) === null ? savedPageStructure.safeParse(json) : savedCustomPage.safeParse(json);
}

type Ctx = Pick<CallContext, 'db' | 'log'> & { db: DbOrTx };

/**
 * The saved structures of the pages: the template's row first so it wins over the live one; with `preview`, a
 * row's draft before its published structure. A page none of whose rows has either is left out.
 */
export async function savedPages(
  ctx: Ctx,
  storeId: number,
  pages: string[],
  opts: { templateId?: number | undefined; preview?: boolean | undefined } = {},
): Promise<Map<string, SavedPage>> {
  const template = opts.templateId
    ? or(isNull(pageStructures.templateId), eq(pageStructures.templateId, opts.templateId))
    : isNull(pageStructures.templateId);
  const rows = await ctx.db
    .select()
    .from(pageStructures)
    .where(and(eq(pageStructures.storeId, storeId), inArray(pageStructures.page, pages), template))
    .orderBy(
      sql`${pageStructures.templateId} desc nulls last`,
      desc(pageStructures.updatedAt),
      desc(pageStructures.id),
    );
  const found = new Map<string, SavedPage>();
  for (const row of rows) {
    const json = opts.preview ? (row.draft ?? row.structure) : row.structure;
    if (found.has(row.page) || json === null) continue;
    const parsed = parseSaved(row.page, json);
    if (parsed.success) found.set(row.page, parsed.data);
    else ctx.log.warn({ storeId, page: row.page }, 'saved page structure is invalid; ignored');
  }
  return found;
}
