import type { RuleNamesOut } from '@shop/contracts';
import { type CouponRule, type Locale, translatedField } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { catalogNames } from '../catalog/index.ts';

/** Names by id, read once for every rule of an answer: products, categories and levels, in the reader's language. */
export interface NameBook {
  products: Map<number, string>;
  categories: Map<number, string>;
  levels: Map<number, string>;
}

/** The product ids a rule names: its selection's, and its gift's, exchange's or pickup's product. */
function productIdsOf(rule: CouponRule): number[] {
  const ids = rule.products.rule === 'all' ? [] : [...rule.products.productIds];
  if (rule.kind === 'gift') ids.push(rule.gift.productId);
  if (rule.kind === 'exchange') ids.push(rule.exchange.productId);
  if (rule.kind === 'pickup') ids.push(rule.pickup.productId);
  return ids;
}

const categoryIdsOf = (rule: CouponRule) => (rule.products.rule === 'all' ? [] : rule.products.categoryIds);

async function levelNames(db: DbOrTx, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: customerCategories.id,
      name: customerCategories.name,
      translations: customerCategories.translations,
    })
    .from(customerCategories)
    .where(inArray(customerCategories.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, translatedField(r.name, r.translations, 'name', locale)]));
}

/** The names every rule (and level id) of an answer needs, in three reads at most. */
export async function nameBook(
  db: DbOrTx,
  rules: CouponRule[],
  locale: Locale,
  levelIds: number[] = [],
): Promise<NameBook> {
  return {
    products: await catalogNames(db, 'products', rules.flatMap(productIdsOf), locale),
    categories: await catalogNames(db, 'categories', rules.flatMap(categoryIdsOf), locale),
    levels: await levelNames(db, levelIds, locale),
  };
}

/** One rule's names out of the book (ids no longer known are left out). */
export function namesOf(book: NameBook, rule: CouponRule): RuleNamesOut {
  const named = (ids: number[], names: Map<number, string>) =>
    [...new Set(ids)].flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
  return {
    products: named(productIdsOf(rule), book.products),
    categories: named(categoryIdsOf(rule), book.categories),
  };
}

/** Level names in the order of the ids (unknown ids left out). */
export function levelNamesOf(book: NameBook, levelIds: number[]): string[] {
  return levelIds.flatMap((id) => (book.levels.has(id) ? [book.levels.get(id)!] : []));
}
