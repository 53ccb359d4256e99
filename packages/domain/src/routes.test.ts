import { describe, expect, it } from 'vitest';
import {
  isTabPath,
  linkedPagePaths,
  routePaths,
  subpackagePaths,
  systemPagePaths,
  tabPaths,
  unlistedPaths,
} from './routes.ts';

describe('route paths', () => {
  it('lists each path once, absolute and without a trailing slash', () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
    for (const path of routePaths) expect(path).toMatch(/^\/[\w-]+(\/[\w-]+)*$/);
  });
  it('keeps subpackage pages under /subpackages/ and the system pages at the root', () => {
    for (const path of subpackagePaths) expect(path.startsWith('/subpackages/')).toBe(true);
    expect(systemPagePaths).toEqual(['/preview-image', '/choose-location', '/open-location']);
    expect(routePaths).toContain('/subpackages/shopping/placeorder/payment');
    expect(routePaths).toContain('/pages/wkbin/wkbin');
  });
  it('has four tab pages, all listed, and treats / as home', () => {
    expect(tabPaths).toHaveLength(4);
    for (const path of tabPaths) expect(routePaths).toContain(path);
    expect(isTabPath('/')).toBe(true);
    expect(isTabPath('/subpackages/shopping/shoppingCart')).toBe(true);
    expect(isTabPath('/subpackages/shopping/details')).toBe(false);
  });
  it('keeps unlisted link targets out of the listed routes', () => {
    for (const path of Object.values(unlistedPaths)) expect(routePaths).not.toContain(path);
  });
  it('routes the built pages that only links reach, and no longer calls them unlisted', () => {
    expect(routePaths).toContain('/subpackages/marketing/promotions');
    for (const path of Object.values(linkedPagePaths))
      expect(Object.values(unlistedPaths)).not.toContain(path);
  });
});
