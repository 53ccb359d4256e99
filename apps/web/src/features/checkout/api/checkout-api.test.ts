import { checkoutEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { indexNoDiscountRef } from './index-no-discount.ts';
import { placeFastRef } from './place-fast.ts';

describe('checkout endpoint references', () => {
  it('point at the contract paths', () => {
    expect(indexNoDiscountRef.path).toBe(checkoutEndpoints.indexNoDiscount.path);
    expect(placeFastRef.path).toBe(checkoutEndpoints.placeFast.path);
  });
});
