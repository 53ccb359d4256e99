import { deviceEndpoints, privacyEndpoints, termsEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { updateDeviceInfoRef } from './device-info.ts';
import { cancelAgreePrivacyRef, deregisterAssetsRef, disableRef } from './privacy.ts';
import { termsListRef, termsRef } from './terms.ts';

describe('settings, terms, deregistration and device endpoint references', () => {
  it('point at the contract paths', () => {
    expect(termsListRef.path).toBe(termsEndpoints.termsList.path);
    expect(termsRef.path).toBe(termsEndpoints.terms.path);
    expect(cancelAgreePrivacyRef.path).toBe(privacyEndpoints.cancelAgreePrivacy.path);
    expect(deregisterAssetsRef.path).toBe(privacyEndpoints.deregisterAssets.path);
    expect(disableRef.path).toBe(privacyEndpoints.disable.path);
    expect(updateDeviceInfoRef.path).toBe(deviceEndpoints.updateEshopAppDeviceInfo.path);
  });
});
