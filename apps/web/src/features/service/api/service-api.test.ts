import { deviceEndpoints, termsEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { updateDeviceInfoRef } from './device-info.ts';
import { termsListRef, termsRef } from './terms.ts';

describe('terms and device endpoint references', () => {
  it('point at the contract paths', () => {
    expect(termsListRef.path).toBe(termsEndpoints.termsList.path);
    expect(termsRef.path).toBe(termsEndpoints.terms.path);
    expect(updateDeviceInfoRef.path).toBe(deviceEndpoints.updateEshopAppDeviceInfo.path);
  });
});
