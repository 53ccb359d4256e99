import type { Translations } from '@shop/domain';

// The product read model other areas use (issue 27): what a cart, a settlement or an order needs of a product and
// its options. Catalog owns the SQL; the reader puts it into its own statement, so its read stays one round trip
// (a fragment of text, as the balance ledger's balanceMoveCtes is for the placing statement).

/** An attribute option of a product, with its group. */
export interface CatalogOption {
  id: number;
  name: string;
  priceAdd: number;
  groupId: number;
  groupName: string;
  multiple: boolean;
  /** A combo's group: at least min and at most max of its options make a set (decision 032); null otherwise. */
  choices: { min: number; max: number } | null;
  /** The option's and its group's names per locale (decision 020), picked when a line is shown. */
  translations: Translations<{ name: string }>;
  groupTranslations: Translations<{ name: string }>;
}

/** What a cart or an order needs of a product: prices, stock, the display fields of a line and the chosen options. */
export interface CatalogProduct {
  id: number;
  storeId: number;
  categoryId: number | null;
  name: string;
  imageName: string;
  specifications: string;
  attribute5: string;
  attribute6: string;
  barcode: string | null;
  price: number;
  originalPrice: number | null;
  stock: number;
  ignoreStock: boolean;
  onShelf: boolean;
  /** The product's text per locale (decision 020), picked when a line is shown. */
  translations: Translations<{ name: string; specifications: string }>;
  /** Those of the lines' option ids that belong to this product, by id. */
  options: Map<number, CatalogOption>;
}

/** A product row as productsJsonSql returns it (a positional JSON array: cheaper to build than keyed objects). */
export type ProductJson = [
  id: number,
  storeId: number,
  categoryId: number | null,
  name: string,
  imageName: string,
  specifications: string,
  attribute5: string,
  attribute6: string,
  barcode: string | null,
  price: number,
  originalPrice: number | null,
  stock: number,
  ignoreStock: boolean,
  onShelf: boolean,
  translations: Translations<{ name: string; specifications: string }>,
];
/** An option row with its group and product, as optionsJsonSql returns it. */
export type OptionJson = [
  id: number,
  name: string,
  priceAdd: number,
  groupId: number,
  groupName: string,
  multiple: boolean,
  productId: number,
  translations: Translations<{ name: string }>,
  groupTranslations: Translations<{ name: string }>,
  /** A combo's group: how many of its options make a set (decision 032); null on ordinary groups. */
  choices: [min: number, max: number] | null,
];
/** A required option group of a product that has something to choose, as requiredGroupsJsonSql returns it. */
export type GroupJson = [productId: number, groupId: number, name: string];

/**
 * The SQL of a row's `translations` cut down to the locales of the reader's fallback chain (`chain`, a text[]
 * parameter) and without the fields a line never shows: a product's descriptions in three languages would otherwise
 * travel with every cart sync only to be dropped (decision 020). Null when the row has none of them.
 */
function chainTexts(column: string, chain: string, unshown?: string): string {
  const value = unshown ? `(${column}->l) - '${unshown}'` : `${column}->l`;
  return `(SELECT jsonb_object_agg(l, ${value}) FROM unnest(${chain}::text[]) l WHERE ${column} ? l)`;
}

const productJson = (chain: string) => `json_build_array(p.id, p.store_id, p.category_id, p.name,
  p.image_name, p.specifications, p.attribute5, p.attribute6, p.barcode, p.price, p.original_price, p.stock,
  p.ignore_stock, p.on_shelf, ${chainTexts('p.translations', chain, 'description')})`;

/**
 * The SQL of a JSON array of the ProductJson of the products whose ids `ids` (an int[] expression) names, each once:
 * looked up one by one on the primary key. A plain `p.id = ANY(…)` gets a generic plan that scans the whole table
 * when it is small (a shop's hundreds of products), half of a cart read's time (issue 15).
 */
export const productsJsonSql = (ids: string, chain: string) => `(SELECT json_agg(${productJson(chain)})
  FROM (SELECT DISTINCT unnest(${ids}) AS id) x
  CROSS JOIN LATERAL (SELECT * FROM products WHERE products.id = x.id OFFSET 0) p)`;

const optionJson = (chain: string) => `json_build_array(o.id, o.name, o.price_add, g.id, g.name, g.multiple,
  g.product_id, ${chainTexts('o.translations', chain)}, ${chainTexts('g.translations', chain)},
  CASE WHEN g.max_choices IS NOT NULL THEN json_build_array(g.min_choices, g.max_choices) END)`;

/** The SQL of a JSON array of the OptionJson of the options whose ids `ids` (an int[] expression) names. */
export const optionsJsonSql = (ids: string, chain: string) => `(SELECT json_agg(${optionJson(chain)})
  FROM attribute_options o JOIN attribute_groups g ON g.id = o.group_id WHERE o.id = ANY(${ids}))`;

/**
 * The SQL of a text that changes whenever any of the products `ids` names, or any of the options `optionIds` names
 * or their groups, is written (each row's xmin: the transaction that wrote the version a reader sees), or appears or
 * goes. A reader that keeps what it read of those rows compares it in a later statement to know they are unchanged
 * without reading them again (the cart's known carts, decision 055). The same sets give the same text, whatever
 * their order or repeats.
 */
export const productFactsSql = (
  ids: string,
  optionIds: string,
) => `coalesce((SELECT string_agg(p.id || ':' || p.xmin, ',' ORDER BY p.id)
    FROM (SELECT DISTINCT unnest(${ids}) AS id) x
    CROSS JOIN LATERAL (SELECT id, xmin FROM products WHERE products.id = x.id OFFSET 0) p), '')
  || '/' || coalesce((SELECT string_agg(o.id || ':' || o.xmin || ':' || g.xmin, ',' ORDER BY o.id)
    FROM attribute_options o JOIN attribute_groups g ON g.id = o.group_id WHERE o.id = ANY((${optionIds})::int[])), '')`;

/**
 * productFactsSql's text taken apart: each product's and option's own part (its xmin; an option's with its group's),
 * by id. A reader that copies rows it read keeps each row's part with it, and composes the text of another set of
 * ids from the parts (productFactsText) without reading those rows again.
 */
export interface ProductFacts {
  products: Map<number, string>;
  options: Map<number, string>;
}

function factParts(list: string): Map<number, string> {
  const parts = new Map<number, string>();
  if (list === '') return parts;
  for (const item of list.split(',')) {
    const colon = item.indexOf(':');
    parts.set(Number(item.slice(0, colon)), item.slice(colon + 1));
  }
  return parts;
}

export function productFactsOf(text: string): ProductFacts {
  const slash = text.indexOf('/');
  return { products: factParts(text.slice(0, slash)), options: factParts(text.slice(slash + 1)) };
}

const factList = (parts: Map<number, string>) =>
  [...parts]
    .sort(([a], [b]) => a - b)
    .map(([id, part]) => `${id}:${part}`)
    .join(',');

/** The text productFactsSql gives of exactly the rows `facts` holds, as long as none of them was written since. */
export function productFactsText(facts: ProductFacts): string {
  return `${factList(facts.products)}/${factList(facts.options)}`;
}

/** The SQL of a JSON array of the GroupJson of the required groups, with options, of the products `ids` names. */
export const requiredGroupsJsonSql = (
  ids: string,
) => `(SELECT json_agg(json_build_array(g.product_id, g.id, g.name)
    ORDER BY g.sort, g.id) FROM attribute_groups g
  WHERE g.product_id = ANY(${ids}) AND g.required AND EXISTS (SELECT 1 FROM attribute_options o WHERE o.group_id = g.id))`;

function toProduct(p: ProductJson): CatalogProduct {
  return {
    id: p[0],
    storeId: p[1],
    categoryId: p[2],
    name: p[3],
    imageName: p[4],
    specifications: p[5],
    attribute5: p[6],
    attribute6: p[7],
    barcode: p[8],
    price: p[9],
    originalPrice: p[10],
    stock: p[11],
    ignoreStock: p[12],
    onShelf: p[13],
    translations: p[14] ?? {},
    options: new Map(),
  };
}

/** The products by id, each with those of the options that belong to it; foreign options are dropped. */
export function productMap(
  productRows: ProductJson[] | null,
  optionRows: OptionJson[] | null,
): Map<number, CatalogProduct> {
  const products = new Map<number, CatalogProduct>();
  for (const p of productRows ?? []) products.set(p[0], toProduct(p));
  for (const o of optionRows ?? []) {
    const option = {
      id: o[0],
      name: o[1],
      priceAdd: o[2],
      groupId: o[3],
      groupName: o[4],
      multiple: o[5],
      translations: o[7] ?? {},
      groupTranslations: o[8] ?? {},
      choices: o[9] ? { min: o[9][0], max: o[9][1] } : null,
    };
    products.get(o[6])?.options.set(option.id, option);
  }
  return products;
}
