import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './pg-errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction, for helpers that work inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** What the database tells the server about itself: connections lost, start-up waiting for the server. */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

const consoleLog: DatabaseLog = {
  warn: (obj, msg) => console.warn(`${msg} ${JSON.stringify(obj)}`),
};

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  log?: DatabaseLog;
  /** How long start-up (migrate) waits for a PostgreSQL server that is not up yet; 60 s by default. */
  waitSeconds?: number;
  /** An in-memory PGlite starts from this dump of a data directory (dumpMigratedPglite) instead of initdb. */
  pgliteDump?: Blob;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (or in memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  return openPglite(opts.dataDir, opts.pgliteDump);
}

/**
 * A pool that lives through the database going away. An idle connection the server drops (a restart, a crash,
 * an administrator) reports an error on the pool: it is logged and the pool replaces the connection when next
 * asked; without the listener Node would end the whole process. Requests meanwhile fail with errors
 * pg-errors.ts reads as 'database unavailable', which the HTTP layer answers 503.
 */
function resilientPool(url: string, max: number, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, keepAlive: true });
  pool.on('error', (err: Error & { code?: string }) => {
    log.warn(
      { code: err.code, message: err.message },
      'database connection lost; it is replaced on next use',
    );
  });
  return pool;
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const log = opts.log ?? consoleLog;
  const pool = resilientPool(url, opts.poolSize ?? 20, log);
  // bigint columns come back as strings by default; money here always fits in a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Start-up may come before the database server: wait for it, then one instance migrates while the
      // others (several may start at once) wait on the lock.
      const client = await connectWithBackoff(pool, log, opts.waitSeconds ?? 60);
      try {
        await client.query('SELECT pg_advisory_lock(727201)');
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727201)').catch(() => {});
        client.release();
      }
    },
    close: () => endPool(pool),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A connection from the pool, retried with a doubling pause (0.25 s up to 5 s) while the server refuses or is
 * still starting, until `waitSeconds` have passed; then the last error is thrown.
 */
export async function connectWithBackoff(
  pool: pg.Pool,
  log: DatabaseLog,
  waitSeconds: number,
): Promise<pg.PoolClient> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5000)) {
    try {
      const client = await pool.connect();
      try {
        await client.query('SELECT 1');
        return client;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    } catch (error) {
      const err = error as Error & { code?: string };
      if (!isDatabaseUnavailable(err) || Date.now() + pause > deadline) throw err;
      log.warn({ code: err.code, message: err.message, retryInMs: pause }, 'database not reachable yet');
      await sleep(pause);
    }
  }
}

/**
 * pool.end() resolves once every client has been *asked* to end, not when their connections are closed; wait for
 * each client's 'remove' (emitted after its connection ended), so a caller may drop the database right after.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

async function openPglite(dataDir?: string, dump?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: dump });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A dump of an in-memory PGlite with every migration applied. A PGlite started from it (openDatabase's
 * pgliteDump) is ready in a fifth of the time initdb and the migrations take (0.5 s against 2.5 s): the API tests
 * make it once per run (test/global-setup.ts), and each test database's migrate() then finds nothing to apply.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
