import type { Db, Tx } from './client.ts';
import { isRetryable } from './pg-errors.ts';

/** How many times a transaction runs in all before a deadlock or serialisation failure surfaces. */
export const RETRY_TRIES = 3;

/** Up to this many milliseconds, times the attempt, before the next try. */
const PAUSE_MS = 20;

/** The pause after failed try `attempt`: random, so two transactions that just deadlocked do not restart in step. */
export const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * PAUSE_MS * attempt));

/**
 * Runs `fn` in a transaction and, when the database undid it for a deadlock or a serialisation failure (a lock
 * order docs/decisions/012-lock-order.md does not foresee), runs it again, up to three tries in all. `fn` must be
 * safe to repeat: the undone try left nothing behind, and every money transaction starts with a conditional
 * update that a repeat re-decides.
 */
export async function retryTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= RETRY_TRIES || !isRetryable(err)) throw err;
      await pauseBeforeRetry(attempt);
    }
  }
}
