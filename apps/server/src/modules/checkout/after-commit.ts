import type { Db } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { runInOrder, type StatementResult } from './run-in-order.ts';

// $1 member, $2 idempotency key, $3 the store's local day. The order is found by its key, so this statement can
// be sent with the one placing it, before its id is known; a refused order does not exist, so it takes no number.
// The counter row is locked only while this one statement runs: it commits on its own, asynchronously (the flush
// below makes it durable), so the store's orders do not queue behind each other's round trips and fsyncs.
export const pickupStatement: Statement = {
  name: 'checkout_pickup_no',
  params: 3,
  text: `
WITH mine AS (
  SELECT id, store_id FROM orders WHERE member_id = $1::int AND idempotency_key = $2 AND pickup_no = ''
),
pk AS (
  INSERT INTO pickup_counters (store_id, day, last) SELECT mine.store_id, $3::date, 1 FROM mine
  ON CONFLICT (store_id, day) DO UPDATE SET last = pickup_counters.last + 1
  RETURNING last
)
UPDATE orders SET pickup_no = lpad(pk.last::text, greatest(3, length(pk.last::text)), '0')
FROM pk, mine WHERE orders.id = mine.id AND orders.pickup_no = ''
RETURNING orders.pickup_no AS "pickupNo", set_config('synchronous_commit', 'off', true) AS async`,
};

/**
 * Waits until every transaction committed so far is on disk, before an order is confirmed to the shopper. The
 * placing statements commit asynchronously (their commit records may still sit in the WAL buffers), so that the
 * rows they lock are held until the commit, not through its fsync. This statement is a transaction that writes a
 * WAL record of its own (a transactional logical message: it takes a transaction id and writes WAL, the two
 * things that make PostgreSQL commit synchronously; an id alone writes no WAL and commits asynchronously too),
 * so its commit flushes the WAL up to its own commit record, which lies past every earlier commit. Parallel
 * orders share one flush (group commit). Where a server or role defaults to synchronous_commit = off, the
 * statement turns it to 'local' for itself; any stronger setting (a synchronous standby) stays.
 * flush.test.ts proves it: the order's commit record is in the flushed WAL when the answer comes.
 */
export const flushStatement: Statement = {
  name: 'checkout_flush',
  params: 0,
  text: `
SELECT pg_logical_emit_message(true, 'shop.flush', ''),
  CASE WHEN current_setting('synchronous_commit') = 'off'
    THEN set_config('synchronous_commit', 'local', true) END`,
};

/** Flushes the commits so far (see flushStatement): for an answer that writes nothing itself. */
export async function flushCommits(db: Db): Promise<void> {
  await runPrepared(db, flushStatement, []);
}

/** The pickup number the statement gave, '' when the order had one already (or does not exist). */
export function pickupOf(result: StatementResult | undefined): string {
  if (!result || 'error' in result) throw result?.error ?? new Error('no pickup result');
  return (result.rows[0] as { pickupNo?: string } | undefined)?.pickupNo ?? '';
}

/** Throws unless the flush statement ran: without it the order may not be durable yet. */
export function checkFlushed(result: StatementResult | undefined): void {
  if (!result || 'error' in result) throw result?.error ?? new Error('no flush result');
}

/**
 * Numbers an order that has no pickup number yet (its first call is still finishing, or crashed before it) and
 * makes it durable. Returns the number given, '' when it had one already.
 */
export async function numberAndFlush(db: Db, memberId: number, key: string, day: string): Promise<string> {
  const [pickup, flush] = await runInOrder(db, [
    [pickupStatement, [memberId, key, day]],
    [flushStatement, []],
  ]);
  checkFlushed(flush);
  return pickupOf(pickup);
}
