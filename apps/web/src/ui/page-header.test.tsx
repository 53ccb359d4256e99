// @vitest-environment happy-dom
import { tabStop } from '@shop/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { currentTabStops, setTabStops } from '../lib/router/tab-set.ts';
import { navigate } from '../lib/router/use-route.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { PageHeader } from './page-header.tsx';

const defaults = currentTabStops();
const backShown = () => screen.queryByRole('button', { name: 'Back' }) !== null;

function headerAt(path: string, query: Record<string, string> = {}) {
  navigate(path, query);
  renderWithProviders(<PageHeader title="A page" />);
  return backShown();
}

beforeAll(() => setLocale('en'));
afterEach(() => setTabStops(defaults));

describe('the page header’s back button (decision 041)', () => {
  it('is left out on a page on show as one of the store’s tabs: the tab bar is its way around', () => {
    expect(headerAt('/subpackages/shopping/shoppingCart')).toBe(false);
  });

  it('is there on the same page opened without its tab bar, and on a page that is not a tab', () => {
    expect(headerAt('/subpackages/shopping/shoppingCart', { hideTab: 'true' })).toBe(true);
  });

  it('follows the store’s own tabs: a category tab has none', () => {
    setTabStops([tabStop('home'), tabStop('category'), tabStop('me')]);
    expect(headerAt('/subpackages/category/pages/home/index')).toBe(false);
  });

  it('is there on a cart that is not one of the store’s tabs', () => {
    setTabStops([tabStop('home'), tabStop('category'), tabStop('me')]);
    expect(headerAt('/subpackages/shopping/shoppingCart')).toBe(true);
  });
});
