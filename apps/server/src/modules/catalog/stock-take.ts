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
