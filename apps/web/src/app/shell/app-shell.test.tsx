// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeSnapshot } from '../../features/store/index.ts';
import { setLocale } from '../../lib/i18n/messages.ts';
import { router } from '../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { bootStore } from '../../test/shop-harness.tsx';
import { setTabBadge } from '../../ui/tab-badges.ts';
import { AppShell } from './app-shell.tsx';
import { TabBar } from './tab-bar.tsx';
import { defaultTabBar } from './use-tab-bar.ts';

beforeAll(() => setLocale('en'));

const tabBar = () => screen.queryByRole('navigation', { name: 'Main navigation' });

describe('app shell', () => {
  it('sends an unknown path to the develop error page, without the tab bar', async () => {
    router.navigate('/no/such/page');
    renderWithProviders(<AppShell />);
    await screen.findByRole('heading', { name: 'This page could not be opened' });
    expect(router.current()).toEqual({
      path: '/pages/error/index',
      query: { type: 'develop', hideTab: 'true' },
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Restart', 'Exit and reopen']);
    expect(tabBar()).toBeNull();
  });

  it('toasts when the device goes offline', () => {
    renderWithProviders(<AppShell />);
    fireEvent(window, new Event('offline'));
    expect(screen.getByRole('status').textContent).toBe('The network is having a hiccup');
  });

  it('titles the browser tab by the page, in the shopper’s language, and the store', async () => {
    await bootStore(1001);
    router.navigate('/no/such/page');
    renderWithProviders(<AppShell />);
    await screen.findByRole('heading', { name: 'This page could not be opened' });
    const store = storeSnapshot().info!.storeName;
    expect(document.title).toBe(`This page could not be opened · ${store}`);
    await act(() => setLocale('es'));
    expect(document.title).toBe(`No se pudo abrir esta página · ${store}`);
    await act(() => setLocale('en'));
  });

  it('dismisses a toast when the shopper switches language', async () => {
    renderWithProviders(<AppShell />);
    fireEvent(window, new Event('offline'));
    await act(() => setLocale('zh-CN'));
    expect(screen.queryByText('The network is having a hiccup')).toBeNull();
    await act(() => setLocale('en'));
  });
});

describe('tab bar', () => {
  it('marks the active tab, shows the cart badge and switches tabs by redirect', async () => {
    router.redirect('/pages/index/index');
    const { user } = renderWithProviders(
      <TabBar tabs={defaultTabBar} path="/pages/index/index" query={{}} />,
    );
    const links = within(tabBar()!).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Cart', 'Orders', 'Me']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    const cart = screen.getByRole('link', { name: /Cart/ });
    act(() => setTabBadge('cart', 120));
    expect(cart.textContent).toBe('99+Cart');
    await user.click(screen.getByRole('link', { name: 'Me' }));
    expect(router.current()).toEqual({ path: '/subpackages/account/account', query: {} });
    act(() => setTabBadge('cart', 0));
    expect(cart.textContent).toBe('Cart');
  });
});

describe("a store's own tab bar (decision 041)", () => {
  const storeTabs = [
    { kind: 'home', path: '/pages/index/index', query: {}, label: null },
    { kind: 'category', path: '/subpackages/category/pages/home/index', query: {}, label: null },
    { kind: 'checkIn', path: '/subpackages/actions/checkin', query: {}, label: null },
    {
      kind: 'page',
      path: '/subpackages/customize/definePage/definePage',
      query: { pageid: '7' },
      label: 'Autumn menu',
    },
  ] as const;

  it('draws its tabs with their labels and marks a custom page tab by its page id', () => {
    const tabs = storeTabs.map((t) => ({ ...t, query: { ...t.query } }));
    renderWithProviders(
      <TabBar tabs={tabs} path="/subpackages/customize/definePage/definePage" query={{ pageid: '7' }} />,
    );
    const links = within(tabBar()!).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Categories', 'Check-in', 'Autumn menu']);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
    expect(tabBar()!.style.gridTemplateColumns).toBe('repeat(4, 1fr)');
  });
});
