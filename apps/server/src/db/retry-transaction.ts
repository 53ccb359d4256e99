import type { Db, Tx } from './client.ts';
import { isRetryable } from './pg-errors.ts';

/** How many times work runs in all before a deadlock or serialisation failure surfaces. */
const TRIES = 3;

/** Up to this many milliseconds, times the attempt, before the next try. */
const PAUSE_MS = 20;

// Random, so two transactions that just deadlocked do not restart in step.
const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * PAUSE_MS * attempt));

/**
 * Runs `run` and, when the database undid its work for a deadlock or a serialisation failure (a lock order
 * docs/decisions/012-lock-order.md does not foresee), runs it again, up to three tries in all. `run` must be safe
 * to repeat: the undone try left nothing behind, and every money change starts with a conditional update or an
 * ON CONFLICT insert that a repeat re-decides.
 */
export async function retryWhenUndone<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= TRIES || !isRetryable(err)) throw err;
      await pauseBeforeRetry(attempt);
    }
  }
}

/** Runs `fn` in a transaction, again when the database undid it (retryWhenUndone). */
export function retryTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return retryWhenUndone(() => db.transaction(fn));
}
