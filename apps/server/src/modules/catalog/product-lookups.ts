import { type Locale, translatedField } from '@shop/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attributeGroups, attributeOptions, categories, products } from '../../db/schema/catalog.ts';

/** Which products must be to count: of a store (any store's when absent), and on the shelf. */
export interface ProductScope {
  storeId?: number;
  onShelf?: boolean;
}

/** Those of `ids` that name products (of the store, on the shelf, as `scope` asks): references other areas check. */
export async function productsThatExist(
  db: DbOrTx,
  ids: readonly number[],
  scope: ProductScope = {},
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const where: SQL[] = [inArray(products.id, [...ids])];
  if (scope.storeId !== undefined) where.push(eq(products.storeId, scope.storeId));
  if (scope.onShelf) where.push(eq(products.onShelf, true));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where));
  return new Set(rows.map((r) => r.id));
}

/** Whether every one of `optionIds` is an option of the product. */
export async function optionsOfProduct(db: DbOrTx, productId: number, optionIds: readonly number[]) {
  if (optionIds.length === 0) return true;
  const found = await db
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeOptions.groupId))
    .where(and(inArray(attributeOptions.id, [...optionIds]), eq(attributeGroups.productId, productId)));
  return found.length === new Set(optionIds).size;
}

/** Products' base names and images by id: how a line shows a product no read priced (taken off the shelf). */
export async function productLabels(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { name: string; imageName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, imageName: products.imageName })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, imageName: r.imageName }]));
}

/** Products' or categories' names by id in the reader's language (a coupon rule's, say): one read per table. */
export async function catalogNames(
  db: DbOrTx,
  table: 'products' | 'categories',
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const t = table === 'products' ? products : categories;
  const rows = await db
    .select({ id: t.id, name: t.name, translations: t.translations })
    .from(t)
    .where(inArray(t.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, translatedField(r.name, r.translations, 'name', locale)]));
}
