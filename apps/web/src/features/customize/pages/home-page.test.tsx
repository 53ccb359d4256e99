// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  eventually,
  fakeApi,
  Refusal,
  renderWithQuery,
  settle,
  storeInfo,
} from '../../../test/legacy-harness.tsx';
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

let view: Rendered | null = null;
let calls: Call[] = [];
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
});

const hrefs = () => [...view!.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('home page', () => {
  it('paints the store and its page from the boot data, with no call', async () => {
    calls = fakeApi({});
    await bootStore(1001, home, {
      storeName: 'Amber Tea (Jing’an)',
      storeStatus: 'temp_closed',
      isBizClosed: true,
    });
    view = await renderWithQuery(<HomePage />);
    await settle();
    expect(calls).toEqual([]);
    expect(view.container.querySelector('h1')?.textContent).toBe('Amber Tea (Jing’an)');
    expect(view.container.querySelector('.store-badge')?.textContent).toBe('Temporarily closed');
    expect(view.text()).toContain('Best sellers');
    expect(view.text()).toContain('Sold out');
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
    view = await renderWithQuery(<HomePage />);
    const images = [...view.container.querySelectorAll('img')];
    const [first, second] = [...view.container.querySelectorAll<HTMLImageElement>('.banner__img')];
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(second!.getAttribute('loading')).toBe('lazy');
    for (const img of images) {
      expect(Number(img.getAttribute('width')), img.src).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.src).toBeGreaterThan(0);
    }
    const products = images.filter((i) => i.closest('.tile'));
    expect(products.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('hides prices from guests in a wholesale store', async () => {
    fakeApi({});
    await bootStore(1001, home, { WholeSalePriceMode: 1 });
    view = await renderWithQuery(<HomePage />);
    expect(view.text()).toContain('Log in to see prices');
    expect(view.container.querySelector('.tile .price')).toBeNull();
    await act(async () => session.signIn('member-token'));
    expect(view.text()).not.toContain('Log in to see prices');
    expect(view.container.querySelector('.tile .price .visually-hidden')?.textContent).toBe('¥15.00');
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
    view = await renderWithQuery(<HomePage />);
    await eventually(() => expect(dialogSnapshot()?.message).toBe('This merchant has closed'));
    expect(view.text()).toContain('The home page could not be loaded');
    dialogSnapshot()?.resolve(true);
  });
});
