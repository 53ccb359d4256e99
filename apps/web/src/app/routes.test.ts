import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
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
});
