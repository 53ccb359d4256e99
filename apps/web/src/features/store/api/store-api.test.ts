import { storeEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { getStoreDataFast, nearbyStoreList } from './store-api.ts';

describe('store endpoint references', () => {
  it('point at the contract paths', () => {
    expect(getStoreDataFast.path).toBe(storeEndpoints.getStoreDataFast.path);
    expect(nearbyStoreList.path).toBe(storeEndpoints.nearbyStoreList.path);
  });
});
