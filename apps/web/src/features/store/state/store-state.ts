import type { PageStructure, StoreInfo } from '@shop/contracts';
import type { Query } from '@shop/domain';
import { call } from '../../../lib/api/client.ts';
import { queryClient, rootOf, storeIndependentRoots } from '../../../lib/api/query-client.ts';
import { storage, storageKey } from '../../../lib/storage.ts';
import { getStoreDataFast, nearbyStoreList } from '../api/store-api.ts';
import { readBoot } from './boot.ts';
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
  currency: defaultCurrency,
  themeColor: defaultThemeColor,
};
const listeners = new Set<() => void>();

function validColor(color: string | undefined): string {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : defaultThemeColor;
}

function publish(info: StoreInfo, homePage: PageStructure | null, currency?: string) {
  snapshot = {
    storeId: info.storeId,
    info,
    homePage,
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

function positiveId(text: string | undefined): number | null {
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
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
  const boot = readBoot();
  const remembered = storage.get(storeIdKey) ?? null;
  const storeId = positiveId(options.storeid) ?? remembered ?? boot?.storeId ?? (await firstListedStore());
  if (remembered !== null && remembered !== storeId) clearStoreData();
  storage.set(storeIdKey, storeId);
  if (boot && boot.storeId === storeId) {
    publish(boot.store, boot.pages.home, boot.currency);
    return;
  }
  publish(await call(getStoreDataFast, { storeId }), null);
}

/** Switches to another store: loads it, clears the old store's data, and reloads the member when shared. */
export async function changeStore(storeId: number): Promise<void> {
  const info = await call(getStoreDataFast, { storeId });
  clearStoreData();
  storage.set(storeIdKey, storeId);
  publish(info, null);
  // A chain or headquarters store that shares members (shareCustomer 0 or 2) may know this member differently.
  const chain = info.isChainStore || info.settings.isHeadquarters;
  if (chain && (info.shareCustomer === 0 || info.shareCustomer === 2)) {
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }
}
