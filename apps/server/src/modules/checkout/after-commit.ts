import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { runPrepared, type Statement } from '../cart/prepared.ts';

// The counter row is locked only while this one statement runs: it commits on its own, asynchronously (the
// flush below makes it durable), so the store's orders do not queue behind each other's round trips and fsyncs.
const pickupStatement: Statement = {
  name: 'checkout_pickup_no',
  params: 3,
  text: `
WITH pk AS (
  INSERT INTO pickup_counters (store_id, day, last) VALUES ($1::int, $2::date, 1)
  ON CONFLICT (store_id, day) DO UPDATE SET last = pickup_counters.last + 1
  RETURNING last
)
UPDATE orders SET pickup_no = lpad(pk.last::text, greatest(3, length(pk.last::text)), '0')
FROM pk WHERE orders.id = $3::int AND orders.pickup_no = ''
RETURNING orders.pickup_no AS "pickupNo", set_config('synchronous_commit', 'off', true) AS async`,
};

/**
 * Gives a placed order the next pickup number of its store and local day (YYYY-MM-DD), zero-padded to 3 digits.
 * Taken after the order committed, by the call or a repeat of it, whichever comes first: a refused order never takes a number, and the per-store counter, the one row
 * every order of a store shares, is held for a single statement instead of until the order's commit.
 */
export async function assignPickupNo(db: Db, storeId: number, day: string, orderId: number): Promise<string> {
  const [row] = await runPrepared<{ pickupNo: string }>(db, pickupStatement, [storeId, day, orderId]);
  if (row) return row.pickupNo;
  // A parallel repeat of the call numbered it first (the counter skips one number then).
  const [kept] = await db.select({ pickupNo: orders.pickupNo }).from(orders).where(eq(orders.id, orderId));
  return kept?.pickupNo ?? '';
}

const flushStatement: Statement = { name: 'checkout_flush', params: 0, text: 'SELECT pg_current_xact_id()' };

/**
 * Waits until every transaction committed so far is on disk, before an order is confirmed to the shopper: a
 * transaction with an id commits synchronously, and flushing the WAL up to its commit record flushes every
 * earlier asynchronous commit too (group commit shares the flush among parallel orders). So no order is
 * confirmed before it is durable, while the rows it locked were held only until its commit, not its fsync.
 */
export async function flushCommits(db: Db): Promise<void> {
  await runPrepared(db, flushStatement, []);
}
