import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { legacyTarget, resolvePath } from './route-resolve.ts';

const all = new Set(routePaths);
const develop = { kind: 'error', path: '/pages/error/index', query: { type: 'develop' } };

describe('legacy paths', () => {
  it('moves old folder pages under /subpackages/', () => {
    expect(legacyTarget('/pages/account/account')).toEqual({
      path: '/subpackages/account/account',
      query: {},
    });
    expect(legacyTarget('/pages/orderhistory/orderDetail')?.path).toBe(
      '/subpackages/orderhistory/orderDetail',
    );
    expect(legacyTarget('/pages/coupons/myCoupon')?.path).toBe('/subpackages/coupons/myCoupon');
    expect(legacyTarget('/pages/balance/recharge')?.path).toBe('/subpackages/balance/recharge');
    expect(legacyTarget('/pages/address/selectAddress')?.path).toBe('/subpackages/address/selectAddress');
    expect(legacyTarget('/pages/groupMeal/index')?.path).toBe('/subpackages/groupMeal/index');
    expect(legacyTarget('/pages/account/nothing')).toBeNull();
  });
  it('sends distribution and shareholder to the partner pages', () => {
    expect(legacyTarget('/pages/distribution/index')?.path).toBe('/subpackages/partner/index');
    expect(legacyTarget('/subpackages/shareholder/myProfit')?.path).toBe('/subpackages/partner/myProfit');
    expect(legacyTarget('/pages/shareholder/unknownThing')?.path).toBe('/subpackages/partner/index');
    expect(legacyTarget('/pages/distribution')?.path).toBe('/subpackages/partner/index');
  });
  it('sends /nearstores to the nearby stores with hideTab', () => {
    expect(legacyTarget('/nearstores')).toEqual({
      path: '/subpackages/chainStores/nearstore',
      query: { hideTab: 'true' },
    });
  });
  it('has no replacement for other paths', () => {
    expect(legacyTarget('/pages/unknown/page')).toBeNull();
    expect(legacyTarget('/subpackages/account/account')).toBeNull();
  });
});

describe('path resolution', () => {
  it('shows built pages, treating / as home', () => {
    expect(resolvePath('/', all)).toEqual({ kind: 'page', path: '/pages/index/index' });
    expect(resolvePath('/subpackages/shopping/placeorder/payment', all).kind).toBe('page');
  });
  it('redirects legacy paths after 300 ms when the replacement is built', () => {
    expect(resolvePath('/pages/account/login', all)).toEqual({
      kind: 'redirect',
      path: '/subpackages/account/login',
      query: {},
      delayMs: 300,
    });
  });
  it('opens the develop error page for addresses no page or feature has', () => {
    expect(resolvePath('/no/such/page', all)).toEqual(develop);
    expect(resolvePath('/pages/unknown/page', all)).toEqual(develop);
  });
  it('opens the missing-feature page for pages of features this build lacks (decision 041)', () => {
    const unavailable = (feature: string) => ({
      kind: 'error',
      path: '/pages/error/index',
      query: { type: 'unavailable', feature },
    });
    const fewBuilt = new Set(['/pages/index/index', '/pages/error/index']);
    expect(resolvePath('/subpackages/shopping/details', fewBuilt)).toEqual(unavailable('page'));
    expect(resolvePath('/pages/account/account', fewBuilt)).toEqual(unavailable('page'));
    expect(resolvePath('/subpackages/partner/myProfit', fewBuilt)).toEqual(unavailable('partner'));
    expect(resolvePath('/pages/distribution/index', fewBuilt)).toEqual(unavailable('partner'));
    expect(resolvePath('/subpackages/marketing/lottery', all)).toEqual(unavailable('lottery'));
    expect(resolvePath('/subpackages/service/deposit', all)).toEqual(unavailable('deposit'));
  });
});
