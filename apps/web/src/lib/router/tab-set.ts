import { defaultTabStops, isTabStop, type Query, type TabStop } from '@shop/domain';

/**
 * The tab pages of the store on show (decision 041). The router asks it whether a page is a tab (opened by
 * redirect, no hideTab) and the shell whether to draw the bar; the app shell sets it from the store's tab bar.
 * Until then, and for a store without its own, the default four tabs.
 */

let stops: readonly TabStop[] = defaultTabStops;

export function setTabStops(next: readonly TabStop[]): void {
  stops = next;
}

export function currentTabStops(): readonly TabStop[] {
  return stops;
}

/** Whether a page with this query is one of the current store's tabs. */
export function isTabRoute(path: string, query: Query = {}): boolean {
  return isTabStop(path, query, stops);
}
