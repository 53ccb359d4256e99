import { type AttributeGroup, isSystemFolder, type OrderModeName, systemFolder } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { and, asc, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attributeGroups, attributeOptions, products } from '../../db/schema/catalog.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { StoreCategories } from './category-tree.ts';
import { type CardRow, cardColumns, toWirePrice } from './product-card.ts';

export interface ProductFilter {
  storeId: number;
  /** Real category uids (with their sub-categories) and system folders; a product matching any is listed. */
  categoryUids?: number[];
  /** Already trimmed; matched case-insensitively anywhere in the name, in the base text or any translation. */
  name?: string;
  /** Applied only when the store hides products by order mode. */
  mode?: OrderModeName;
}

export type ProductOrder = 'display' | 'newest';

/**
 * A product list query reduced to its shape (which conditions apply) and its values. Each shape becomes one
 * prepared statement, so PostgreSQL parses and plans it once per connection, not once per request.
 */
interface ListQuery {
  shape: { cats: boolean; combo: boolean; hot: boolean; onSale: boolean; name: boolean; mode: boolean };
  order: ProductOrder;
  values: { storeId: number; cats: number[]; name: string; mode: string };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The query of a product list, or null when it can match nothing (only unknown categories asked for). */
function listQuery(
  f: ProductFilter,
  cats: StoreCategories,
  hideByMode: boolean,
  order: ProductOrder,
): ListQuery | null {
  const uids = f.categoryUids ?? [];
  const real = new Set<number>();
  for (const uid of uids) {
    if (!isSystemFolder(uid)) for (const id of cats.subtree.get(uid) ?? []) real.add(id);
  }
  const shape = {
    cats: real.size > 0,
    combo: uids.includes(systemFolder.combo),
    hot: uids.includes(systemFolder.hotSale),
    onSale: uids.includes(systemFolder.onSale),
    name: Boolean(f.name),
    mode: hideByMode && f.mode !== undefined,
  };
  if (uids.length > 0 && !shape.cats && !shape.combo && !shape.hot && !shape.onSale) return null;
  return {
    shape,
    order,
    values: {
      storeId: f.storeId,
      cats: [...real],
      name: f.name ? likePattern(f.name) : '',
      mode: f.mode ?? '',
    },
  };
}

function shapeKey(q: ListQuery): string {
  const on = Object.entries(q.shape).filter(([, yes]) => yes);
  return [...on.map(([k]) => k), q.order].join('_');
}

/**
 * A shopper finds a product by the name they know, whatever language the app is in: the base name or a name in
 * any of its translations (decision 020). A search scans the store's products either way (a pattern with a
 * leading wildcard uses no index); the unfiltered list, the hot path, is not touched.
 */
function nameMatches(): SQL {
  const name = sql.placeholder('name');
  return sql`(${products.name} ilike ${name} or exists (select 1 from jsonb_each(${products.translations}) t
    where t.value->>'name' ilike ${name}))`;
}

function shapeWhere(shape: ListQuery['shape']): SQL {
  const conds: SQL[] = [sql`${products.storeId} = ${sql.placeholder('storeId')}`, eq(products.onShelf, true)];
  const anyOf: SQL[] = [];
  if (shape.cats) anyOf.push(sql`${products.categoryId} = any(${sql.placeholder('cats')}::int[])`);
  if (shape.combo) anyOf.push(eq(products.isCombo, true));
  if (shape.hot) anyOf.push(eq(products.isHot, true));
  if (shape.onSale) anyOf.push(gt(products.originalPrice, products.price));
  if (anyOf.length > 0) conds.push(or(...anyOf)!);
  if (shape.name) conds.push(nameMatches());
  if (shape.mode) conds.push(sql`${products.modes} @> array[${sql.placeholder('mode')}::text]`);
  return and(...conds)!;
}

function pageStatement(db: Db, q: ListQuery, key: string) {
  const order = q.order === 'newest' ? [desc(products.id)] : [asc(products.sort), asc(products.id)];
  return db
    .select(cardColumns)
    .from(products)
    .where(shapeWhere(q.shape))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`products_page_${key}`);
}

function countStatement(db: Db, q: ListQuery, key: string) {
  return db.select({ n: count() }).from(products).where(shapeWhere(q.shape)).prepare(`products_count_${key}`);
}

const statements = perDatabase(() => ({
  pages: new Map<string, ReturnType<typeof pageStatement>>(),
  counts: new Map<string, ReturnType<typeof countStatement>>(),
  // Totals move only when products go on or off the shelf; a few seconds' lag is fine for a page count.
  totals: new TtlCache<string, number>(5_000),
}));

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let found = map.get(key);
  if (!found) {
    found = make();
    map.set(key, found);
  }
  return found;
}

/**
 * One page of product card rows and the number of matches. One indexed query fetches a row more than the
 * page to know whether more follow; the count runs only when the page cannot tell it, and is cached.
 */
export async function productPageRows(
  db: Db,
  clock: Clock,
  filter: { where: ProductFilter; cats: StoreCategories; hideByMode: boolean },
  page: { index: number; size: number; order?: ProductOrder },
): Promise<{ rows: CardRow[]; total: number; hasMore: boolean }> {
  const q = listQuery(filter.where, filter.cats, filter.hideByMode, page.order ?? 'display');
  if (!q) return { rows: [], total: 0, hasMore: false };
  const key = shapeKey(q);
  const s = statements(db);
  const offset = (page.index - 1) * page.size;
  const fetched = await cached(s.pages, key, () => pageStatement(db, q, key)).execute({
    ...q.values,
    limit: page.size + 1,
    offset,
  });
  const hasMore = fetched.length > page.size;
  const rows = hasMore ? fetched.slice(0, page.size) : fetched;
  if (!hasMore && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length, hasMore };
  const counted = await s.totals.get(`${key}|${JSON.stringify(q.values)}`, clock, async () => {
    const [row] = await cached(s.counts, key, () => countStatement(db, q, key)).execute(q.values);
    return Number(row?.n ?? 0);
  });
  // A cached total may lag; never report fewer than this page has seen.
  const seen = rows.length > 0 ? offset + rows.length + (hasMore ? 1 : 0) : 0;
  return { rows, total: Math.max(counted, seen), hasMore };
}

/** Card rows of chosen products of a store, on shelf only, in the order asked. */
export async function productsByIds(db: Db, storeId: number, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.onShelf, true), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The detail of one on-shelf product of a store, or undefined. */
export async function productDetailRow(db: Db, storeId: number, productId: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      translations: products.translations,
      gallery: products.gallery,
      modes: products.modes,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId), eq(products.onShelf, true)));
  return row;
}

/** A product's attribute groups with their options, in display order and the reader's locale: one query. */
export async function attributeGroupsOf(
  db: Db,
  productId: number,
  locale: Locale,
): Promise<AttributeGroup[]> {
  const rows = await db
    .select({
      groupId: attributeGroups.id,
      groupName: attributeGroups.name,
      groupText: attributeGroups.translations,
      required: attributeGroups.required,
      multiple: attributeGroups.multiple,
      minChoices: attributeGroups.minChoices,
      maxChoices: attributeGroups.maxChoices,
      optionId: attributeOptions.id,
      optionName: attributeOptions.name,
      optionText: attributeOptions.translations,
      priceAdd: attributeOptions.priceAdd,
    })
    .from(attributeGroups)
    .leftJoin(attributeOptions, eq(attributeOptions.groupId, attributeGroups.id))
    .where(eq(attributeGroups.productId, productId))
    .orderBy(
      asc(attributeGroups.sort),
      asc(attributeGroups.id),
      asc(attributeOptions.sort),
      asc(attributeOptions.id),
    );
  const groups = new Map<number, AttributeGroup>();
  for (const r of rows) {
    let g = groups.get(r.groupId);
    if (!g) {
      const name = translatedField(r.groupName, r.groupText, 'name', locale);
      g = { uid: r.groupId, name, required: r.required, multiple: r.multiple, options: [] };
      if (r.minChoices !== null && r.maxChoices !== null) {
        g.minChoices = r.minChoices;
        g.maxChoices = r.maxChoices;
      }
      groups.set(r.groupId, g);
    }
    if (r.optionId !== null) {
      const name = translatedField(r.optionName ?? '', r.optionText, 'name', locale);
      g.options.push({ uid: r.optionId, name, addPrice: toWirePrice(r.priceAdd ?? 0) });
    }
  }
  return [...groups.values()];
}
