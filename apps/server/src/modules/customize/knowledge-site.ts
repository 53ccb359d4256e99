import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findStore, saveStoreSetting } from '../store/index.ts';

/**
 * The store's knowledge site (pages/college/college, decision 041): a host name kept in the store's settings
 * (`settings.knowledgeHost`), delivered to the app in the store info.
 */

/** The store's knowledge host, or null. */
export async function knowledgeSite(deps: Pick<AppDeps, 'db' | 'clock'>, storeId: number) {
  const store = await findStore(deps.db, deps.clock, storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return { storeId, host: store.row.settings.knowledgeHost ?? null };
}

/** Sets (a host) or clears (null) a store's knowledge site. */
export async function saveKnowledgeSite(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  storeId: number,
  host: string | null,
) {
  await saveStoreSetting(deps.db, storeId, 'knowledgeHost', host);
  return knowledgeSite(deps, storeId);
}
