import type { TabBarTab } from '@shop/contracts';
import { defaultTabKinds, type Locale, type SavedTab, tabStop, translatedField } from '@shop/domain';
import type { StoreSettings } from '../../db/schema/store.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findStore, type StoreRecord, saveStoreSetting } from '../store/index.ts';

/**
 * The store's tab bar (decision 041), kept in the store's settings (`settings.tabBar`): it is one small list per
 * store, read with the store record that every page call loads anyway, so boot data and PagesStructure carry it at
 * no extra query.
 */

export type StoredTabBar = NonNullable<StoreSettings['tabBar']>;
type StoredTab = StoredTabBar['tabs'][number];

/** One tab as the client draws it: its page and its label in the reader's locale (null: the kind's own name). */
function drawnTab(tab: StoredTab, locale: Locale): TabBarTab {
  const stop = tabStop(tab.kind, tab.pageId);
  const label = tab.label ? translatedField(tab.label, tab.translations, 'label', locale) : null;
  return { kind: tab.kind, path: stop.path, query: stop.query, label };
}

/** The tabs of a store's bar in the reader's locale: its own choice, else Home, Cart, Order, Me. */
export function tabBarOf(store: StoreRecord, locale: Locale): TabBarTab[] {
  const saved: StoredTab[] = store.row.settings.tabBar?.tabs ?? defaultTabKinds.map((kind) => ({ kind }));
  return saved.map((tab) => drawnTab(tab, locale));
}

/** The store's saved tabs as staff see them (with translations), or null for the default bar. */
export async function savedTabBar(deps: Pick<AppDeps, 'db' | 'clock'>, storeId: number) {
  const store = await findStore(deps.db, deps.clock, storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return { storeId, tabs: store.row.settings.tabBar?.tabs ?? null, defaultTabs: defaultTabKinds };
}

/** Saves (tabs) or clears (null: back to the default bar) a store's tab bar; the contract checked the tabs. */
export async function saveTabBar(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  storeId: number,
  tabs: readonly (SavedTab & { translations?: StoredTab['translations'] })[] | null,
) {
  await saveStoreSetting(deps.db, storeId, 'tabBar', tabs === null ? null : { tabs: [...tabs] });
  return savedTabBar(deps, storeId);
}
