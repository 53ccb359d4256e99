import type { Query } from '@shop/domain';
import { buildHash, parseHash, type Route } from './location.ts';
import { isTabRoute } from './tab-set.ts';

/**
 * The hash router (base '/'; decision 001). Tab pages are reached by redirect and show the tab bar; other
 * pages by navigation with hideTab=true appended (SPEC §2). Each history entry records its depth so back()
 * knows whether there is an app page to go back to.
 */

export interface RouterWindow {
  location: { hash: string };
  history: {
    state: unknown;
    pushState(state: unknown, unused: string, url: string): void;
    replaceState(state: unknown, unused: string, url: string): void;
    back(): void;
  };
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
}

export interface Router {
  current(): Route;
  subscribe(listener: () => void): () => void;
  /** Opens a page: a tab page by redirect, any other with hideTab=true on a new history entry. */
  navigate(path: string, query?: Query): void;
  /** Replaces the current page (the way to reach tab pages). */
  redirect(path: string, query?: Query): void;
  /** Goes back one page; with nothing of the app's to go back to, goes to the home page. */
  back(): void;
  /** The hash a link to this page should carry (what navigate would open). */
  href(path: string, query?: Query): string;
}

function depthOf(state: unknown): number {
  const depth = (state as { depth?: unknown } | null)?.depth;
  return typeof depth === 'number' && depth >= 0 ? depth : 0;
}

/** Adds hideTab=true for pages off the store's tab bar (lib/router/tab-set.ts). */
export function withTabRule(path: string, query: Query = {}): Query {
  return isTabRoute(path, query) ? query : { ...query, hideTab: 'true' };
}

export function createRouter(win: RouterWindow, homePath = '/pages/index/index'): Router {
  const listeners = new Set<() => void>();
  let hash = win.location.hash;
  let route = parseHash(hash);

  const refresh = () => {
    if (win.location.hash === hash) return;
    hash = win.location.hash;
    route = parseHash(hash);
    for (const l of listeners) l();
  };
  win.addEventListener('popstate', refresh);
  win.addEventListener('hashchange', refresh);

  const go = (replace: boolean, path: string, query?: Query) => {
    const url = buildHash(path, withTabRule(path, query));
    const depth = depthOf(win.history.state);
    if (replace) win.history.replaceState({ depth }, '', url);
    else win.history.pushState({ depth: depth + 1 }, '', url);
    refresh(); // pushState and replaceState fire no event
  };

  return {
    current: () => route,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (path, query) => go(isTabRoute(path, query), path, query),
    redirect: (path, query) => go(true, path, query),
    back: () => (depthOf(win.history.state) > 0 ? win.history.back() : go(true, homePath)),
    href: (path, query) => buildHash(path, withTabRule(path, query)),
  };
}
