import {
  type PageSection,
  type PageStructure,
  type ProductCard,
  type SavedPageStructure,
  savedPageStructure,
} from '@shop/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { pageStructures } from '../../db/schema/customize.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import {
  categoryName,
  folderNodes,
  listProducts,
  productsByIds,
  type StoreCategories,
  storeCategories,
  toProductCard,
} from '../catalog/index.ts';
import type { StoreRecord } from '../store/index.ts';
import { defaultHome } from './default-home.ts';
import { type LocalizedSection, localizeSection } from './section-text.ts';

type Ctx = Pick<CallContext, 'db' | 'clock' | 'log' | 'locale'>;

// Short: the structure carries stock figures, and the boot page is built from it on every visit. Keyed by the
// reader's locale too: a built structure carries store text in one language (decision 020).
const cache = perDatabase((db) => holdsStoreText(db, new TtlCache<string, PageStructure | null>(5_000)));

type ProductSectionInput = Extract<LocalizedSection, { type: 'productSection' }>;

/** A product section's cards: its hand-picked products, else the first ones of its source. */
async function sectionProducts(ctx: Ctx, store: StoreRecord, s: ProductSectionInput): Promise<ProductCard[]> {
  const storeId = store.row.id;
  if (s.productIds && s.productIds.length > 0) {
    const rows = await productsByIds(ctx.db, storeId, s.productIds.slice(0, s.limit));
    return rows.map((r) => toProductCard(r, store.row.settings.allowStockBelowZero, ctx.locale));
  }
  const filter =
    s.source.type === 'category' ? { storeId, categoryUids: [s.source.categoryUid] } : { storeId };
  const order = s.source.type === 'newest' ? 'newest' : 'display';
  return (await listProducts(ctx, store, filter, { index: 1, size: s.limit, order })).items;
}

async function resolveSection(
  ctx: Ctx,
  store: StoreRecord,
  cats: StoreCategories,
  s: LocalizedSection,
): Promise<PageSection | null> {
  if (s.type === 'shortcuts') {
    const known = new Map(
      folderNodes(cats, ctx.locale).map((c) => [c.uid, { name: c.name, icon: c.icon, system: true }]),
    );
    for (const r of cats.rows) {
      known.set(r.id, { name: categoryName(r, ctx.locale), icon: r.icon, system: false });
    }
    const items = s.categoryUids.flatMap((uid) => {
      const c = known.get(uid);
      return c ? [{ categoryUid: uid, ...c }] : [];
    });
    return items.length > 0 ? { type: 'shortcuts', id: s.id, items } : null;
  }
  if (s.type !== 'productSection') return s;
  const products = await sectionProducts(ctx, store, s);
  // An empty section would only show a title; leave it out. The picked ids are now the products themselves.
  const { productIds: _picked, ...section } = s;
  return products.length > 0 ? { ...section, products } : null;
}

async function resolve(ctx: Ctx, store: StoreRecord, saved: SavedPageStructure): Promise<PageStructure> {
  const cats = await storeCategories(ctx.db, ctx.clock, store.row.id);
  const sections = await Promise.all(
    saved.sections.map((s) => resolveSection(ctx, store, cats, localizeSection(s, ctx.locale))),
  );
  return { sections: sections.filter((s): s is PageSection => s !== null) };
}

/** The saved structures of the pages, template ones first so they win over the live ones. */
async function savedRows(ctx: Ctx, storeId: number, pages: string[], templateId?: number) {
  const template = templateId
    ? or(isNull(pageStructures.templateId), eq(pageStructures.templateId, templateId))
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
  const found = new Map<string, SavedPageStructure>();
  for (const row of rows) {
    if (found.has(row.page)) continue;
    const parsed = savedPageStructure.safeParse(row.structure);
    if (parsed.success) found.set(row.page, parsed.data);
    else ctx.log.warn({ storeId, page: row.page }, 'saved page structure is invalid; ignored');
  }
  return found;
}

async function buildPage(ctx: Ctx, store: StoreRecord, page: string, templateId?: number) {
  const saved = (await savedRows(ctx, store.row.id, [page], templateId)).get(page);
  if (saved) return resolve(ctx, store, saved);
  if (page !== 'home') return null;
  const cats = await storeCategories(ctx.db, ctx.clock, store.row.id);
  return resolve(ctx, store, defaultHome(store, cats, ctx.locale));
}

/** The structures of the named pages; PAGE_STRUCTURE_MISSING (the client then uses its defaults) if any has none. */
export async function pagesStructure(
  ctx: Ctx,
  store: StoreRecord,
  pages: string[],
  opts: { preview?: boolean; templateId?: number } = {},
): Promise<Record<string, PageStructure>> {
  const out: Record<string, PageStructure> = {};
  const missing: string[] = [];
  for (const page of new Set(pages)) {
    const key = `${ctx.locale}|${store.row.id}|${page}|${opts.templateId ?? ''}`;
    const load = () => buildPage(ctx, store, page, opts.templateId);
    const built = opts.preview ? await load() : await cache(ctx.db).get(key, ctx.clock, load);
    if (built) out[page] = built;
    else missing.push(page);
  }
  if (missing.length > 0) throw new AppError('PAGE_STRUCTURE_MISSING', {}, { Missing: missing });
  return out;
}

/** Forgets a store's cached page structures after the merchant saved one. */
export function invalidatePages(ctx: Pick<CallContext, 'db'>): void {
  cache(ctx.db).clear();
}
