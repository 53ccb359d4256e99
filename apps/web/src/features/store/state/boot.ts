import type { BootData, CategoryNode, ProductPage, TabBarTab } from '@shop/contracts';

/**
 * The store data the server inlines into index.html as `window.__BOOT__` (DESIGN §6), so the home page paints
 * without an API call. Checked loosely: a malformed value is ignored and the app fetches instead.
 */

declare global {
  interface Window {
    __BOOT__?: unknown;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Narrows an unknown value to BootData by its outline (ids and the objects the app reads). */
export function asBootData(value: unknown): BootData | null {
  if (!isObject(value) || !isObject(value.store) || !isObject(value.pages)) return null;
  const { storeId, currency, store, pages } = value;
  if (typeof storeId !== 'number' || !Number.isInteger(storeId) || storeId <= 0) return null;
  if (typeof currency !== 'string' || store.storeId !== storeId || !isObject(store.settings)) return null;
  if (!isObject(pages.home) || !Array.isArray(pages.home.sections)) return null;
  return value as unknown as BootData;
}

export function readBoot(): BootData | null {
  return typeof window === 'undefined' ? null : asBootData(window.__BOOT__);
}

/** The boot data, when the page booted with this store in this locale: its store text is then that locale's. */
export function bootIn(storeId: number, locale: string): BootData | null {
  const boot = readBoot();
  return boot && boot.storeId === storeId && boot.locale === locale ? boot : null;
}

/** The store's tab bar from the boot data, when the page booted with this store in this locale (decision 041). */
export function bootTabBar(storeId: number, locale: string): TabBarTab[] | null {
  const tabBar = bootIn(storeId, locale)?.tabBar;
  return Array.isArray(tabBar) ? tabBar : null;
}

/**
 * The store's category tree from the boot data, when the page booted with this store in this locale: the category
 * page then asks for its first category's products without waiting for the tree (decision 045).
 */
export function bootCategories(storeId: number, locale: string): CategoryNode[] | null {
  const categories = bootIn(storeId, locale)?.categories;
  return Array.isArray(categories) ? categories : null;
}

/**
 * The first page of products of a category as the page booted with it (the tree's first category, decision 062),
 * when it is that category's in that order mode (none when the store lists alike in every mode), in pages of
 * `pageSize`, for this store and locale; null otherwise.
 */
export function bootProducts(
  storeId: number,
  locale: string,
  list: { categoryUid: number; mode: string | undefined; pageSize: number },
): ProductPage | null {
  const first = bootIn(storeId, locale)?.firstProducts;
  if (!isObject(first) || !isObject(first.page) || !Array.isArray(first.page.items)) return null;
  const same =
    first.categoryUid === list.categoryUid && first.mode === list.mode && first.pageSize === list.pageSize;
  return same ? first.page : null;
}
