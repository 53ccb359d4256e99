import type { Query } from './query.ts';
import { homePath } from './routes.ts';

/**
 * The tab bar a store chooses (decision 041): 2–5 tabs from a fixed list of pages, or a custom page of its own.
 * Tab pages are reached by redirect and show the bar; every other page is opened with hideTab=true (SPEC §2), so
 * which pages count as tabs follows the store's choice.
 */

export const tabKinds = [
  'home',
  'category',
  'cart',
  'order',
  'me',
  'couponCenter',
  'pointsMall',
  'checkIn',
  'page',
] as const;
export type TabKind = (typeof tabKinds)[number];

export const minTabs = 2;
export const maxTabs = 5;

const customPagePath = '/subpackages/customize/definePage/definePage';

const kindPaths: Record<Exclude<TabKind, 'page'>, string> = {
  home: homePath,
  category: '/subpackages/category/pages/home/index',
  cart: '/subpackages/shopping/shoppingCart',
  order: '/subpackages/orderhistory/orderhistory',
  me: '/subpackages/account/account',
  couponCenter: '/subpackages/coupons/coupon',
  pointsMall: '/subpackages/pointsMall/pointsMall',
  checkIn: '/subpackages/actions/checkin',
};

/** A tab's page: its path and the query that tells it apart (a custom page's pageid). */
export interface TabStop {
  path: string;
  query: Query;
}

/** The page a tab opens; a custom page tab needs its page id. */
export function tabStop(kind: TabKind, pageId?: number): TabStop {
  if (kind === 'page') return { path: customPagePath, query: { pageid: String(pageId ?? '') } };
  return { path: kindPaths[kind], query: {} };
}

/** The bar every store has until it chooses its own: Home, Cart, Order, Me. */
export const defaultTabKinds: readonly TabKind[] = ['home', 'cart', 'order', 'me'];

export const defaultTabStops: readonly TabStop[] = defaultTabKinds.map((k) => tabStop(k));

/** Whether a page (with its query) is one of the tabs: the path matches, and a custom page's pageid too. */
export function isTabStop(path: string, query: Query, tabs: readonly TabStop[]): boolean {
  const page = path === '/' ? homePath : path;
  return tabs.some(
    (t) => t.path === page && Object.entries(t.query).every(([key, value]) => query[key] === value),
  );
}

/** A tab a store saves: the kind, a custom page's id, an optional label of its own (else the kind's name). */
export interface SavedTab {
  kind: TabKind;
  pageId?: number;
  label?: string;
}

/**
 * What is wrong with a store's tab list, or null: 2–5 tabs, no page twice, a custom page tab names its page and
 * has a label (the app has no name of its own for it).
 */
export function tabBarProblem(tabs: readonly SavedTab[]): string | null {
  if (tabs.length < minTabs || tabs.length > maxTabs) return `a tab bar has ${minTabs} to ${maxTabs} tabs`;
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (tab.kind === 'page' && !tab.pageId) return 'a custom page tab needs its pageId';
    if (tab.kind === 'page' && !tab.label?.trim()) return 'a custom page tab needs its label';
    if (tab.kind !== 'page' && tab.pageId !== undefined) return `a ${tab.kind} tab takes no pageId`;
    const key = tab.kind === 'page' ? `page:${tab.pageId}` : tab.kind;
    if (seen.has(key)) return `the ${key} tab appears twice`;
    seen.add(key);
  }
  return null;
}
