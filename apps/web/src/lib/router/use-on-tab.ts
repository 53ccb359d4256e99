import { isTabRoute } from './tab-set.ts';
import { useRoute } from './use-route.tsx';

/**
 * Whether the page on show is one of the store's tabs, with the tab bar drawn under it (decision 041): opened as
 * a tab, not with hideTab. The shell draws the bar by it; a tab page has no back button (the bar is its way
 * around) and its bottom bars sit above the tab bar.
 */
export function useOnTab(): boolean {
  const { path, query } = useRoute();
  return isTabRoute(path, query) && query.hideTab !== 'true';
}
