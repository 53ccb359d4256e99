import { describe, expect, it } from 'vitest';
import { isTabPath } from './routes.ts';
import { defaultTabStops, isTabStop, tabBarProblem, tabStop } from './tab-bar.ts';

describe('tab bar', () => {
  it('opens each kind at its page, a custom page with its id', () => {
    expect(tabStop('category')).toEqual({ path: '/subpackages/category/pages/home/index', query: {} });
    expect(tabStop('page', 3)).toEqual({
      path: '/subpackages/customize/definePage/definePage',
      query: { pageid: '3' },
    });
    expect(defaultTabStops.map((s) => s.path)).toEqual([
      '/pages/index/index',
      '/subpackages/shopping/shoppingCart',
      '/subpackages/orderhistory/orderhistory',
      '/subpackages/account/account',
    ]);
  });

  it('tells tab pages apart by path, and custom pages by id too', () => {
    const tabs = [tabStop('home'), tabStop('page', 3)];
    expect(isTabStop('/', {}, tabs)).toBe(true);
    expect(isTabStop('/subpackages/customize/definePage/definePage', { pageid: '3', x: '1' }, tabs)).toBe(
      true,
    );
    expect(isTabStop('/subpackages/customize/definePage/definePage', { pageid: '4' }, tabs)).toBe(false);
    expect(isTabStop('/subpackages/shopping/shoppingCart', {}, tabs)).toBe(false);
  });

  it('takes a tab set in isTabPath, the default four without one', () => {
    expect(isTabPath('/subpackages/shopping/shoppingCart')).toBe(true);
    expect(isTabPath('/subpackages/shopping/shoppingCart', ['/pages/index/index'])).toBe(false);
    expect(isTabPath('/', ['/pages/index/index'])).toBe(true);
  });

  it('accepts 2–5 distinct tabs and says what is wrong otherwise', () => {
    expect(tabBarProblem([{ kind: 'home' }, { kind: 'me' }])).toBeNull();
    expect(tabBarProblem([{ kind: 'home' }])).toMatch(/2 to 5/);
    const six = ['home', 'category', 'cart', 'order', 'me', 'checkIn'] as const;
    expect(tabBarProblem(six.map((kind) => ({ kind })))).toMatch(/2 to 5/);
    expect(tabBarProblem([{ kind: 'home' }, { kind: 'home' }])).toMatch(/twice/);
    expect(tabBarProblem([{ kind: 'home' }, { kind: 'page', pageId: 2 }])).toMatch(/label/);
    expect(tabBarProblem([{ kind: 'home' }, { kind: 'page', label: 'A' }])).toMatch(/pageId/);
    expect(tabBarProblem([{ kind: 'home' }, { kind: 'me', pageId: 2 }])).toMatch(/takes no pageId/);
    const pages = [
      { kind: 'page', pageId: 2, label: 'A' },
      { kind: 'page', pageId: 3, label: 'B' },
    ] as const;
    expect(tabBarProblem([...pages])).toBeNull();
  });
});
