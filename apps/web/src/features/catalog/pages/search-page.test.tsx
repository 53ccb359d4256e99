// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, FakeIntersectionObserver, fakeApi } from '../../../test/shop-harness.tsx';
import { pageOf } from '../test-products.ts';
import { SearchPage, scopeUids, searchDebounceMs } from './search-page.tsx';

let calls: Call[] = [];
const listCalls = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body);
const input = () => screen.getByRole<HTMLInputElement>('searchbox');
const products = () => screen.queryAllByRole('article');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  await bootStore(1001);
  calls = fakeApi({ 'product/listmulti': (body) => pageOf(3, body) });
});

describe('search page', () => {
  it('searches once typing pauses, with the last text only', async () => {
    navigate('/subpackages/category/pages/home/search');
    const { user } = renderWithProviders(<SearchPage />);
    screen.getByText('Type a product name to search');
    screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(input(), 'milk ');
    await wait(searchDebounceMs / 2);
    expect(listCalls()).toEqual([]);
    await waitFor(() => expect(products()).toHaveLength(3));
    expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, name: 'milk' }]);

    await user.clear(input());
    await screen.findByText('Type a product name to search');
    expect(listCalls()).toHaveLength(1);
  });

  it('lists a system folder at once and narrows it by name', async () => {
    navigate('/subpackages/category/pages/home/search', { type: 'hotsale', categoryUids: '11' });
    const { user } = renderWithProviders(<SearchPage />);
    screen.getByRole('heading', { level: 1, name: 'Best sellers' });
    await waitFor(() =>
      expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, categoryUids: [11] }]),
    );
    await user.type(input(), 'tea');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toMatchObject({ categoryUids: [11], name: 'tea' });
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search in Best sellers' }).placeholder,
    ).toBe('Search in Best sellers');
  });

  it('reads the category scope of the address', () => {
    expect(scopeUids({ categoryUids: '3,4,3,x' })).toEqual([3, 4]);
    expect(scopeUids({ type: 'combo' })).toEqual([10]);
    expect(scopeUids({ type: 'onsale', categoryUids: '12' })).toEqual([12]);
    expect(scopeUids({ name: 'tea' })).toEqual([]);
  });
});
