import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client.ts';

/** The channel a revocation's notice goes out on, to every instance of the server on the database. */
const CHANNEL = 'shop_sessions_revoked';

/**
 * Tells every instance, this one included, which sessions a transaction revoked: NOTIFY is delivered when (and only
 * if) the transaction commits, so no instance forgets a session too early or misses one that stays revoked.
 */
export async function noticeRevoked(db: DbOrTx, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length > 0) await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${sessionIds.join(',')})`);
}

/** What the listener reports: the sessions of a notice, and whether notices arrive (false: some may be lost). */
export interface NoticeListener {
  revoked(sessionIds: number[]): void;
  live(live: boolean): void;
}

function idsOf(payload: string | undefined): number[] {
  return (payload ?? '').split(',').map(Number).filter(Number.isInteger);
}

const RECONNECT_MS = 1_000;

/**
 * Listens for revocation notices until the returned stop is called. On PostgreSQL a connection of its own, outside
 * the pool, LISTENs; while it is down (the server restarted, the network failed) the listener reports not live and
 * connects again every second. PGlite is one process's database, so its notices are its own: listened to in place.
 */
export function listenForRevocations(db: Db, on: NoticeListener): () => Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, on);
  if (client instanceof PGlite) {
    const unlisten = client.listen(CHANNEL, (payload) => on.revoked(idsOf(payload)));
    void unlisten.then(() => on.live(true));
    return async () => {
      on.live(false);
      await (await unlisten)();
    };
  }
  // An unknown driver: never live, so the cache keeps nothing and every call asks the database.
  return async () => {};
}

function listenOnPostgres(options: pg.ClientConfig, on: NoticeListener): () => Promise<void> {
  let stopped = false;
  let wake: () => void = () => {};
  const session = async () => {
    const client = new pg.Client({ ...options, keepAlive: true });
    const lost = new Promise<void>((resolve) => {
      wake = resolve;
      client.on('error', () => resolve());
      client.on('end', () => resolve());
    });
    try {
      client.on('notification', (n) => {
        if (n.channel === CHANNEL) on.revoked(idsOf(n.payload));
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (!stopped) on.live(true);
      await lost;
    } catch {
      // Not reachable yet: not live, and tried again below.
    } finally {
      on.live(false);
      await client.end().catch(() => {});
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await session();
      if (!stopped)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, RECONNECT_MS);
        });
    }
  })();
  // Stopping wakes the session (or the pause before the next): the session then ends its own client once its
  // connect has settled. Ending a client that is still connecting never settles (pg), which hung app.close().
  return async () => {
    stopped = true;
    wake();
    await loop;
  };
}
