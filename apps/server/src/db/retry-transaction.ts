import type { Db, Tx } from './client.ts';
import { isRetryable } from './pg-errors.ts';

/** How many times a transaction runs in all before a deadlock or serialisation failure surfaces. */
const TRIES = 3;

/** Up to this many milliseconds, times the attempt, before the next try. */
const PAUSE_MS = 20;

// Random, so two transactions that just deadlocked each other do not start again in step.
const pause = (attempt: number) =>
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
      if (attempt >= TRIES || !isRetryable(err)) throw err;
      await pause(attempt);
    }
  }
}
