import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** The SQL a stock take reads, as expressions of the caller's statement. */
export interface StockTakeSql {
  /**
   * A condition of uncorrelated subqueries on the caller's earlier CTEs: PostgreSQL makes it a one-time filter,
   * evaluated before any product is locked, so those CTEs (the member's rows, decision 012) run first.
   */
  gate: string;
  /** int[]: the products, distinct, ascending. */
  ids: string;
  /** int[]: the units of each. */
  quantities: string;
  /** bool[]: whether each takes stock (false: it ignores stock, and is only counted as sold). */
  take: string;
  /** bool: the store allows stock below zero. */
  below: string;
  /**
   * int[]: units of each taken only when the stock holds them beyond `quantities` (a promotion's free gift, issue
   * 28): short of them, the product is taken without them instead of refusing. `dec` returns `spared`, whether
   * they were taken. Absent: none (the text without them).
   */
  spare?: string;
}

/**
 * The CTEs of a stock take inside the caller's statement (the order's placing): `lk` locks the products FOR NO KEY
 * UPDATE (the lock dec's UPDATE takes) one by one in the order of `ids`, ascending, so two takes cannot deadlock —
 * a lateral subquery per id, which also keeps the lookups on the primary key however small the table (a join let
 * the planner scan the whole table, twice, issue 15); `dec` takes the stock by conditional update (unless the store
 * allows stock below zero) and counts the sales, its ANY(ids) giving its planner the primary key. stockTakenSql
 * says whether every product was taken.
 */
export function stockTakeCtes(v: StockTakeSql): string {
  return v.spare === undefined ? plainTake(v) : spareTake(v, v.spare);
}

function plainTake(v: StockTakeSql): string {
  return `lk AS (
  SELECT p.id FROM unnest(${v.ids}) AS x(id) CROSS JOIN LATERAL (
    SELECT products.id FROM products WHERE products.id = x.id FOR NO KEY UPDATE OFFSET 0
  ) p
  WHERE ${v.gate}
),
dec AS (
  UPDATE products p SET stock = CASE WHEN v.take THEN p.stock - v.q ELSE p.stock END,
    sales_count = p.sales_count + v.q
  FROM lk JOIN unnest(${v.ids}, ${v.quantities}, ${v.take}) AS v(id, q, take) ON v.id = lk.id
  WHERE p.id = lk.id AND p.id = ANY(${v.ids}) AND (NOT v.take OR ${v.below} OR p.stock >= v.q)
  RETURNING p.id
)`;
}

// The spare units are judged on the stock lk read under its lock (the row's latest version, which nothing else can
// change until the statement commits), so SET and RETURNING agree on whether they were taken.
function spareTake(v: StockTakeSql, spare: string): string {
  return `lk AS (
  SELECT p.id, p.stock FROM unnest(${v.ids}) AS x(id) CROSS JOIN LATERAL (
    SELECT products.id, products.stock FROM products WHERE products.id = x.id FOR NO KEY UPDATE OFFSET 0
  ) p
  WHERE ${v.gate}
),
sp AS (
  SELECT v.id, v.q, v.take, CASE WHEN NOT v.take OR ${v.below} OR lk.stock >= v.q + v.s THEN v.s ELSE 0 END AS s
  FROM lk JOIN unnest(${v.ids}, ${v.quantities}, ${v.take}, ${spare}) AS v(id, q, take, s) ON v.id = lk.id
),
dec AS (
  UPDATE products p SET stock = CASE WHEN sp.take THEN p.stock - sp.q - sp.s ELSE p.stock END,
    sales_count = p.sales_count + sp.q + sp.s
  FROM sp
  WHERE p.id = sp.id AND p.id = ANY(${v.ids}) AND (NOT sp.take OR ${v.below} OR sp.q = 0 OR p.stock >= sp.q)
  RETURNING p.id, sp.s > 0 AS spared
)`;
}

/** The condition that every product of stockTakeCtes was taken: known only once dec ran in full. */
export const stockTakenSql = (ids: string) => `(SELECT count(*) FROM dec) = cardinality(${ids})`;

/** The stock of products as committed now, by id (after a take came up short: what is left to tell the shopper). */
export async function stockLeft(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}
