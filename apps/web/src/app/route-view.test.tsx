// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { navigate, router } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteView } from './route-view.tsx';
import { routeTable } from './routes.ts';

const loginPath = '/subpackages/account/login';
const memberPaths = routeTable.filter((r) => r.member).map((r) => r.path);

/** Opens `path` as a link from elsewhere would (off the tab bar), and shows what the route view makes of it. */
function visit(path: string, query: Record<string, string>) {
  navigate(path, query);
  renderWithProviders(<RouteView route={router.current()} />);
}

beforeAll(() => setLocale('en'));
beforeEach(() => session.signOut());

describe('member pages', () => {
  it('are every page that shows a member’s own things, the receipt among them', () => {
    expect(memberPaths).toEqual(
      expect.arrayContaining([
        '/subpackages/shopping/receipt',
        '/subpackages/shopping/placeorder/payment',
        '/subpackages/orderhistory/orderhistory',
        '/subpackages/orderhistory/orderDetail',
        '/subpackages/account/infoEdit',
        '/subpackages/account/password',
        '/subpackages/account/customerLevel',
      ]),
    );
    // A guest is welcome on the member centre (its login button) and the cart (a guest cart).
    expect(memberPaths).not.toContain('/subpackages/account/account');
    expect(memberPaths).not.toContain('/subpackages/shopping/shoppingCart');
  });

  it.each(memberPaths)('%s sends a guest to log in, to come back to the same page and query', (path) => {
    visit(path, { orderno: '2026112400001' });
    expect(router.current().path).toBe(loginPath);
    expect(router.current().query.redirect).toBe(`${path}?orderno=2026112400001`);
  });

  it('sends a member who logs out on such a page to log in, to come back there', () => {
    session.signIn('member-token');
    visit('/subpackages/shopping/receipt', { orderno: '2026112400001' });
    expect(router.current().path).toBe('/subpackages/shopping/receipt');
    act(() => session.signOut());
    expect(router.current().path).toBe(loginPath);
    expect(router.current().query.redirect).toBe('/subpackages/shopping/receipt?orderno=2026112400001');
  });

  it('leaves a guest on a public page', () => {
    visit('/subpackages/account/account', {});
    expect(router.current().path).toBe('/subpackages/account/account');
  });
});
