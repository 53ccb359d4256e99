import { describe, expect, it } from 'vitest';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, routeOf } from './routes.ts';

// SPEC §2: the partner pages are built, members' only but for the rules; distribution and shareholder land on them.
describe('the partner pages in the route table', () => {
  const partner = [
    'index',
    'recharge',
    'rules',
    'myFriends',
    'myProfit',
    'profitDetails',
    'profitCashOut',
    'categories',
    'actions',
    'coupons',
    'upgrade',
  ].map((p) => `/subpackages/partner/${p}`);

  it('has every partner page, each a member page but the rules', () => {
    for (const path of partner) {
      expect(builtPaths.has(path)).toBe(true);
      expect(routeOf(path)?.member).toBe(!path.endsWith('/rules'));
    }
  });

  it('serves recharge (renewing) as the upgrade page (buying a level)', async () => {
    expect(await routeOf('/subpackages/partner/recharge')!.load!()).toBe(
      await routeOf('/subpackages/partner/upgrade')!.load!(),
    );
  });

  it('sends the legacy distribution and shareholder paths to the partner pages', () => {
    const redirect = (path: string) => ({ kind: 'redirect', path, query: {}, delayMs: 300 });
    expect(resolvePath('/pages/distribution/index', builtPaths)).toEqual(
      redirect('/subpackages/partner/index'),
    );
    expect(resolvePath('/subpackages/shareholder/myProfit', builtPaths)).toEqual(
      redirect('/subpackages/partner/myProfit'),
    );
    expect(resolvePath('/pages/distribution/withdraw', builtPaths)).toEqual(
      redirect('/subpackages/partner/index'),
    );
  });
});
