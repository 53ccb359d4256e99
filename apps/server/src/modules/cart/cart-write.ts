import type { DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import type { CartTarget, LineWrite } from './cart-store.ts';

/** The written lines' ids, by product and options. */
export interface WrittenLine {
  id: number;
  productId: number;
  optionKey: string;
}

/** What one write changes: lines deleted by id, lines inserted or updated by product and options. */
export interface CartChanges {
  deleteIds: number[];
  writes: LineWrite[];
}

interface WriteRow {
  cart_id: number;
  id: number | null;
  productId: number | null;
  optionKey: string | null;
}

// The lines go in as arrays (unnest), so the text never changes whatever their number. Each line write reads
// the cart row the first CTE returned: when that CTE matched nothing, no line is touched. Data-modifying CTEs
// share one snapshot, so the deleted and written lines never share a key (the caller guarantees it).
const lineValues = (first: number) =>
  `unnest($${first}::int[], $${first + 1}::text[], $${first + 2}::int[], $${first + 3}::text[], $${first + 4}::bool[])
    AS v(product_id, option_key, quantity, comment, excluded)`;

const lineColumns = 'cart_id, product_id, option_key, quantity, comment, excluded, created_at, updated_at';

// $1 cart id, $2 version read, $3 now, $4 line ids to delete, $5–$9 the lines to write.
const updateStatement: Statement = {
  name: 'cart_write_versioned',
  params: 9,
  text: `
WITH b AS (
  UPDATE carts SET version = version + 1, updated_at = $3::timestamptz
  WHERE id = $1 AND version = $2 RETURNING id
),
gone AS (DELETE FROM cart_lines WHERE cart_id = (SELECT id FROM b) AND id = ANY($4::int[])),
w AS (
  INSERT INTO cart_lines (${lineColumns})
  SELECT b.id, v.product_id, v.option_key, v.quantity, v.comment, v.excluded, $3::timestamptz, $3::timestamptz
  FROM b, ${lineValues(5)}
  ON CONFLICT (cart_id, product_id, option_key) DO UPDATE SET
    quantity = EXCLUDED.quantity, comment = EXCLUDED.comment, excluded = EXCLUDED.excluded,
    updated_at = EXCLUDED.updated_at
  RETURNING id, product_id, option_key
)
SELECT b.id AS cart_id, w.id, w.product_id AS "productId", w.option_key AS "optionKey" FROM b LEFT JOIN w ON true`,
};

// $1 store, $2 member id (or null), $3 cart key (or null), $4 cart type, $5 now, $6–$10 the lines to write.
const createStatement: Statement = {
  name: 'cart_write_new',
  params: 10,
  text: `
WITH b AS (
  INSERT INTO carts (store_id, member_id, cart_key, cart_type, created_at, updated_at)
  SELECT id, $2::int, $3::text, $4::int, $5::timestamptz, $5::timestamptz FROM stores WHERE id = $1
  ON CONFLICT DO NOTHING RETURNING id
),
w AS (
  INSERT INTO cart_lines (${lineColumns})
  SELECT b.id, v.product_id, v.option_key, v.quantity, v.comment, v.excluded, $5::timestamptz, $5::timestamptz
  FROM b, ${lineValues(6)}
  RETURNING id, product_id, option_key
)
SELECT b.id AS cart_id, w.id, w.product_id AS "productId", w.option_key AS "optionKey" FROM b LEFT JOIN w ON true`,
};

function lineArrays(writes: LineWrite[]): unknown[] {
  const productIds: number[] = [];
  const optionKeys: string[] = [];
  const quantities: number[] = [];
  const comments: string[] = [];
  const excluded: boolean[] = [];
  for (const w of writes) {
    productIds.push(w.productId);
    optionKeys.push(w.optionKey);
    quantities.push(w.quantity);
    comments.push(w.comment);
    excluded.push(w.excluded);
  }
  return [productIds, optionKeys, quantities, comments, excluded];
}

function written(rows: WriteRow[]): WrittenLine[] | null {
  if (rows.length === 0) return null;
  const lines: WrittenLine[] = [];
  for (const r of rows) {
    if (r.id !== null) lines.push({ id: r.id, productId: r.productId!, optionKey: r.optionKey! });
  }
  return lines;
}

/**
 * Writes a cart's changes only if its version is still the one read, bumping it, in one statement (and one
 * implicit transaction): the UPDATE waits for any writer holding the cart row, then re-checks the version, so
 * two writes based on the same read cannot both apply. Null when the version moved on: read again and retry.
 * Inside the locking path the version is the caller's own, so it always applies.
 */
export async function writeIfVersion(
  db: DbOrTx,
  cart: { id: number; version: number },
  changes: CartChanges,
  now: Date,
): Promise<WrittenLine[] | null> {
  const rows = await runPrepared<WriteRow>(db, updateStatement, [
    cart.id,
    cart.version,
    now.toISOString(),
    changes.deleteIds,
    ...lineArrays(changes.writes),
  ]);
  return written(rows);
}

/**
 * Creates the cart with its lines in one statement, unless another sync created it meanwhile (ON CONFLICT DO
 * NOTHING waits for that insert to commit): null then, read again and retry. Null too when the store is gone.
 */
export async function createWithLines(
  db: DbOrTx,
  target: CartTarget,
  writes: LineWrite[],
  now: Date,
): Promise<WrittenLine[] | null> {
  const { owner } = target;
  const rows = await runPrepared<WriteRow>(db, createStatement, [
    target.storeId,
    owner.kind === 'member' ? owner.memberId : null,
    owner.kind === 'guest' ? owner.cartKey : null,
    target.cartType,
    now.toISOString(),
    ...lineArrays(writes),
  ]);
  return written(rows);
}
