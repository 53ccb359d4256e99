// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/messages.ts';
import { router } from '../../lib/router/use-route.tsx';
import { type Rendered, render } from '../../test/render.tsx';
import { setTabBadge } from '../../ui/tab-badges.ts';
import { AppShell } from './app-shell.tsx';
import { TabBar } from './tab-bar.tsx';

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('app shell', () => {
  it('sends an unknown path to the develop error page, without the tab bar', async () => {
    router.navigate('/no/such/page');
    view = await render(<AppShell />);
    await act(async () => undefined);
    expect(router.current()).toEqual({
      path: '/pages/error/index',
      query: { type: 'develop', hideTab: 'true' },
    });
    expect(view.text()).toContain('This page could not be opened');
    const buttons = [...view.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Restart', 'Exit and reopen']);
    expect(view.container.querySelector('.tab-bar')).toBeNull();
  });

  it('toasts when the device goes offline', async () => {
    view = await render(<AppShell />);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(view.text()).toContain('The network is having a hiccup');
  });
});

describe('tab bar', () => {
  it('marks the active tab, shows the cart badge and switches tabs by redirect', async () => {
    router.redirect('/pages/index/index');
    view = await render(<TabBar activePath="/pages/index/index" />);
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Cart', 'Orders', 'Me']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    await act(async () => setTabBadge('cart', 120));
    expect(view.container.querySelector('.tab-bar__badge')?.textContent).toBe('99+');
    await act(async () => links[3]!.click());
    expect(router.current()).toEqual({ path: '/subpackages/account/account', query: {} });
    await act(async () => setTabBadge('cart', 0));
    expect(view.container.querySelector('.tab-bar__badge')).toBeNull();
  });
});
