import type { PageStructure, StoreInfo } from '@shop/contracts';
import type { Query } from '@shop/domain';
import { call } from '../../../lib/api/client.ts';
import { queryClient, rootOf, storeIndependentRoots, textKey } from '../../../lib/api/query-client.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { currentLocale } from '../../../lib/i18n/messages.ts';
import { positiveId } from '../../../lib/router/query-id.ts';
import { storage, storageKey } from '../../../lib/storage.ts';
import { getStoreDataFast, nearbyStoreList } from '../api/store-api.ts';
import { bootIn, readBoot } from './boot.ts';
import { applyThemePalette } from './theme-palette.ts';

/**
 * The current store (SPEC §4): chosen at start from the launch address, the remembered choice or the server's
 * boot data; changing it clears the cached store info, store data and page structures (storage keys under
 * `store.` and `page.`, and every query except `prefs` and `account`), then loads the new store.
 */

export const defaultThemeColor = '#FE9A69';
export const defaultCurrency = '¥';

export interface StoreSnapshot {
  storeId: number | null;
  info: StoreInfo | null;
  /** The home page structure from the boot data, when it belongs to this store; null means fetch it. */
  homePage: PageStructure | null;
  /** The locale the info's (and homePage's) store text is in (decision 020); null before a store is set. */
  textLocale: Locale | null;
  currency: string;
  themeColor: string;
}

const storeIdKey = storageKey<number>('prefs.storeId');
/** Prefixes of the storage keys that belong to one store. */
export const storeScopedPrefixes = ['store.', 'page.'] as const;

let snapshot: StoreSnapshot = {
  storeId: null,
  info: null,
  homePage: null,
  textLocale: null,
  currency: defaultCurrency,
  themeColor: defaultThemeColor,
};
const listeners = new Set<() => void>();

function validColor(color: string | undefined): string {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : defaultThemeColor;
}

function publish(info: StoreInfo, homePage: PageStructure | null, textLocale: Locale, currency?: string) {
  snapshot = {
    storeId: info.storeId,
    info,
    homePage,
    textLocale,
    currency: currency || info.currency || defaultCurrency,
    themeColor: validColor(info.settings.themeColor),
  };
  if (typeof document !== 'undefined') applyThemePalette(snapshot.themeColor);
  for (const l of listeners) l();
}

export function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeSnapshot(): StoreSnapshot {
  return snapshot;
}

/** The store id for the x-store-id header. */
export function currentStoreId(): number | null {
  return snapshot.storeId;
}

function clearStoreData() {
  storage.removePrefixed(storeScopedPrefixes);
  queryClient.removeQueries({ predicate: (q) => !storeIndependentRoots.has(rootOf(q.queryKey)) });
}

/**
 * The chain's first store, for a start with nothing naming one: no boot data (the Vite dev server, or the
 * server could not build it) and no remembered choice.
 */
async function firstListedStore(): Promise<number> {
  const list = await call(nearbyStoreList, { pageIndex: 1, pageSize: 1 });
  const first = list.items[0];
  if (!first) throw new Error('no store: the chain lists none');
  return first.storeId;
}

/** Start-up: picks the store (launch address, remembered, boot data) and sets it, fetching only when needed. */
export async function setStoreAtStart(options: Query): Promise<void> {
  const remembered = storage.get(storeIdKey) ?? null;
  const storeId =
    positiveId(options.storeid) ?? remembered ?? readBoot()?.storeId ?? (await firstListedStore());
  if (remembered !== null && remembered !== storeId) clearStoreData();
  storage.set(storeIdKey, storeId);
  const locale = currentLocale();
  // The inlined data is in the locale the server picked (cookie, else Accept-Language); another is fetched.
  const boot = bootIn(storeId, locale);
  if (boot) {
    // Kept as this locale's store info too, so a switch back to it needs no call.
    queryClient.setQueryData(storeInfoKey(storeId, locale), boot.store);
    publish(boot.store, boot.pages.home, locale, boot.currency);
    return;
  }
  publish(await storeInfoIn(storeId, locale), null, locale);
}

const storeInfoKey = (storeId: number, locale: Locale) => textKey(['store', 'info', storeId], locale);

/** The store info in a locale, kept in the query cache per locale so switching back needs no call. */
function storeInfoIn(storeId: number, locale: Locale): Promise<StoreInfo> {
  return queryClient.fetchQuery({
    queryKey: storeInfoKey(storeId, locale),
    queryFn: () => call(getStoreDataFast, { storeId, includePointRule: true }),
    staleTime: 60_000,
  });
}

/**
 * After a language switch: the current store's info (name, address, banners) in the new locale. Queries of store
 * text follow by their keys; this snapshot is not a query, so the app calls this.
 */
export async function reloadStoreText(): Promise<void> {
  const { storeId, textLocale } = snapshot;
  const locale = currentLocale();
  if (storeId === null || textLocale === locale) return;
  const info = await storeInfoIn(storeId, locale);
  if (snapshot.storeId === storeId && currentLocale() === locale) publish(info, null, locale);
}

/** Switches to another store: loads it, clears the old store's data, and reloads the member when shared. */
export async function changeStore(storeId: number): Promise<void> {
  const locale = currentLocale();
  const info = await call(getStoreDataFast, { storeId, includePointRule: true });
  clearStoreData();
  storage.set(storeIdKey, storeId);
  publish(info, null, locale);
  // A chain or headquarters store that shares members (shareCustomer 0 or 2) may know this member differently.
  const chain = info.isChainStore || info.settings.isHeadquarters;
  if (chain && (info.shareCustomer === 0 || info.shareCustomer === 2)) {
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }
}
