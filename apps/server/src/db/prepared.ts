import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** A statement whose text never changes: `$1 … $n` stand for the values passed beside it. */
export interface Statement {
  name: string;
  text: string;
  /** How many values the text takes. */
  params: number;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };
type Session = DbOrTx['_']['session'];

// Drizzle's documented API names a prepared statement only for the queries its builders make (`.prepare(name)`
// with sql.placeholder); raw SQL through db.execute() is always prepared unnamed, so PostgreSQL parses and plans
// it on every call, which halved cart sync (decision 019). A statement here is prepared the way those builders
// prepare theirs: through the session's prepareQuery, the declared method every Drizzle driver implements, with
// placeholders from sql.placeholder. prepared.test.ts checks on PostgreSQL that the name reaches the server.

// One prepared query object per session (the pool, or one transaction's client) and statement: building it
// (and the SQL text) on every call is measurable on the cart's hot path.
const preparedBySession = new WeakMap<Session, Map<string, Prepared>>();

function preparedFor(session: Session, statement: Statement): Prepared {
  let byName = preparedBySession.get(session);
  if (!byName) {
    byName = new Map();
    preparedBySession.set(session, byName);
  }
  let prepared = byName.get(statement.name);
  if (!prepared) {
    const params = Array.from({ length: statement.params }, (_, i) => sql.placeholder(String(i)));
    prepared = session.prepareQuery({ sql: statement.text, params }, undefined, statement.name, false);
    byName.set(statement.name, prepared);
  }
  return prepared;
}

/**
 * Runs a fixed statement as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call, which is most of what these small statements cost the database. Each name must
 * always carry the same text. PGlite ignores the name.
 */
export async function runPrepared<Row>(db: DbOrTx, statement: Statement, values: unknown[]): Promise<Row[]> {
  const byIndex: Record<string, unknown> = {};
  for (let i = 0; i < values.length; i++) byIndex[i] = values[i];
  const result = await preparedFor(db._.session, statement).execute(byIndex);
  return (result as { rows: Row[] }).rows;
}
