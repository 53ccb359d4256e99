import { Redis } from 'ioredis';
import type { Env } from '../../env.ts';

/** The part of the app's logger the client reports to (pino's signature). */
interface RedisLog {
  warn(obj: object, msg: string): void;
}

/**
 * The Redis client when env REDIS_URL names a server, else null: Redis only speeds things up (decision 073), so
 * nothing needs it. Every key carries REDIS_KEY_PREFIX (ioredis adds it, to scripts' KEYS too). A command waits at
 * most a second and is tried again once at most: a caller meeting an error goes on without Redis
 * rather than holding a shopper's request while ioredis reconnects in the background (commands sent before the
 * first connection wait for it, within that second).
 */
export function createRedis(env: Env, log: RedisLog): Redis | null {
  if (!env.REDIS_URL) return null;
  const client = new Redis(env.REDIS_URL, {
    keyPrefix: env.REDIS_KEY_PREFIX,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis's connection errors would be unhandled; each one is a warning, the retries go on.
  let reported = false;
  client.on('error', (err) => {
    if (!reported) log.warn({ err }, 'redis unreachable; seckill buys go to the database alone');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** Closes the client: its pending replies first (QUIT), or at once when the server is away. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
