import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes as a named prepared statement: PostgreSQL parses and plans it once
 * per connection instead of on every call, which is most of what these small statements cost the database.
 * Each name must always carry the same text. PGlite ignores the name.
 */
export async function runPrepared<Row>(tx: Tx, name: string, query: SQL): Promise<Row[]> {
  const prepared = tx._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = await prepared.execute();
  return (result as { rows: Row[] }).rows;
}
