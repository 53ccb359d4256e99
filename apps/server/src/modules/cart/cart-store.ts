import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { runPrepared } from './prepared.ts';

/** Whose cart: a logged-in member, or a guest known by the key the client made up. */
export type CartOwner = { kind: 'member'; memberId: number } | { kind: 'guest'; cartKey: string };

/** One cart of one owner in one store. */
export interface CartTarget {
  storeId: number;
  owner: CartOwner;
  cartType: number;
}

export interface LockedCart {
  cartId: number;
  settings: StoreSettings;
}

/** A stored line. */
export interface LineRow {
  id: number;
  productId: number;
  optionKey: string;
  quantity: number;
  comment: string;
  excluded: boolean;
}

/** A line to insert or update; the cart and product+options identify it. */
export type LineWrite = Omit<LineRow, 'id'>;

export function ownerCondition(owner: CartOwner): SQL {
  return owner.kind === 'member' ? eq(carts.memberId, owner.memberId) : eq(carts.cartKey, owner.cartKey);
}

/**
 * Creates the cart if it is missing and locks its row until the transaction ends, in one round trip; also reads
 * the store's settings. Concurrent first syncs meet on the unique index, and ON CONFLICT DO UPDATE takes the row
 * lock the same way SELECT … FOR UPDATE would, so every change of one cart is serialised. The lines must be read
 * in a later statement: this statement's snapshot predates the lock wait. Null when the store does not exist.
 */
export async function lockCart(tx: Tx, target: CartTarget, now: Date): Promise<LockedCart | null> {
  const { owner, storeId, cartType } = target;
  const memberId = owner.kind === 'member' ? owner.memberId : null;
  const cartKey = owner.kind === 'guest' ? owner.cartKey : null;
  const conflictColumn = sql.raw(owner.kind === 'member' ? 'member_id' : 'cart_key');
  const at = now.toISOString();
  const rows = await runPrepared<{ settings: StoreSettings; cart_id: number | null }>(
    tx,
    `cart_lock_${owner.kind}`,
    sql`
    WITH s AS (SELECT id, settings FROM stores WHERE id = ${storeId}),
    c AS (
      INSERT INTO carts (store_id, member_id, cart_key, cart_type, created_at, updated_at)
      SELECT s.id, ${memberId}::int, ${cartKey}::text, ${cartType}::int, ${at}::timestamptz, ${at}::timestamptz FROM s
      ON CONFLICT (${conflictColumn}, store_id, cart_type) DO UPDATE SET updated_at = EXCLUDED.updated_at
      RETURNING id
    )
    SELECT s.settings AS settings, c.id AS cart_id FROM s LEFT JOIN c ON true`,
  );
  const row = rows[0];
  if (!row || row.cart_id === null) return null;
  return { cartId: row.cart_id, settings: row.settings };
}

/** The columns of a stored line (LineRow), for a select. */
export const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  optionKey: cartLines.optionKey,
  quantity: cartLines.quantity,
  comment: cartLines.comment,
  excluded: cartLines.excluded,
};

/** The lines of a cart in cart order (oldest first). */
export function loadLines(db: DbOrTx, cartId: number): Promise<LineRow[]> {
  return db.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.id);
}

/** The written lines' ids, by product and options. */
export interface WrittenLine {
  id: number;
  productId: number;
  optionKey: string;
}

/**
 * Deletes lines by id and inserts or updates others, in one statement whatever the number of lines: the lines go
 * in as arrays (unnest), so the statement text never changes. The deleted and written lines never share a key.
 */
export async function writeLines(
  tx: Tx,
  cartId: number,
  deleteIds: number[],
  lines: LineWrite[],
  now: Date,
): Promise<WrittenLine[]> {
  if (deleteIds.length === 0 && lines.length === 0) return [];
  const at = now.toISOString();
  const column = <T>(pick: (line: LineWrite) => T) => sql.param(lines.map(pick));
  return runPrepared<WrittenLine>(
    tx,
    'cart_write_lines',
    sql`
    WITH gone AS (DELETE FROM cart_lines WHERE cart_id = ${cartId} AND id = ANY(${sql.param(deleteIds)}::int[]))
    INSERT INTO cart_lines (cart_id, product_id, option_key, quantity, comment, excluded, created_at, updated_at)
    SELECT ${cartId}::int, w.product_id, w.option_key, w.quantity, w.comment, w.excluded,
      ${at}::timestamptz, ${at}::timestamptz
    FROM unnest(
      ${column((l) => l.productId)}::int[], ${column((l) => l.optionKey)}::text[],
      ${column((l) => l.quantity)}::int[], ${column((l) => l.comment)}::text[], ${column((l) => l.excluded)}::bool[]
    ) AS w(product_id, option_key, quantity, comment, excluded)
    ON CONFLICT (cart_id, product_id, option_key) DO UPDATE SET
      quantity = EXCLUDED.quantity, comment = EXCLUDED.comment, excluded = EXCLUDED.excluded,
      updated_at = EXCLUDED.updated_at
    RETURNING id, product_id AS "productId", option_key AS "optionKey"`,
  );
}
