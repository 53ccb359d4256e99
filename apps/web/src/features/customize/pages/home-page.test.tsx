// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal, settle, storeInfo } from '../../../test/shop-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { setStoreAtStart } from '../../store/index.ts';
import { HomePage } from './home-page.tsx';

const tile = (id: number, name: string) => ({
  ProductId: id,
  ProductName: name,
  SellPrice: 15,
  OriginalPrice: 18,
  ImageName: `/media/products/${id}.svg`,
  Stock: 10,
  IgnoreStock: false,
  IsOutStock: id === 3,
  isHot: true,
  HasAttributes: false,
});

const home = {
  sections: [
    { type: 'search', id: 'search' },
    {
      type: 'banner',
      id: 'banner',
      images: [
        { imageUrl: '/media/banners/a.svg', title: 'Fruit tea season', link: { type: 'category', uid: 101 } },
        {
          imageUrl: '/media/banners/b.svg',
          title: 'Member day',
          link: { type: 'named', name: 'couponCenter' },
        },
      ],
    },
    {
      type: 'shortcuts',
      id: 'shortcuts',
      items: [
        { categoryUid: 11, name: 'Hot sale', icon: '', system: true },
        { categoryUid: 100, name: 'Milk Tea', icon: '/media/icons/milk-tea.svg', system: false },
      ],
    },
    {
      type: 'productSection',
      id: 'hot',
      titleKey: 'home.section.hotSale',
      title: 'Hot sale',
      source: { type: 'category', categoryUid: 11 },
      layout: 'row',
      limit: 8,
      products: [tile(1, 'Pearl Milk Tea'), tile(3, 'Black Forest')],
    },
  ],
};

let calls: Call[] = [];
beforeAll(() => setLocale('en'));

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));
/** Every picture of the page: the named ones (banners) and the decorative ones (alt="", their text beside them). */
const pictures = () =>
  [...screen.queryAllByRole('img'), ...screen.queryAllByRole('presentation')].filter(
    (e): e is HTMLImageElement => e instanceof HTMLImageElement,
  );
// A product tile is the link to its detail, read by its name.
const tileOf = (name: string) => within(screen.getByRole('link', { name: new RegExp(name) }));

describe('home page', () => {
  it('paints the store and its page from the boot data, with no call', async () => {
    calls = fakeApi({});
    await bootStore(1001, home, {
      storeName: 'Amber Tea (Jing’an)',
      storeStatus: 'temp_closed',
      isBizClosed: true,
    });
    renderWithProviders(<HomePage />);
    await settle();
    expect(calls).toEqual([]);
    screen.getByRole('heading', { level: 1, name: 'Amber Tea (Jing’an)' });
    screen.getByText('Temporarily closed');
    screen.getByRole('heading', { name: 'Best sellers' });
    tileOf('Black Forest').getByText('Sold out');
    // The best-seller badge is not the "Hot" a drink's temperature option says.
    expect(screen.getAllByText('Best seller').length).toBeGreaterThan(0);
    expect(screen.queryByText('Hot')).toBeNull();
    // The search box is a control with a name, not a landmark around a link.
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toContain(
      '/subpackages/category/pages/home/search',
    );
    // Detail and category links follow the SPEC §2 rules.
    expect(hrefs()).toContain('#/subpackages/shopping/details?productid=1&hideTab=true');
    expect(hrefs()).toContain(
      '#/subpackages/category/pages/home/search?type=hotsale&categoryUids=11&hideTab=true',
    );
    expect(hrefs()).toContain('#/subpackages/category/pages/home/search?name=&categoryUids=101&hideTab=true');
    expect(hrefs()).toContain('#/subpackages/coupons/coupon?hideTab=true');
    // Shortcuts open the category page on their category, system folders included.
    expect(hrefs()).toContain('#/subpackages/category/pages/home/index?categoryUid=100&hideTab=true');
    expect(hrefs()).toContain('#/subpackages/category/pages/home/index?categoryUid=11&hideTab=true');
  });

  it('loads the largest picture first and reserves every picture its space', async () => {
    fakeApi({});
    await bootStore(1001, home);
    renderWithProviders(<HomePage />);
    const first = screen.getByRole('img', { name: 'Fruit tea season' });
    const second = screen.getByRole('img', { name: 'Member day' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(pictures().length).toBeGreaterThan(2);
    for (const img of pictures()) {
      expect(Number(img.getAttribute('width')), img.src).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.src).toBeGreaterThan(0);
    }
    const products = ['Pearl Milk Tea', 'Black Forest'].map((name) => tileOf(name).getByRole('presentation'));
    expect(products.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("adds the points promise to the notice from the store's point rule, and none without a rule", async () => {
    fakeApi({});
    const withNotice = {
      sections: [{ type: 'notice', id: 'notice', text: 'Fresh bakes from 07:00.', link: null }],
    };
    await bootStore(1001, withNotice, { pointRule: { pointsPerYuan: 2, pointsPerYuanOff: 100 } });
    const shown = renderWithProviders(<HomePage />);
    screen.getByText('Fresh bakes from 07:00. Members earn 2 points for every ¥1.00 spent.');
    shown.unmount();
    await bootStore(1001, withNotice, { pointRule: null });
    renderWithProviders(<HomePage />);
    screen.getByText('Fresh bakes from 07:00.');
    expect(screen.queryByText(/points? for every/)).toBeNull();
  });

  it('hides prices from guests in a wholesale store', async () => {
    fakeApi({});
    await bootStore(1001, home, { WholeSalePriceMode: 1 });
    renderWithProviders(<HomePage />);
    tileOf('Pearl Milk Tea').getByText('Log in to see prices');
    expect(screen.queryByText('¥15.00')).toBeNull();
    await act(async () => session.signIn('member-token'));
    expect(screen.queryByText('Log in to see prices')).toBeNull();
    tileOf('Pearl Milk Tea').getByText('¥15.00');
    await act(async () => session.signOut());
  });

  it('shows the error dialog when the page cannot be loaded (other than 500)', async () => {
    fakeApi({});
    await bootStore(1001, home);
    calls = fakeApi({
      'store/GetStoreDataFast': () => storeInfo(2002, { storeName: 'Second shop' }),
      'Store/PagesStructure': () => new Refusal(422, 'STORE_CLOSED', '该商户已打烊'),
    });
    await setStoreAtStart({ storeid: '2002' });
    renderWithProviders(<HomePage />);
    await screen.findByText('The home page could not be loaded');
    // The dialog opens from an effect of that render.
    await waitFor(() => expect(dialogSnapshot()?.message).toBe('This merchant has closed'));
    dialogSnapshot()?.resolve(true);
  });
});
