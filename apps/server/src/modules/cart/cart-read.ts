import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { LineRow } from './cart-store.ts';
import { runPrepared } from './prepared.ts';

/** An attribute option of a product, with its group. */
export interface CartOption {
  id: number;
  name: string;
  priceAdd: number;
  groupId: number;
  groupName: string;
  multiple: boolean;
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
  /** Those of the lines' option ids that belong to this product, by id. */
  options: Map<number, CartOption>;
}

export interface CartRead {
  rows: LineRow[];
  products: Map<number, CartProduct>;
}

type ProductJson = Omit<CartProduct, 'options'> & { options: CartOption[] | null };

/**
 * Reads a locked cart's lines together with the products and chosen options of both its lines and the incoming
 * ones, in one statement: round trips are what a sync costs most. It must run after the lock statement, so its
 * snapshot includes every change committed before the lock was granted. An option that belongs to none of the
 * products does not come back, so foreign and unknown options look the same: missing.
 */
export async function readCart(
  tx: Tx,
  cartId: number,
  productIds: number[],
  optionIds: number[],
): Promise<CartRead> {
  const [row] = await runPrepared<{ lines: LineRow[] | null; products: ProductJson[] | null }>(
    tx,
    'cart_read',
    sql`
    WITH l AS (SELECT id, product_id, option_key, quantity, comment, excluded FROM cart_lines WHERE cart_id = ${cartId}),
    want AS (
      SELECT ARRAY(SELECT product_id FROM l) || ${sql.param(productIds)}::int[] AS products,
        ARRAY(SELECT unnest(string_to_array(NULLIF(option_key, ''), ',')::int[]) FROM l)
          || ${sql.param(optionIds)}::int[] AS options
    )
    SELECT
      (SELECT json_agg(json_build_object('id', id, 'productId', product_id, 'optionKey', option_key,
        'quantity', quantity, 'comment', comment, 'excluded', excluded) ORDER BY id) FROM l) AS lines,
      (SELECT json_agg(json_build_object('id', p.id, 'storeId', p.store_id, 'categoryId', p.category_id,
        'name', p.name, 'imageName', p.image_name, 'specifications', p.specifications,
        'attribute5', p.attribute5, 'attribute6', p.attribute6, 'barcode', p.barcode, 'price', p.price,
        'originalPrice', p.original_price, 'stock', p.stock, 'ignoreStock', p.ignore_stock, 'onShelf', p.on_shelf,
        'options', (
          SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'priceAdd', o.price_add,
            'groupId', g.id, 'groupName', g.name, 'multiple', g.multiple))
          FROM attribute_groups g JOIN attribute_options o ON o.group_id = g.id
          WHERE g.product_id = p.id AND o.id = ANY(want.options))))
        FROM want, products p WHERE p.id = ANY(want.products)) AS products`,
  );
  const products = new Map(
    (row?.products ?? []).map((p): [number, CartProduct] => [
      p.id,
      { ...p, options: new Map((p.options ?? []).map((o) => [o.id, o])) },
    ]),
  );
  return { rows: row?.lines ?? [], products };
}
