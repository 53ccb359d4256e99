import type { BootData } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { listCategories } from '../catalog/index.ts';
import { defaultStoreId, requireStoreRecord, storeData } from '../store/index.ts';
import { pagesStructure } from './page-structure.ts';
import { tabBarOf } from './tab-bar.ts';

type WebDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'log'>;

const defaultIds = perDatabase(() => new TtlCache<'default', number | null>(10_000));

/** The store the page boots with: the one the address names when it exists, else the chain's default. */
async function bootStoreId(deps: WebDeps, requested: number | null): Promise<number | null> {
  if (requested !== null) {
    const found = await requireStoreRecord(deps, requested).catch(() => null);
    if (found) return requested;
  }
  return defaultIds(deps.db).get('default', deps.clock, () => defaultStoreId(deps.db, deps.clock));
}

/**
 * The store info and home structure the home page paints with (DESIGN §6), the tab bar, and the category tree the
 * category page starts from, its store text in `locale`; null on an empty database.
 */
export async function bootData(
  deps: WebDeps,
  requested: number | null,
  locale: Locale,
): Promise<BootData | null> {
  const storeId = await bootStoreId(deps, requested);
  if (storeId === null) return null;
  const ctx = { ...deps, member: null, locale };
  const store = await storeData(ctx, storeId, { includeLatLon: true, includePointRule: true });
  const record = await requireStoreRecord(ctx, storeId);
  const pages = await pagesStructure(ctx, record, ['home']);
  const tabBar = tabBarOf(record, locale);
  const categories = await listCategories(ctx, storeId);
  return {
    storeId,
    store,
    pages: { home: pages.home! },
    tabBar,
    categories,
    currency: store.currency,
    locale,
  };
}
