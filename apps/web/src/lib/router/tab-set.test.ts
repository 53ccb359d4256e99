import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, type RouterWindow } from './router.ts';
import { currentTabStops, isTabRoute, setTabStops } from './tab-set.ts';

function fakeWindow(): RouterWindow {
  const win: RouterWindow = {
    location: { hash: '' },
    history: {
      state: null,
      pushState(state, _u, url) {
        win.history.state = state;
        win.location.hash = url;
      },
      replaceState(state, _u, url) {
        win.history.state = state;
        win.location.hash = url;
      },
      back() {},
    },
    addEventListener() {},
  };
  return win;
}

const defaults = currentTabStops();
afterEach(() => setTabStops(defaults));

describe("the store's tab set (decision 041)", () => {
  it('starts with the default four tabs', () => {
    expect(isTabRoute('/pages/index/index')).toBe(true);
    expect(isTabRoute('/')).toBe(true);
    expect(isTabRoute('/subpackages/shopping/shoppingCart')).toBe(true);
    expect(isTabRoute('/subpackages/category/pages/home/index')).toBe(false);
  });

  it('follows the store: its tabs open by redirect, the others with hideTab', () => {
    setTabStops([
      { path: '/pages/index/index', query: {} },
      { path: '/subpackages/category/pages/home/index', query: {} },
      { path: '/subpackages/customize/definePage/definePage', query: { pageid: '4' } },
    ]);
    const win = fakeWindow();
    const router = createRouter(win);
    router.navigate('/subpackages/category/pages/home/index');
    expect(router.current()).toEqual({ path: '/subpackages/category/pages/home/index', query: {} });
    expect(win.history.state).toEqual({ depth: 0 });
    router.navigate('/subpackages/shopping/shoppingCart');
    expect(router.current().query).toEqual({ hideTab: 'true' });
    expect(win.history.state).toEqual({ depth: 1 });
    expect(router.href('/subpackages/customize/definePage/definePage', { pageid: '4' })).not.toContain(
      'hideTab',
    );
    expect(router.href('/subpackages/customize/definePage/definePage', { pageid: '5' })).toContain(
      'hideTab=true',
    );
  });
});
