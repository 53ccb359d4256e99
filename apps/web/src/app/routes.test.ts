import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, routeOf, routeTable } from './routes.ts';

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
});
