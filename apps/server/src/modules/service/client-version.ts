import { errorCatalogue, headerNames } from '@shop/contracts';
import { isClientOutdated } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { failure } from '../../platform/http/endpoints.ts';
import { firstRootId, saveStoreSetting, storeSettingsIn } from '../store/index.ts';

/**
 * The chain's minimum client version (SPEC §8 'low client version', decision 042). It lives in the headquarters'
 * settings (minClientVersion); every /wxapi call whose x-app-version is below it is answered 426 LOW_VERSION, which
 * the client shows as an upgrade prompt. The value is cached briefly, so each call costs a map look-up.
 */

const cacheMs = 30_000;
const minimums = perDatabase(() => new TtlCache<'chain', string | null>(cacheMs, 1));

/** The chain's minimum client version read fresh, or null when none is set (or the database is empty). */
export async function readMinimumClientVersion(db: Db): Promise<string | null> {
  const root = await firstRootId(db);
  if (root === null) return null;
  return (await storeSettingsIn(db, root))?.minClientVersion ?? null;
}

/** Sets (a version) or clears (null) the chain's minimum client version; the check sees it at once here. */
export async function saveMinimumClientVersion(db: Db, minimum: string | null): Promise<string | null> {
  const root = await firstRootId(db);
  if (root === null) throw new AppError('STORE_NOT_FOUND');
  await saveStoreSetting(db, root, 'minClientVersion', minimum);
  minimums(db).clear();
  return readMinimumClientVersion(db);
}

function appVersionOf(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 32 ? value : null;
}

/** Refuses shopper calls from clients below the minimum, before their body is read. */
export function registerClientVersionCheck(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  const refusal = errorCatalogue.LOW_VERSION;
  app.addHook('onRequest', async (req, res) => {
    const version = appVersionOf(req.headers[headerNames.appVersion]);
    if (version === null || !req.url.startsWith('/wxapi/')) return;
    const minimum = await minimums(deps.db).get('chain', deps.clock, () => readMinimumClientVersion(deps.db));
    if (isClientOutdated(version, minimum)) {
      return res.code(refusal.status).send(failure('LOW_VERSION', refusal.zh, { MinVersion: minimum }));
    }
  });
}
