import { privacyEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cancelAgreePrivacyRef, deregisterAssetsRef, disableRef } from './privacy.ts';

describe('settings and deregistration endpoint references', () => {
  it('point at the contract paths', () => {
    expect(cancelAgreePrivacyRef.path).toBe(privacyEndpoints.cancelAgreePrivacy.path);
    expect(deregisterAssetsRef.path).toBe(privacyEndpoints.deregisterAssets.path);
    expect(disableRef.path).toBe(privacyEndpoints.disable.path);
  });
});
