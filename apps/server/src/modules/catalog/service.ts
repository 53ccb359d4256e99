import type {
  CategoryNode,
  catalogEndpoints,
  ParsedRequestOf,
  ProductDetail,
  ProductPage,
} from '@shop/contracts';
import { isSystemFolder } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { requireStoreRecord, type StoreRecord } from '../store/index.ts';
import { categoryTree, folderNodes, storeCategories } from './category-tree.ts';
import { cardColumns, productText, toProductCard } from './product-card.ts';
import {
  attributeGroupsOf,
  type ProductFilter,
  type ProductOrder,
  productDetailRow,
  productPageRows,
} from './product-queries.ts';

/** What the catalogue's reads need of a call: the database, the clock, and the reader's locale for store text. */
type Ctx = Pick<CallContext, 'db' | 'clock' | 'locale'>;

/** The top-level categories with their sub-categories, after the system folders that have products. */
export async function listCategories(ctx: Ctx, storeId: number): Promise<CategoryNode[]> {
  await requireStoreRecord(ctx, storeId);
  const cats = await storeCategories(ctx.db, ctx.clock, storeId);
  return [...folderNodes(cats, ctx.locale), ...categoryTree(cats, null, ctx.locale)];
}

export async function listSubCategories(
  ctx: Ctx,
  storeId: number,
  parentUid: number,
): Promise<CategoryNode[]> {
  await requireStoreRecord(ctx, storeId);
  if (isSystemFolder(parentUid)) return [];
  const cats = await storeCategories(ctx.db, ctx.clock, storeId);
  if (!cats.rows.some((r) => r.id === parentUid)) throw new AppError('CATEGORY_NOT_FOUND');
  return categoryTree(cats, parentUid, ctx.locale);
}

/**
 * Product list pages, kept one second per store, query and reader's locale (by the service clock): a page is
 * finished cards, its names already in one language (decision 020). The list is for display: the
 * cart and checkout read stock and prices afresh, so a page at most a second old can only show a card as in
 * stock that the cart then reports short. A burst of shoppers on one category costs one query a second instead
 * of one per call. Writers in this process that change what a card shows call invalidateProductPages.
 */
const PAGE_TTL_MS = 1_000;
const pageCache = perDatabase((db) =>
  holdsStoreText(db, new TtlCache<string, ProductPage>(PAGE_TTL_MS, 1_000)),
);

/** Forgets every cached product list page of this database (after stock, price or shelf changes). */
export function invalidateProductPages(db: object): void {
  pageCache(db).clear();
}

function pageKey(
  locale: string,
  storeId: number,
  filter: ProductFilter,
  page: { index: number; size: number; order?: ProductOrder },
) {
  const cats = filter.categoryUids?.join(',') ?? '*';
  return `${locale}|${storeId}|${page.order ?? 'display'}|${page.index}|${page.size}|${cats}|${filter.mode ?? ''}|${filter.name ?? ''}`;
}

/** A page of a store's on-shelf products matching the filter, as product cards; treat it as read-only. */
export function listProducts(
  ctx: Ctx,
  store: StoreRecord,
  filter: ProductFilter,
  page: { index: number; size: number; order?: ProductOrder },
): Promise<ProductPage> {
  const key = pageKey(ctx.locale, store.row.id, filter, page);
  return pageCache(ctx.db).get(key, ctx.clock, () => loadPage(ctx, store, filter, page));
}

async function loadPage(
  ctx: Ctx,
  store: StoreRecord,
  filter: ProductFilter,
  page: { index: number; size: number; order?: ProductOrder },
): Promise<ProductPage> {
  const cats = await storeCategories(ctx.db, ctx.clock, store.row.id);
  const hideByMode = store.row.settings.isHideProductByMode;
  const { rows, total, hasMore } = await productPageRows(
    ctx.db,
    ctx.clock,
    { where: filter, cats, hideByMode },
    page,
  );
  const below = store.row.settings.allowStockBelowZero;
  return {
    items: rows.map((r) => toProductCard(r, below, ctx.locale)),
    total,
    pageIndex: page.index,
    hasMore,
  };
}

export async function listMulti(ctx: Ctx, input: ParsedRequestOf<typeof catalogEndpoints.listMulti>) {
  const store = await requireStoreRecord(ctx, input.storeId);
  return listProducts(
    ctx,
    store,
    { storeId: input.storeId, categoryUids: input.categoryUids, name: input.name, mode: input.mode },
    { index: input.pageIndex, size: input.pageSize },
  );
}

export async function productDetail(
  ctx: Ctx,
  storeId: number,
  productId: number,
  comboOnly = false,
): Promise<ProductDetail> {
  const store = await requireStoreRecord(ctx, storeId);
  const [row, groups] = await Promise.all([
    productDetailRow(ctx.db, storeId, productId),
    attributeGroupsOf(ctx.db, productId, ctx.locale),
  ]);
  // product/combo answers only for a combo (its choices are groups with min/max); the detail for any product.
  if (!row || (comboOnly && !row.isCombo)) throw new AppError('PRODUCT_NOT_FOUND');
  return {
    ...toProductCard(row, store.row.settings.allowStockBelowZero, ctx.locale),
    description: productText(row, 'description', ctx.locale),
    images: [row.imageName, ...row.gallery].filter(Boolean),
    modes: row.modes.filter((m): m is ProductDetail['modes'][number] =>
      ['package', 'queue', 'takeout'].includes(m),
    ),
    attributeGroups: groups,
  };
}

/** Whether a product has option groups, and whether it exists at all (null), in one query. */
async function attributeFlag(ctx: Ctx, productId: number): Promise<boolean | null> {
  const [row] = await ctx.db
    .select({
      has: cardColumns.hasAttributes,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ? Boolean(row.has) : null;
}

export async function productAttributes(ctx: Ctx, productId: number) {
  const [flag, groups] = await Promise.all([
    attributeFlag(ctx, productId),
    attributeGroupsOf(ctx.db, productId, ctx.locale),
  ]);
  if (flag === null) throw new AppError('PRODUCT_NOT_FOUND');
  return groups;
}

export async function hasAttributes(ctx: Ctx, productId: number): Promise<boolean> {
  const flag = await attributeFlag(ctx, productId);
  if (flag === null) throw new AppError('PRODUCT_NOT_FOUND');
  return flag;
}

/** The on-shelf product of a store with this barcode, else BARCODE_NOT_FOUND. */
export async function findByBarcode(ctx: Ctx, storeId: number, barcode: string) {
  await requireStoreRecord(ctx, storeId);
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.barcode, barcode), eq(products.onShelf, true)));
  if (!row) throw new AppError('BARCODE_NOT_FOUND');
  return { successed: true as const, product: { id: row.id } };
}
