import { catalogEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { categoriesEndpoint } from './categories.ts';
import { listMultiEndpoint } from './list-multi.ts';
import { productDetailEndpoint } from './product-detail.ts';

describe('catalogue endpoint references', () => {
  it('point at the contract paths', () => {
    expect(categoriesEndpoint.path).toBe(catalogEndpoints.categories.path);
    expect(listMultiEndpoint.path).toBe(catalogEndpoints.listMulti.path);
    expect(productDetailEndpoint.path).toBe(catalogEndpoints.productDetail.path);
  });
});
