import type { BootData, CategoryNode } from '@shop/contracts';
import { effectiveMode, type Locale, offeredModes } from '@shop/domain';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { listCategories, listProducts } from '../catalog/index.ts';
import { defaultStoreId, requireStoreRecord, type StoreRecord, storeData } from '../store/index.ts';
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

/** Products per page of the web app's lists (features/catalog/api/list-multi.ts, which checks it agrees). */
const webPageSize = 20;

/**
 * The opening category's first page as the web app asks for it (decision 062): in the order mode a new visit is
 * in (the store's mode value, SPEC §4) when the store lists products by mode, so a shopper who chose another mode
 * asks again.
 */
async function firstPage(
  ctx: WebDeps & { locale: Locale },
  record: StoreRecord,
  category: CategoryNode,
): Promise<NonNullable<BootData['firstProducts']>> {
  const { settings } = record.row;
  const mode = settings.isHideProductByMode
    ? effectiveMode(null, offeredModes(settings.orderModes, settings.storeModeValue), settings.storeModeValue)
    : undefined;
  const filter = { storeId: record.row.id, categoryUids: [category.uid], ...(mode ? { mode } : {}) };
  const page = await listProducts(ctx, record, filter, { index: 1, size: webPageSize });
  return { categoryUid: category.uid, ...(mode ? { mode } : {}), pageSize: webPageSize, page };
}

/**
 * The store info and home structure the home page paints with (DESIGN §6), the tab bar, and the category tree and
 * first products the category page starts from, its store text in `locale`; null on an empty database.
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
  const firstProducts = categories[0] ? await firstPage(ctx, record, categories[0]) : undefined;
  return {
    storeId,
    store,
    pages: { home: pages.home! },
    tabBar,
    categories,
    ...(firstProducts ? { firstProducts } : {}),
    currency: store.currency,
    locale,
  };
}
