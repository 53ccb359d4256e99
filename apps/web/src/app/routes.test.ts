import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { memberEntries, visibleEntries } from '../features/account/components/member-entries.ts';
import { hasPage, setPageDirectory } from '../lib/router/page-directory.ts';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, pageDirectory, routeOf, routeTable } from './routes.ts';

describe('route table', () => {
  it('lists every SPEC path once, marking the tab pages', () => {
    expect(routeTable.map((r) => r.path)).toEqual([...routePaths]);
    expect(
      routeTable
        .filter((r) => r.tab)
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      '/pages/index/index',
      '/subpackages/account/account',
      '/subpackages/orderhistory/orderhistory',
      '/subpackages/shopping/shoppingCart',
    ]);
  });
  it('has a page for the error page and loads only built pages', async () => {
    expect(builtPaths.has('/pages/error/index')).toBe(true);
    expect(typeof (await routeOf('/pages/error/index')!.load!())).toBe('function');
    for (const path of builtPaths) expect(routePaths).toContain(path);
  });
  it('serves the store picker at nearstore and nearstoreapp, and sends /nearstores there with hideTab', async () => {
    const picker = await routeOf('/subpackages/chainStores/nearstore')!.load!();
    expect(await routeOf('/subpackages/chainStores/nearstoreapp')!.load!()).toBe(picker);
    expect(resolvePath('/nearstores', builtPaths)).toEqual({
      kind: 'redirect',
      path: '/subpackages/chainStores/nearstore',
      query: { hideTab: 'true' },
      delayMs: 300,
    });
  });

  it('tells the features which pages are built: the member centre links the profile, password and orders', () => {
    setPageDirectory(pageDirectory);
    const shown = ['orders', 'services', 'account'].flatMap((g) =>
      visibleEntries(g as 'orders', { isBuilt: hasPage, isLoggedIn: true }).map((e) => e.key),
    );
    expect(shown).toEqual(expect.arrayContaining(['orders', 'profile', 'password']));
    for (const key of shown)
      expect(builtPaths.has(memberEntries.find((e) => e.key === key)!.path)).toBe(true);
    setPageDirectory(null);
    expect(hasPage('/subpackages/account/infoEdit')).toBe(false);
  });
});
