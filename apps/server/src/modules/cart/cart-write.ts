import type { DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { cartFactsSql, idsParam } from './cart-facts.ts';
import type { CartTarget, LineWrite } from './cart-store.ts';

/** The written lines' ids, by product and options. */
export interface WrittenLine {
  id: number;
  productId: number;
  optionKey: string;
}

/** An applied write: the cart's id and new version, and the lines it inserted or updated. */
export interface Written {
  cartId: number;
  version: number;
  lines: WrittenLine[];
}

/** What one write changes: lines deleted by id, lines inserted or updated by product and options. */
export interface CartChanges {
  deleteIds: number[];
  writes: LineWrite[];
}

interface WriteRow {
  cart_id: number;
  version: number;
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

// $1 cart id, $2 version read, $3 now, $4 line ids to delete, $5–$9 the lines to write; `guard`, a further
// condition on the cart's row.
const updateText = (guard: string) => `
WITH b AS (
  UPDATE carts SET version = version + 1, updated_at = $3::timestamptz
  WHERE id = $1 AND version = $2${guard} RETURNING id, version
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
SELECT b.id AS cart_id, b.version, w.id, w.product_id AS "productId", w.option_key AS "optionKey"
FROM b LEFT JOIN w ON true`;

const updateStatement: Statement = { name: 'cart_write_versioned', params: 9, text: updateText('') };

// The same, planned from a cart this instance knows (decision 055): it applies only if what the plan read of the
// store, products and options is unchanged too. $10 store, $11 product ids, $12 option ids, $13 their facts.
const knownUpdateStatement: Statement = {
  name: 'cart_write_known',
  params: 13,
  text: updateText(` AND ${cartFactsSql('$10', idsParam('$11'), idsParam('$12'))} = $13`),
};

// $1 store, $2 member id (or null), $3 cart key (or null), $4 cart type, $5 now, $6–$10 the lines to write;
// `guard`, a further condition on the store's row.
const createText = (guard: string) => `
WITH b AS (
  INSERT INTO carts (store_id, member_id, cart_key, cart_type, created_at, updated_at)
  SELECT id, $2::int, $3::text, $4::int, $5::timestamptz, $5::timestamptz FROM stores WHERE id = $1${guard}
  ON CONFLICT DO NOTHING RETURNING id, version
),
w AS (
  INSERT INTO cart_lines (${lineColumns})
  SELECT b.id, v.product_id, v.option_key, v.quantity, v.comment, v.excluded, $5::timestamptz, $5::timestamptz
  FROM b, ${lineValues(6)}
  RETURNING id, product_id, option_key
)
SELECT b.id AS cart_id, b.version, w.id, w.product_id AS "productId", w.option_key AS "optionKey"
FROM b LEFT JOIN w ON true`;

const createStatement: Statement = { name: 'cart_write_new', params: 10, text: createText('') };

// The same, planned from the instance's copy of the catalogue (decision 055 addendum): it applies only if the
// store, products and options are as copied. $11 product ids, $12 option ids, $13 their facts.
const copiedCreateStatement: Statement = {
  name: 'cart_write_new_copied',
  params: 13,
  text: createText(` AND ${cartFactsSql('$1', idsParam('$11'), idsParam('$12'))} = $13`),
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

function written(rows: WriteRow[]): Written | null {
  const first = rows[0];
  if (!first) return null;
  const lines: WrittenLine[] = [];
  for (const r of rows) {
    if (r.id !== null) lines.push({ id: r.id, productId: r.productId!, optionKey: r.optionKey! });
  }
  return { cartId: first.cart_id, version: first.version, lines };
}

function updateValues(cart: { id: number; version: number }, changes: CartChanges, now: Date): unknown[] {
  return [cart.id, cart.version, now.toISOString(), changes.deleteIds, ...lineArrays(changes.writes)];
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
): Promise<Written | null> {
  return written(await runPrepared<WriteRow>(db, updateStatement, updateValues(cart, changes, now)));
}

/** What a known cart's plan read: the store, the products and options, and the facts cartFactsSql gave of them. */
export interface PlannedFrom {
  storeId: number;
  productIds: number[];
  optionIds: number[];
  facts: string;
}

/**
 * writeIfVersion for a plan made from a cart this instance knows rather than from a read (decision 055): it
 * applies only if the cart's version and everything the plan read of the store, products and options are still
 * what they were; null otherwise (read, plan and write again).
 */
export async function writeIfUnchanged(
  db: DbOrTx,
  cart: { id: number; version: number },
  from: PlannedFrom,
  changes: CartChanges,
  now: Date,
): Promise<Written | null> {
  const values = updateValues(cart, changes, now);
  values.push(from.storeId, from.productIds, from.optionIds, from.facts);
  return written(await runPrepared<WriteRow>(db, knownUpdateStatement, values));
}

function createValues(target: CartTarget, writes: LineWrite[], now: Date): unknown[] {
  const { owner } = target;
  return [
    target.storeId,
    owner.kind === 'member' ? owner.memberId : null,
    owner.kind === 'guest' ? owner.cartKey : null,
    target.cartType,
    now.toISOString(),
    ...lineArrays(writes),
  ];
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
): Promise<Written | null> {
  return written(await runPrepared<WriteRow>(db, createStatement, createValues(target, writes, now)));
}

/**
 * createWithLines for a plan made from the instance's copy of the catalogue rather than from a read: it applies
 * only if the cart still does not exist and the store, products and options are as the plan saw them; null
 * otherwise (read, plan and write again).
 */
export async function createIfUnchanged(
  db: DbOrTx,
  target: CartTarget,
  from: Omit<PlannedFrom, 'storeId'>,
  writes: LineWrite[],
  now: Date,
): Promise<Written | null> {
  const values = createValues(target, writes, now);
  values.push(from.productIds, from.optionIds, from.facts);
  return written(await runPrepared<WriteRow>(db, copiedCreateStatement, values));
}
