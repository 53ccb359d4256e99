import type { CustomPageSummary, PageStructure } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { customPages } from '../../db/schema/customize.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import type { StoreRecord } from '../store/index.ts';
import { pageTitle, publishedPages } from './custom-page-list.ts';
import { resolve } from './page-structure.ts';
import { customPageName, savedPages } from './saved-page.ts';

type Ctx = Pick<CallContext, 'db' | 'clock' | 'log' | 'locale'>;
type DrawnPage = CustomPageSummary & { structure: PageStructure };

// As short as the home page's (its product sections carry stock figures); keyed by locale: titles are store text.
const cache = perDatabase((db) => holdsStoreText(db, new TtlCache<string, DrawnPage | null>(5_000)));

async function buildPage(
  ctx: Ctx,
  store: StoreRecord,
  pageId: number,
  opts: ReadOpts,
): Promise<DrawnPage | null> {
  // A page of another store is as unknown as a page that never was.
  const [own] = await ctx.db
    .select({ id: customPages.id })
    .from(customPages)
    .where(and(eq(customPages.id, pageId), eq(customPages.storeId, store.row.id)));
  if (!own) return null;
  const page = customPageName(pageId);
  const saved = (await savedPages(ctx, store.row.id, [page], opts)).get(page);
  if (!saved) return null;
  return { pageId, title: pageTitle(saved, ctx.locale), structure: await resolve(ctx, store, saved) };
}

type ReadOpts = { preview?: boolean | undefined; templateId?: number | undefined };

/**
 * Customize/ReadDefinePageStructure: a custom page of the store, drawn in the reader's language; its draft with
 * `preview`. CUSTOM_PAGE_NOT_FOUND for a page the store has not (or not yet) published.
 */
export async function readDefinePage(
  ctx: Ctx,
  store: StoreRecord,
  pageId: number,
  opts: ReadOpts,
): Promise<DrawnPage> {
  const key = `${ctx.locale}|${store.row.id}|${pageId}|${opts.templateId ?? ''}`;
  const load = () => buildPage(ctx, store, pageId, opts);
  const page = opts.preview ? await load() : await cache(ctx.db).get(key, ctx.clock, load);
  if (!page) throw new AppError('CUSTOM_PAGE_NOT_FOUND');
  return page;
}

/** Customize/DefinePageList: the store's published custom pages. */
export async function definePageList(ctx: Ctx, store: StoreRecord) {
  return { pages: await publishedPages(ctx, store.row.id) };
}
