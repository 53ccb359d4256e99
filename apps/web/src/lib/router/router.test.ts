import { describe, expect, it } from 'vitest';
import { buildHash, parseHash } from './location.ts';
import { createRouter, type RouterWindow } from './router.ts';

/** A browser window's location and history, enough for the router. */
function fakeWindow(initial = '') {
  const entries: Array<{ url: string; state: unknown }> = [{ url: initial, state: null }];
  let index = 0;
  const handlers: Array<() => void> = [];
  const win: RouterWindow = {
    location: {
      get hash() {
        return entries[index]!.url;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state, _u, url) {
        entries.splice(index + 1, entries.length, { url, state });
        index += 1;
      },
      replaceState(state, _u, url) {
        entries[index] = { url, state };
      },
      back() {
        index = Math.max(0, index - 1);
        for (const h of handlers) h();
      },
    },
    addEventListener: (_type, listener) => handlers.push(listener),
  };
  return { win, entries: () => entries.map((e) => e.url), index: () => index };
}

describe('hash locations', () => {
  it('parses paths and queries', () => {
    expect(parseHash('#/subpackages/shopping/shoppingCart?x=1&hideTab=true')).toEqual({
      path: '/subpackages/shopping/shoppingCart',
      query: { x: '1', hideTab: 'true' },
    });
    expect(parseHash('')).toEqual({ path: '/', query: {} });
    expect(parseHash('#')).toEqual({ path: '/', query: {} });
    expect(parseHash('#pages/index/index/')).toEqual({ path: '/pages/index/index', query: {} });
  });
  it('builds hashes that parse back', () => {
    const hash = buildHash('/subpackages/shopping/details', { productid: '5', name: 'a&b c' });
    expect(hash).toBe('#/subpackages/shopping/details?productid=5&name=a%26b%20c');
    expect(parseHash(hash).query.name).toBe('a&b c');
  });
});

describe('router', () => {
  it('navigates to non-tab pages with hideTab and redirects to tab pages', () => {
    const { win, entries } = fakeWindow('#/pages/index/index');
    const router = createRouter(win);
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.current().path));
    router.navigate('/subpackages/shopping/details', { productid: '7' });
    expect(router.current()).toEqual({
      path: '/subpackages/shopping/details',
      query: { productid: '7', hideTab: 'true' },
    });
    router.navigate('/subpackages/shopping/shoppingCart');
    // The cart is a tab page: it replaced the detail page instead of stacking on it.
    expect(entries()).toEqual(['#/pages/index/index', '#/subpackages/shopping/shoppingCart']);
    expect(seen).toEqual(['/subpackages/shopping/details', '/subpackages/shopping/shoppingCart']);
  });

  it('goes back within the app, and home when there is nothing to go back to', () => {
    const { win, entries, index } = fakeWindow('#/subpackages/account/login?hideTab=true');
    const router = createRouter(win);
    router.navigate('/subpackages/account/setting');
    expect(index()).toBe(1);
    router.back();
    expect(router.current().path).toBe('/subpackages/account/login');
    router.back();
    expect(index()).toBe(0);
    expect(router.current().path).toBe('/pages/index/index');
    expect(entries()[0]).toBe('#/pages/index/index');
  });

  it('redirect replaces the entry and keeps hideTab off tab pages only', () => {
    const { win, entries } = fakeWindow('#/');
    const router = createRouter(win);
    router.redirect('/pages/error/index', { type: 'develop' });
    expect(entries()).toEqual(['#/pages/error/index?type=develop&hideTab=true']);
    expect(router.href('/subpackages/account/account')).toBe('#/subpackages/account/account');
  });
});
