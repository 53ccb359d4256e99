import { fallbackChain } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import {
  type CatalogProduct,
  type OptionJson,
  optionsJsonSql,
  type ProductJson,
  productMap,
  productsJsonSql,
} from '../catalog/index.ts';
import { cartFactsSql } from './cart-facts.ts';
import type { CartTarget, LineRow } from './cart-store.ts';

/** The stored cart as one read saw it: its version is what an optimistic write must still find. */
export interface StoredCart {
  id: number;
  version: number;
  /** Not written for a while: even an unchanged sync refreshes updated_at then. */
  idle: boolean;
  /** When it was last written (ms): a known cart's idleness is worked out from it. */
  updatedAt: number;
}

export interface CartRead {
  /** The store's SPEC §4 setting: lines may exceed stock. */
  allowStockBelowZero: boolean;
  /** The store's maxLineQuantity as set (null when unset); lineQuantityLimit reads it. */
  maxLineQuantity: number | null;
  /** Null when the owner has no cart of this type in this store yet. */
  cart: StoredCart | null;
  rows: LineRow[];
  products: Map<number, CatalogProduct>;
  /** What the read saw of the store, products and options, as cartFactsSql gives it (decision 055). */
  facts: string;
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
interface ReadRow {
  below: boolean;
  max_line: number | null;
  cart_id: number | null;
  version: number | null;
  idle: boolean | null;
  updated_ms: number | null;
  lines: LineJson[] | null;
  products: ProductJson[] | null;
  options: OptionJson[] | null;
  facts: string;
}

// The products and options a read brings back: its lines' and the incoming ones ($5, $6).
const readProductIds = 'ARRAY(SELECT product_id FROM l) || $5::int[]';
const readOptionIds =
  "ARRAY(SELECT unnest(string_to_array(NULLIF(option_key, ''), ',')::int[]) FROM l) || $6::int[]";

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
  SELECT id, version, updated_at < $4::timestamptz AS idle, updated_at FROM carts
  WHERE ${ownerColumn} = $2 AND store_id = $1 AND cart_type = $3
),
l AS (
  SELECT cl.id, cl.product_id, cl.option_key, cl.quantity, cl.comment, cl.excluded
  FROM c JOIN cart_lines cl ON cl.cart_id = c.id
)
SELECT s.below, s.max_line, c.id AS cart_id, c.version, c.idle,
  (extract(epoch FROM c.updated_at) * 1000)::float8 AS updated_ms,
  (SELECT json_agg(json_build_array(id, product_id, option_key, quantity, comment, excluded) ORDER BY id)
    FROM l) AS lines,
  ${productsJsonSql(readProductIds, '$7')} AS products,
  ${optionsJsonSql(readOptionIds, '$7')} AS options,
  ${cartFactsSql('$1', readProductIds, readOptionIds)} AS facts
FROM s LEFT JOIN c ON true`;

function toLine(l: LineJson): LineRow {
  return { id: l[0], productId: l[1], optionKey: l[2], quantity: l[3], comment: l[4], excluded: l[5] };
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
    row.cart_id === null
      ? null
      : {
          id: row.cart_id,
          version: row.version ?? 0,
          idle: row.idle === true,
          updatedAt: row.updated_ms ?? 0,
        };
  return {
    allowStockBelowZero: row.below,
    maxLineQuantity: row.max_line === null ? null : Number(row.max_line),
    cart,
    rows: (row.lines ?? []).map(toLine),
    products,
    facts: row.facts,
  };
}
