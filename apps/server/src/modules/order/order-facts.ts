import type { OrderDetailOut } from '@shop/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';

/**
 * What an area keeps about one order beyond the order itself (decision 054): a row of the area's own table keyed by
 * order_id (a delivery's address, a table order's table and batch). Order writes it with the order, in the placing
 * statement or the line-less order's transaction, without knowing what it means; the area reads its own table.
 */
export interface OrderFact {
  /** The area's table: its first column is order_id, the order's id. */
  table: string;
  /** The row's other columns, by column name. */
  row: Record<string, unknown>;
}

// Fact tables are named in code, never by a request; the check keeps it so, since the name goes into SQL text.
const TABLE_NAME = /^[a-z][a-z0-9_]*$/;

function tableOf(fact: OrderFact): string {
  if (!TABLE_NAME.test(fact.table))
    throw new Error(`order fact table '${fact.table}' is not a plain table name`);
  return fact.table;
}

/**
 * The placing statement's inserts of the facts (checkout/place-statement.ts): one CTE per fact, `fact<i>`, reading
 * its row from the order's header document (`header`, the JSON parameter) under the table's name, against the
 * table's row type, with the order's id from `o`. Returns the CTEs' text and their names, which the statement counts
 * among the order's new rows (so they are written before the store's pickup counter is taken).
 */
export function orderFactCtes(
  facts: readonly OrderFact[],
  header: string,
): { text: string; names: string[] } {
  const names = facts.map((_, i) => `fact${i}`);
  const text = facts
    .map((fact, i) => {
      const table = tableOf(fact);
      const columns = Object.keys(fact.row);
      return `${names[i]} AS (
  INSERT INTO ${table} (order_id, ${columns.join(', ')})
  SELECT o.id, ${columns.map((c) => `v.${c}`).join(', ')}
  FROM o, json_populate_record(NULL::${table}, (${header})->'${table}') AS v
  RETURNING order_id
),
`;
    })
    .join('');
  return { text, names };
}

/** The facts' rows keyed by table, for the header document orderFactCtes reads them from. */
export function factsByTable(facts: readonly OrderFact[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(facts.map((fact) => [tableOf(fact), fact.row]));
}

/** A short, stable name for the facts' tables, to tell the placing statements apart (each is prepared by name). */
export function factsKey(facts: readonly OrderFact[]): string {
  return facts.map((fact) => `${tableOf(fact)}(${Object.keys(fact.row).join(',')})`).join('+');
}

// One named statement per fact table, made as a table is first written: a line-less order is placed on a hot
// path too (a flash sale's every order writes its fact), and a statement planned once per connection is cheaper.
const factStatements = new Map<string, Statement>();

function factStatement(table: string): Statement {
  let statement = factStatements.get(table);
  if (!statement) {
    const name = `"${table}"`;
    statement = {
      name: `order_fact_${table}`,
      params: 1,
      text: `INSERT INTO ${name} SELECT * FROM json_populate_record(NULL::${name}, $1::json)`,
    };
    factStatements.set(table, statement);
  }
  return statement;
}

/** Writes the facts of an order placed inside `tx` (a line-less order: order's insertLineLessOrder). */
export async function insertOrderFacts(tx: Tx, orderId: number, facts: readonly OrderFact[]): Promise<void> {
  for (const fact of facts) {
    const row = JSON.stringify({ ...fact.row, order_id: orderId });
    await runPrepared(tx, factStatement(tableOf(fact)), [row]);
  }
}

/**
 * Who else may read a member's goods order beside the one who placed it, as SQL on the order's id (a table
 * session's diners read every round of the table). Reading only: cancelling and paying stay the placer's.
 */
export type OrderReaders = (orderId: PgColumn, memberId: number) => SQL;

const readers = new Set<OrderReaders>();

/** Registers who else may read an order (called as the area mounts; the same function again is a no-op). */
export function registerOrderReaders(whoElse: OrderReaders): void {
  readers.add(whoElse);
}

/** The registered readers' conditions for `memberId` on the order `orderId`. */
export function otherReaders(orderId: PgColumn, memberId: number): SQL[] {
  return [...readers].map((whoElse) => whoElse(orderId, memberId));
}

/**
 * A part of the order detail an area adds from its fact table (a table order's table and round): the column it
 * reads as JSON, and how the detail shows it. Registered by the area when it mounts, like the lifecycle's effects.
 */
export interface OrderDetailFact<K extends keyof OrderDetailOut> {
  field: K;
  table: string;
  present(row: Record<string, unknown>): NonNullable<OrderDetailOut[K]>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds parts of any detail field; each is typed at its door.
type AnyDetailFact = OrderDetailFact<any>;

const detailFacts = new Map<string, AnyDetailFact>();

/** Registers a part of the order detail read from an area's fact table; the same entry again is a no-op. */
export function registerOrderDetailFact<K extends keyof OrderDetailOut>(part: OrderDetailFact<K>): void {
  const known = detailFacts.get(part.field as string);
  if (known && known !== part)
    throw new Error(`order detail fact '${String(part.field)}' is registered twice`);
  tableOf({ table: part.table, row: {} });
  detailFacts.set(part.field as string, part);
}

/** The registered detail parts, in the order they were registered. */
export function orderDetailFacts(): readonly AnyDetailFact[] {
  return [...detailFacts.values()];
}
