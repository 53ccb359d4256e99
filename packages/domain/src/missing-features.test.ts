import { describe, expect, it } from 'vitest';
import { featureOfPath, missingFeatureNames, missingFeatureTarget } from './missing-features.ts';
import { unlistedPaths } from './routes.ts';

describe('missing features', () => {
  it('names an unlisted page after its key', () => {
    for (const [feature, path] of Object.entries(unlistedPaths)) expect(featureOfPath(path)).toBe(feature);
  });
  it('names spec pages by their folder or page, and others generically', () => {
    expect(featureOfPath('/subpackages/partner/myProfit')).toBe('partner');
    // Built pages are no missing feature's: the pass and shopping cards' pages say 'this page' if ever unlisted.
    expect(featureOfPath('/subpackages/coupons/couponPassCardDetails/cardRecords')).toBe('page');
    expect(featureOfPath('/subpackages/coupons/couponShoppingCardDetails/cardRecords')).toBe('page');
    expect(featureOfPath('/subpackages/invoice/detail/order')).toBe('invoice');
    expect(featureOfPath('/pages/college/college')).toBe('college');
    expect(featureOfPath('/subpackages/shopping/details')).toBe('page');
  });
  it('has no feature for addresses outside the spec', () => {
    expect(featureOfPath('/no/such/page')).toBeNull();
    expect(featureOfPath('/pages/account/account')).toBeNull();
  });
  it('lists every name it gives once', () => {
    expect(new Set(missingFeatureNames).size).toBe(missingFeatureNames.length);
    expect(missingFeatureNames).toContain('lottery');
    expect(missingFeatureNames).toContain('page');
  });
  it('leads to the error page of type unavailable', () => {
    expect(missingFeatureTarget('live')).toEqual({
      path: '/pages/error/index',
      query: { type: 'unavailable', feature: 'live' },
    });
  });
});
