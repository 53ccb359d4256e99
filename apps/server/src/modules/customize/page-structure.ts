import type { PageSection, PageStructure, ProductCard, SavedPageStructure } from '@shop/contracts';
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
import { withFigures } from './activity-figures.ts';
import { publishedPages } from './custom-page-list.ts';
import { defaultHome } from './default-home.ts';
import { savedPages } from './saved-page.ts';
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
  if (s.type === 'activityStrip') return withFigures(ctx, store.row.id, s);
  if (s.type !== 'productSection') return s;
  const products = await sectionProducts(ctx, store, s);
  // An empty section would only show a title; leave it out. The picked ids are now the products themselves.
  const { productIds: _picked, ...section } = s;
  return products.length > 0 ? { ...section, products } : null;
}

/** A saved page drawn for the reader: texts in their language, products, shortcut names and live figures. */
export async function resolve(
  ctx: Ctx,
  store: StoreRecord,
  saved: Pick<SavedPageStructure, 'sections'>,
): Promise<PageStructure> {
  const cats = await storeCategories(ctx.db, ctx.clock, store.row.id);
  const sections = await Promise.all(
    saved.sections.map((s) => resolveSection(ctx, store, cats, localizeSection(s, ctx.locale))),
  );
  return { sections: sections.filter((s): s is PageSection => s !== null) };
}

type BuildOpts = { preview?: boolean | undefined; templateId?: number | undefined };

async function buildPage(ctx: Ctx, store: StoreRecord, page: string, opts: BuildOpts) {
  const saved = (await savedPages(ctx, store.row.id, [page], opts)).get(page);
  if (saved) return resolve(ctx, store, saved);
  if (page !== 'home') return null;
  const cats = await storeCategories(ctx.db, ctx.clock, store.row.id);
  const custom = await publishedPages(ctx, store.row.id);
  return resolve(ctx, store, defaultHome(store, cats, ctx.locale, custom));
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
    const load = () => buildPage(ctx, store, page, opts);
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
