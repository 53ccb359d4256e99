import { type CategoryNode, systemFolder } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';

type CategoryRow = typeof categories.$inferSelect;

/**
 * A store's categories and which system folders have products; cached a few seconds per store. The rows keep
 * every language (their translations), so one entry serves readers of all four; names are picked when shown.
 */
export interface StoreCategories {
  rows: CategoryRow[];
  /** Category uid → the uids of it and all its descendants. */
  subtree: Map<number, number[]>;
  folders: { combo: boolean; hotSale: boolean; onSale: boolean };
}

const cache = perDatabase((db) => holdsStoreText(db, new TtlCache<number, StoreCategories>(10_000)));

// The system folders are the app's, not the store's: their names are fixed here in the four languages, the
// same words as the web's catalog.folders texts.
const folderNames: Record<number, Record<Locale, string>> = {
  [systemFolder.combo]: { en: 'Combos', es: 'Combos', 'zh-CN': '套餐', 'zh-Hant': '套餐' },
  [systemFolder.hotSale]: { en: 'Hot sale', es: 'Más vendidos', 'zh-CN': '热销', 'zh-Hant': '熱銷' },
  [systemFolder.onSale]: { en: 'On sale', es: 'En oferta', 'zh-CN': '特价', 'zh-Hant': '特價' },
};

/** A category's name in the reader's locale. */
export function categoryName(row: Pick<CategoryRow, 'name' | 'translations'>, locale: Locale): string {
  return translatedField(row.name, row.translations, 'name', locale);
}

function subtrees(rows: CategoryRow[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  }
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const seen = new Set<number>([r.id]);
    const queue = [r.id];
    // Breadth-first; `seen` also guards against a parent loop in bad data.
    for (let i = 0; i < queue.length; i++) {
      for (const child of children.get(queue[i]!) ?? []) {
        if (!seen.has(child)) {
          seen.add(child);
          queue.push(child);
        }
      }
    }
    out.set(r.id, queue);
  }
  return out;
}

async function loadCategories(db: Db, storeId: number): Promise<StoreCategories> {
  const onShelf = and(eq(products.storeId, storeId), eq(products.onShelf, true));
  const [rows, [flags]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({
        combo: sql<boolean>`coalesce(bool_or(${products.isCombo}), false)`,
        hotSale: sql<boolean>`coalesce(bool_or(${products.isHot}), false)`,
        onSale: sql<boolean>`coalesce(bool_or(${products.originalPrice} > ${products.price}), false)`,
      })
      .from(products)
      .where(onShelf),
  ]);
  return {
    rows,
    subtree: subtrees(rows),
    folders: {
      combo: Boolean(flags?.combo),
      hotSale: Boolean(flags?.hotSale),
      onSale: Boolean(flags?.onSale),
    },
  };
}

export function storeCategories(db: Db, clock: Clock, storeId: number): Promise<StoreCategories> {
  return cache(db).get(storeId, clock, () => loadCategories(db, storeId));
}

/** Forgets a store's cached categories after they or its products' flags changed. */
export function invalidateCategories(db: Db, storeId: number): void {
  cache(db).delete(storeId);
}

function toNode(row: CategoryRow, byParent: Map<number | null, CategoryRow[]>, locale: Locale): CategoryNode {
  return {
    uid: row.id,
    name: categoryName(row, locale),
    icon: row.icon,
    sort: row.sort,
    parentUid: row.parentId,
    system: false,
    children: (byParent.get(row.id) ?? []).map((c) => toNode(c, byParent, locale)),
  };
}

/** The category tree under `parentUid` (null for the top level), named in the reader's locale. */
export function categoryTree(c: StoreCategories, parentUid: number | null, locale: Locale): CategoryNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  const known = new Set(c.rows.map((r) => r.id));
  for (const r of c.rows) {
    // A row whose parent is missing is shown at the top level rather than lost.
    const parent = r.parentId !== null && known.has(r.parentId) ? r.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  return (byParent.get(parentUid) ?? []).map((r) => toNode(r, byParent, locale));
}

/** The system folders that have products, as category nodes (hot sale, on sale, combos: shown first). */
export function folderNodes(c: StoreCategories, locale: Locale): CategoryNode[] {
  const present: Array<[number, boolean]> = [
    [systemFolder.hotSale, c.folders.hotSale],
    [systemFolder.onSale, c.folders.onSale],
    [systemFolder.combo, c.folders.combo],
  ];
  return present
    .filter(([, has]) => has)
    .map(([uid]) => ({
      uid,
      name: folderNames[uid]![locale],
      icon: '',
      sort: 0,
      parentUid: null,
      system: true,
      children: [],
    }));
}
