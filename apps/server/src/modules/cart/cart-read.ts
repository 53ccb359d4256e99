import { fallbackChain, type Translations } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import type { CartTarget, LineRow } from './cart-store.ts';

/** An attribute option of a product, with its group. */
export interface CartOption {
  id: number;
  name: string;
  priceAdd: number;
  groupId: number;
  groupName: string;
  multiple: boolean;
  /** A combo's group: at least min and at most max of its options make a set (decision 032); null otherwise. */
  choices: { min: number; max: number } | null;
  /** The option's and its group's names per locale (decision 020), picked when a cart item is shown. */
  translations: Translations<{ name: string }>;
  groupTranslations: Translations<{ name: string }>;
}

/** What the cart needs of a product: prices, stock, the display fields of a cart item and the chosen options. */
export interface CartProduct {
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
  /** The product's text per locale (decision 020), picked when a cart item is shown. */
  translations: Translations<{ name: string; specifications: string }>;
  /** Those of the lines' option ids that belong to this product, by id. */
  options: Map<number, CartOption>;
}

/** The stored cart as one read saw it: its version is what an optimistic write must still find. */
export interface StoredCart {
  id: number;
  version: number;
  /** Not written for a while: even an unchanged sync refreshes updated_at then. */
  idle: boolean;
}

export interface CartRead {
  /** The store's SPEC §4 setting: lines may exceed stock. */
  allowStockBelowZero: boolean;
  /** The store's maxLineQuantity as set (null when unset); lineQuantityLimit reads it. */
  maxLineQuantity: number | null;
  /** Null when the owner has no cart of this type in this store yet. */
  cart: StoredCart | null;
  rows: LineRow[];
  products: Map<number, CartProduct>;
}

// Rows come back as positional JSON arrays: cheaper for PostgreSQL to build than keyed objects, and smaller.
type LineJson = [
  id: number,
  productId: number,
  optionKey: string,
  quantity: number,
  comment: string,
  excluded: boolean,
];
/** A product row as the cart's statements return it (a positional JSON array). */
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
/** An option row with its group and product, as the cart's statements return it. */
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

interface ReadRow {
  below: boolean;
  max_line: number | null;
  cart_id: number | null;
  version: number | null;
  idle: boolean | null;
  lines: LineJson[] | null;
  products: ProductJson[] | null;
  options: OptionJson[] | null;
}

/**
 * The SQL of a row's `translations` cut down to the locales of the reader's fallback chain (`chain`, a text[]
 * parameter) and without the fields a line never shows: a product's descriptions in three languages would otherwise
 * travel with every cart sync only to be dropped (decision 020). Null when the row has none of them.
 */
function chainTexts(column: string, chain: string, unshown?: string): string {
  const value = unshown ? `(${column}->l) - '${unshown}'` : `${column}->l`;
  return `(SELECT jsonb_object_agg(l, ${value}) FROM unnest(${chain}::text[]) l WHERE ${column} ? l)`;
}

/** The SQL building a ProductJson of products `p`. */
export const productJson = (chain: string) => `json_build_array(p.id, p.store_id, p.category_id, p.name,
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
/** The SQL building an OptionJson of options `o` joined to their groups `g`. */
export const optionJson = (
  chain: string,
) => `json_build_array(o.id, o.name, o.price_add, g.id, g.name, g.multiple,
  g.product_id, ${chainTexts('o.translations', chain)}, ${chainTexts('g.translations', chain)},
  CASE WHEN g.max_choices IS NOT NULL THEN json_build_array(g.min_choices, g.max_choices) END)`;

// $1 store, $2 member id or cart key, $3 cart type, $4 idle before, $5 incoming product ids, $6 incoming option ids,
// $7 the reader's locale chain.
const readText = (ownerColumn: 'member_id' | 'cart_key') => `
WITH s AS (
  SELECT COALESCE(settings->'allowStockBelowZero' = 'true'::jsonb, false) AS below,
    CASE WHEN jsonb_typeof(settings->'maxLineQuantity') = 'number' THEN (settings->>'maxLineQuantity')::numeric END
      AS max_line
  FROM stores WHERE id = $1
),
c AS (
  SELECT id, version, updated_at < $4::timestamptz AS idle FROM carts
  WHERE ${ownerColumn} = $2 AND store_id = $1 AND cart_type = $3
),
l AS (
  SELECT cl.id, cl.product_id, cl.option_key, cl.quantity, cl.comment, cl.excluded
  FROM c JOIN cart_lines cl ON cl.cart_id = c.id
)
SELECT s.below, s.max_line, c.id AS cart_id, c.version, c.idle,
  (SELECT json_agg(json_build_array(id, product_id, option_key, quantity, comment, excluded) ORDER BY id)
    FROM l) AS lines,
  ${productsJsonSql('ARRAY(SELECT product_id FROM l) || $5::int[]', '$7')} AS products,
  (SELECT json_agg(${optionJson('$7')}) FROM attribute_options o JOIN attribute_groups g ON g.id = o.group_id
    WHERE o.id = ANY(ARRAY(SELECT unnest(string_to_array(NULLIF(option_key, ''), ',')::int[]) FROM l) || $6::int[])
  ) AS options
FROM s LEFT JOIN c ON true`;

function toProduct(p: ProductJson): CartProduct {
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

function toLine(l: LineJson): LineRow {
  return { id: l[0], productId: l[1], optionKey: l[2], quantity: l[3], comment: l[4], excluded: l[5] };
}

/** The products by id, each with those of the options that belong to it; foreign options are dropped. */
export function productMap(
  productRows: ProductJson[] | null,
  optionRows: OptionJson[] | null,
): Map<number, CartProduct> {
  const products = new Map<number, CartProduct>();
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

const readStatements: Record<CartTarget['owner']['kind'], Statement> = {
  member: { name: 'cart_read_member', text: readText('member_id'), params: 7 },
  guest: { name: 'cart_read_guest', text: readText('cart_key'), params: 7 },
};

/**
 * Reads a cart (by owner, store and type) with its version, its lines, the store's stock setting, and the
 * products and chosen options of both its lines and the incoming ones, in one statement: round trips are what a
 * sync costs most. Outside a transaction it is a consistent snapshot that an optimistic write checks by version;
 * inside the locking path it must follow the lock statement, so its snapshot includes every change committed
 * before the lock was granted. An option that belongs to none of the products does not come back, so foreign and
 * unknown options look the same: missing. Null when the store does not exist.
 */
export async function readCart(
  db: DbOrTx,
  target: CartTarget,
  incoming: { productIds: number[]; optionIds: number[] },
  idleBefore: Date,
): Promise<CartRead | null> {
  const { owner } = target;
  const [row] = await runPrepared<ReadRow>(db, readStatements[owner.kind], [
    target.storeId,
    owner.kind === 'member' ? owner.memberId : owner.cartKey,
    target.cartType,
    idleBefore.toISOString(),
    incoming.productIds,
    incoming.optionIds,
    target.locale ? fallbackChain(target.locale) : [],
  ]);
  if (!row) return null;
  const products = productMap(row.products, row.options);
  const cart =
    row.cart_id === null ? null : { id: row.cart_id, version: row.version ?? 0, idle: row.idle === true };
  return {
    allowStockBelowZero: row.below,
    maxLineQuantity: row.max_line === null ? null : Number(row.max_line),
    cart,
    rows: (row.lines ?? []).map(toLine),
    products,
  };
}
