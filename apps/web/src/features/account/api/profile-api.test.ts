import { profileEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { getCustomerBaseInfoRef, loadAttributesRef, updateCustomerArchivesRef } from './profile.ts';
import { savePhotoRef } from './save-photo.ts';

describe('profile endpoint references', () => {
  it('point at the contract paths', () => {
    expect(getCustomerBaseInfoRef.path).toBe(profileEndpoints.getCustomerBaseInfo.path);
    expect(loadAttributesRef.path).toBe(profileEndpoints.loadUserCustomerAttributeWithValue.path);
    expect(updateCustomerArchivesRef.path).toBe(profileEndpoints.updateCustomerArchives.path);
    expect(savePhotoRef.path).toBe(profileEndpoints.savePhoto.path);
  });
});
