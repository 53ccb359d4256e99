import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/pg-errors.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Waits until every transaction committed so far is on disk. The placing statement commits asynchronously (its
 * commit record may still sit in the WAL buffers), so that the rows it locks — the store's pickup counter above
 * all, which every order of the store takes — are held until the commit, not through its fsync. This statement is
 * a transaction that writes a WAL record of its own (a transactional logical message: it takes a transaction id
 * and writes WAL, the two things that make PostgreSQL commit synchronously; an id alone writes no WAL and commits
 * asynchronously too), so its commit flushes the WAL up to its own commit record, which lies past every earlier
 * commit. Where a server or role defaults to synchronous_commit = off, the statement turns it to 'local' for
 * itself; any stronger setting (a synchronous standby) stays. flush.test.ts proves it.
 *
 * The flush may reach another server than the orders' commits did: a database that crashed between an order's
 * commit and the flush lost that commit (it was in the WAL buffers), and the flush, tried again or on a connection
 * made afresh, then succeeds on the recovered server. So the same statement reads back the orders it confirms:
 * one it sees was committed on the server whose WAL the flush then writes past it, so it is durable; one it does
 * not see was lost, and its caller must not confirm it (crash-recovery.test.ts caught a confirmed order coming
 * back under another number).
 */
const flushStatement: Statement = {
  name: 'checkout_flush_orders',
  params: 1,
  text: `
SELECT pg_logical_emit_message(true, 'shop.flush', '') AS lsn,
  CASE WHEN current_setting('synchronous_commit') = 'off'
    THEN set_config('synchronous_commit', 'local', true) END AS sync,
  ARRAY(SELECT id FROM orders WHERE id = ANY($1::int[])) AS found`,
};

/** How many times a flush is tried when no connection could be had for it (or it was lost) before it fails. */
const FLUSH_TRIES = 4;

/**
 * Runs the flush, again when the database could not be reached for it: the orders waiting on it are committed
 * already, so under a burst that holds every pooled connection (whose wait for one gives up after its timeout) the
 * flush waits its turn again instead of answering those orders 503. A database really gone fails every try.
 */
async function flushOnce(db: Db, orderIds: readonly number[]): Promise<ReadonlySet<number>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await runPrepared<{ found: number[] }>(db, flushStatement, [orderIds]);
      return new Set(row?.found ?? []);
    } catch (err) {
      if (attempt >= FLUSH_TRIES || !isDatabaseUnavailable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

interface Flushes {
  /** The flush running now, if any: it answers which of its orders it saw. */
  running: Promise<ReadonlySet<number>> | null;
  /** The flush that starts when the running one ends, which every caller meanwhile shares, and their orders. */
  next: Promise<ReadonlySet<number>> | null;
  nextIds: number[];
}

const flushesOf = new WeakMap<Db, Flushes>();

/**
 * Resolves once every transaction that committed before the call is durable (decision 051), `orderId`'s among
 * them; throws SERVICE_UNAVAILABLE when that order did not survive to the flush (a database crash in between), so
 * it is never confirmed. Calls share flushes: one that arrives while a flush runs waits for the next, which starts
 * after it — so it starts after the call, and its commit lies past the caller's — and every call until then shares
 * that one. Under load an order costs a fraction of a round trip, not one; alone, one flush, as before.
 */
export async function flushCommits(db: Db, orderId: number): Promise<void> {
  const seen = await sharedFlush(db, orderId);
  if (!seen.has(orderId)) throw new AppError('SERVICE_UNAVAILABLE');
}

function sharedFlush(db: Db, orderId: number): Promise<ReadonlySet<number>> {
  let f = flushesOf.get(db);
  if (!f) {
    f = { running: null, next: null, nextIds: [] };
    flushesOf.set(db, f);
  }
  if (f.next) {
    f.nextIds.push(orderId);
    return f.next;
  }
  const state = f;
  state.nextIds = [orderId];
  const before = state.running ?? Promise.resolve();
  const next = before
    .catch(() => {})
    .then(() => {
      // From here on callers join the flush after this one: this one asks for the orders gathered so far.
      state.next = null;
      const run = flushOnce(db, state.nextIds);
      state.nextIds = [];
      state.running = run;
      void run
        .catch(() => {})
        .finally(() => {
          if (state.running === run) state.running = null;
        });
      return run;
    });
  state.next = next;
  return next;
}
