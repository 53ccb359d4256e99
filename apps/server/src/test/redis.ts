import { Redis } from 'ioredis';

/** The Redis tests of Redis-backed parts use: REDIS_URL, else the one this machine runs. */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; when it does not, the tests that need it are skipped, and this says so once. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    console.warn(`Redis does not answer at ${testRedisUrl}: the tests that need it are skipped`);
    return false;
  } finally {
    probe.disconnect();
  }
}
