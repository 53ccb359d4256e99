// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/api/query-client.ts';
import { currentLocale, setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, FakeIntersectionObserver, fakeApi } from '../../../test/shop-harness.tsx';
import { prefetchCategoryHome } from '../api/prefetch.ts';
import { pageOf } from '../test-products.ts';
import { CategoryPage } from './category-page.tsx';

const node = (uid: number, name: string, extra = {}) => ({
  uid,
  name,
  icon: '',
  sort: 0,
  parentUid: null,
  system: false,
  children: [],
  ...extra,
});
const categories = [
  node(11, 'Hot sale', { system: true }),
  node(100, 'Tea', {
    children: [node(104, 'Milk tea', { parentUid: 100 }), node(105, 'Fruit tea', { parentUid: 100 })],
  }),
  node(103, 'Bread'),
];

let calls: Call[] = [];
const listed = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body.categoryUids);
const sideBar = () => within(screen.getByRole('navigation', { name: 'Categories' }));

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  calls = fakeApi({ 'product/categories': () => categories, 'product/listmulti': (body) => pageOf(2, body) });
  await bootStore(1001);
});

describe('category page', () => {
  it('opens on the first category, system folders first, and lists what the side bar and chips pick', async () => {
    navigate('/subpackages/category/pages/home/index');
    const { user } = renderWithProviders(<CategoryPage />);
    await waitFor(() => expect(listed()).toEqual([[11]]));
    const side = sideBar()
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(side).toEqual(['Best sellers', 'Tea', 'Bread']);

    await user.click(sideBar().getByRole('button', { name: 'Tea' }));
    await waitFor(() => expect(listed()).toEqual([[11], [100]]));
    expect(sideBar().getByRole('button', { current: true }).textContent).toBe('Tea');
    // Tea has sub-categories: chips pick among them.
    const chips = within(screen.getByRole('toolbar', { name: 'Tea' }));
    await user.click(chips.getByRole('button', { name: 'Fruit tea' }));
    await waitFor(() => expect(listed()).toEqual([[11], [100], [105]]));
    await user.click(sideBar().getByRole('button', { name: 'Bread' }));
    await waitFor(() => expect(listed()).toEqual([[11], [100], [105], [103]]));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('opens on the category the address names', async () => {
    navigate('/subpackages/category/pages/home/index', { categoryUid: '103' });
    renderWithProviders(<CategoryPage />);
    await waitFor(() => expect(listed()).toEqual([[103]]));
  });

  it('shows the data started ahead of its code (a first visit by link) without asking for it again', async () => {
    navigate('/subpackages/category/pages/home/index', { categoryUid: '103' });
    await prefetchCategoryHome(103);
    expect(listed()).toEqual([[103]]);
    try {
      renderWithProviders(<CategoryPage />, { client: queryClient });
      expect(await screen.findByText('Product 2')).toBeTruthy();
      expect(listed()).toEqual([[103]]);
      expect(calls.filter((c) => c.path === 'product/categories')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('starts from the category tree index.html came with: the first products are asked for with no call before', async () => {
    window.__BOOT__ = { ...(window.__BOOT__ as object), categories };
    navigate('/subpackages/category/pages/home/index');
    try {
      await prefetchCategoryHome(null);
      expect(calls.map((c) => c.path)).toEqual(['product/listmulti']);
      renderWithProviders(<CategoryPage />, { client: queryClient });
      expect(await screen.findByText('Product 2')).toBeTruthy();
      expect(sideBar().getByRole('button', { current: true }).textContent).toBe('Best sellers');
      expect(calls.filter((c) => c.path === 'product/categories')).toHaveLength(0);
    } finally {
      queryClient.clear();
    }
  });

  it('draws the first products index.html came with, asking for no list; other categories are asked for', async () => {
    const page = pageOf(25, { pageIndex: 1, pageSize: 20 });
    window.__BOOT__ = {
      ...(window.__BOOT__ as object),
      categories,
      firstProducts: { categoryUid: 11, pageSize: 20, page },
    };
    navigate('/subpackages/category/pages/home/index');
    try {
      await prefetchCategoryHome(null);
      const { user } = renderWithProviders(<CategoryPage />, { client: queryClient });
      expect(await screen.findByText('Product 20')).toBeTruthy();
      expect(listed()).toEqual([]);
      await user.click(sideBar().getByRole('button', { name: 'Tea' }));
      await waitFor(() => expect(listed()).toEqual([[100]]));
    } finally {
      queryClient.clear();
    }
  });

  it('leaves aside first products index.html came with for another page size', async () => {
    const page = pageOf(25, { pageIndex: 1, pageSize: 10 });
    window.__BOOT__ = {
      ...(window.__BOOT__ as object),
      categories,
      firstProducts: { categoryUid: 11, pageSize: 10, page },
    };
    navigate('/subpackages/category/pages/home/index');
    renderWithProviders(<CategoryPage />);
    await waitFor(() => expect(listed()).toEqual([[11]]));
  });

  it('shows store text in a new language without a reload, and a switch back from the cache', async () => {
    const named = (tea: string) => [node(100, tea), node(103, 'Bread')];
    calls = fakeApi({
      'product/categories': () => named(currentLocale() === 'zh-CN' ? '茶饮' : 'Tea'),
      'product/listmulti': (body) => pageOf(2, body),
    });
    navigate('/subpackages/category/pages/home/index');
    renderWithProviders(<CategoryPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tea' })).toBeTruthy());
    await act(() => setLocale('zh-CN'));
    await waitFor(() => expect(screen.getByRole('button', { name: '茶饮' })).toBeTruthy());
    await act(() => setLocale('en'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tea' })).toBeTruthy());
    expect(calls.filter((c) => c.path === 'product/categories')).toHaveLength(2);
    await act(() => setLocale('en'));
  });
});
