import { AppError } from './app-error.ts';

/**
 * A call that carries an idempotency key (DESIGN §4) first looks for the key's order, then checks and writes. A
 * parallel repeat of the key can win in between, and its effect is then what makes this call's checks refuse: the
 * level it bought is no longer higher, the stock, points or balance it took are gone. That refusal is not the
 * answer. When the key has an order by now, the call runs once more and answers it as every repeat does.
 */
export async function keyedCall<T>(run: () => Promise<T>, keyHasOrder: () => Promise<boolean>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && (await keyHasOrder())) return run();
    throw err;
  }
}
