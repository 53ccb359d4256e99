import type { CustomPageSummary } from '@shop/contracts';
import { translatedField } from '@shop/domain';
import { and, asc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { pageStructures } from '../../db/schema/customize.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { customPageIdOf, parseSaved, type SavedPage } from './saved-page.ts';

type Ctx = Pick<CallContext, 'db' | 'locale'>;

/** A custom page's title in the reader's language (decision 020). */
export function pageTitle(saved: SavedPage, locale: CallContext['locale']): string {
  return translatedField(saved.title ?? '', saved.translations, 'title', locale);
}

/** The store's published custom pages, oldest first, titled in the reader's language. */
export async function publishedPages(ctx: Ctx, storeId: number): Promise<CustomPageSummary[]> {
  const rows = await ctx.db
    .select({ page: pageStructures.page, structure: pageStructures.structure })
    .from(pageStructures)
    .where(
      and(
        eq(pageStructures.storeId, storeId),
        like(pageStructures.page, 'define-%'),
        isNull(pageStructures.templateId),
        isNotNull(pageStructures.structure),
      ),
    )
    .orderBy(asc(pageStructures.id));
  return rows.flatMap((row) => {
    const pageId = customPageIdOf(row.page);
    const parsed = parseSaved(row.page, row.structure);
    return pageId !== null && parsed.success ? [{ pageId, title: pageTitle(parsed.data, ctx.locale) }] : [];
  });
}
