// @vitest-environment happy-dom
import { homePath } from '@shop/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { router } from '../../../lib/router/use-route.tsx';
import { storage, storageKey } from '../../../lib/storage.ts';
import {
  bootStore,
  type Call,
  clickButton,
  eventually,
  FakeIntersectionObserver,
  fakeApi,
  Refusal,
  type Rendered,
  renderWithQuery,
  settle,
  storeInfo,
} from '../../../test/legacy-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore, loadCart } from '../../cart/index.ts';
import { currentStoreId, storeSnapshot } from '../state/store-state.ts';
import { NearbyStoresPage } from './nearby-stores-page.tsx';

const chain = { isChainStore: true, isOpenMulMiniAppStore: true, PlatformMode: 0 };
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '07:00', close: '22:00' }));

function summary(storeId: number, name: string, distanceInMeter: number | null, extra = {}) {
  return {
    storeId,
    storeUserId: storeId,
    storeName: name,
    logoUrl: '',
    address: `${storeId} Century Avenue`,
    tel: '021-5878 0088',
    latitude: 31.2,
    longitude: 121.5,
    distanceInMeter,
    storeStatus: 'open',
    isBizClosed: false,
    isOutBizTime: false,
    openingHours: everyDay,
    ...extra,
  };
}

const cartLine = (productId: number) => ({
  ProductId: productId,
  ProductNum: 1,
  SellPrice: 15,
  ProductSellPrice: 15,
  OriginalPrice: 15,
  CartItemAttributes: [],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: 1,
  CartItemId: productId,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: 1,
  ProductName: 'Pearl Milk Tea',
});

/** navigator.geolocation as the test wants it: answers with a position, refuses with a code, or never answers. */
type Geo = { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | 'silent' | undefined;
let geo: Geo;
let asked = 0;
function installGeolocation() {
  const source = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      asked += 1;
      if (geo === 'silent' || geo === undefined) return;
      if ('code' in geo) fail?.({ code: geo.code } as GeolocationPositionError);
      else ok({ coords: geo as GeolocationCoordinates } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: source, configurable: true });
}

let view: Rendered | null = null;
let calls: Call[] = [];
/** The cart each store's server holds. */
let carts: Record<number, unknown[]> = {};
let nearby: (body: Record<string, unknown>) => unknown;

const nearbyCalls = () => calls.filter((c) => c.path === 'Store/NearbyStoreList').map((c) => c.body);
const cards = () => [...view!.container.querySelectorAll<HTMLElement>('[data-testid=store-card]')];
const card = (name: string) => cards().find((c) => c.textContent?.includes(name))!;
const pick = (name: string) => card(name).querySelector<HTMLButtonElement>('.store-card__pick')!;

async function open(extra: Record<string, unknown> = chain) {
  await bootStore(1, { sections: [] }, { storeName: 'Jing’an Temple', ...extra, settings: settings(1) });
  // As at start-up: the cart of the store the app opened with.
  await loadCart();
  view = await renderWithQuery(<NearbyStoresPage />);
  await settle();
}

function settings(storeId: number) {
  return { ...storeInfo(storeId).settings, excludedStoreIds: [9] };
}

beforeAll(() => setLocale('en'));
beforeEach(() => {
  geo = undefined;
  asked = 0;
  carts = {};
  installGeolocation();
  FakeIntersectionObserver.install();
  nearby = (body) => ({
    items: [
      summary(3, 'Lujiazui', body.latitude === undefined ? null : 143, { storeStatus: 'reservation_only' }),
      summary(1, 'Jing’an Temple', body.latitude === undefined ? null : 5120),
      summary(2, 'Xintiandi', body.latitude === undefined ? null : 12_400, {
        storeStatus: 'temp_closed',
        isBizClosed: true,
      }),
    ],
    total: 3,
    pageIndex: 1,
    hasMore: false,
  });
  calls = fakeApi({
    'Store/NearbyStoreList': (body) => nearby(body),
    'shopcart/syncshopcartv2': () => JSON.stringify(carts[currentStoreId() ?? 0] ?? []),
    'store/GetStoreDataFast': (body) =>
      storeInfo(Number(body.storeId), { ...chain, storeName: 'Lujiazui', storeStatus: 'reservation_only' }),
  });
});
afterEach(() => {
  view?.unmount();
  view = null;
  dialogSnapshot()?.resolve(false);
});

describe('store picker, with the position', () => {
  it('lists the nearest stores first with their distance, state, hours and phone, the current one marked', async () => {
    geo = { latitude: 31.2397, longitude: 121.4998 };
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    expect(nearbyCalls()).toEqual([
      { latitude: 31.2397, longitude: 121.4998, pageIndex: 1, pageSize: 20, ignoreStoreIds: [9] },
    ]);
    expect(view!.text()).toContain('Nearest stores first');
    const first = cards()[0]!;
    expect(first.textContent).toContain('Lujiazui');
    expect(first.querySelector('.store-card__distance')?.textContent).toContain('140 m');
    expect(first.querySelector('.store-badge')?.textContent).toBe('Reservations only');
    expect(first.textContent).toContain('Today 07:00–22:00');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('tel:02158780088');
    expect(card('Jing’an').getAttribute('aria-current')).toBe('true');
    expect(card('Jing’an').textContent).toContain('Current store');
    expect(card('Xintiandi').querySelector('.store-badge')?.textContent).toBe('Temporarily closed');
    // Xintiandi is beyond the 10 km of another city: a heading goes before it.
    expect(view!.container.querySelector('.store-list__divider')?.textContent).toBe('More than 10 km away');
  });

  it('reads 20 stores a page and asks for the next page as the end comes into view', async () => {
    geo = { latitude: 31.2, longitude: 121.5 };
    nearby = (body) => {
      const page = Number(body.pageIndex);
      const items = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) =>
        summary(100 + (page - 1) * 20 + i, `Store ${(page - 1) * 20 + i + 1}`, 100 * (i + 1)),
      );
      return { items, total: 25, pageIndex: page, hasMore: page === 1 };
    };
    await open();
    await eventually(() => expect(cards()).toHaveLength(20));
    await FakeIntersectionObserver.intersect();
    await eventually(() => expect(cards()).toHaveLength(25));
    expect(nearbyCalls().map((b) => [b.pageIndex, b.pageSize])).toEqual([
      [1, 20],
      [2, 20],
    ]);
    await eventually(() => expect(view!.text()).toContain('No more'));
  });
});

describe('store picker, without the position', () => {
  it('lists the stores without distance when location is denied, says so, and sorts them after a retry', async () => {
    geo = { code: 1 };
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    expect(nearbyCalls()[0]).toEqual({ pageIndex: 1, pageSize: 20, ignoreStoreIds: [9] });
    expect(view!.container.querySelector('[data-testid=no-location]')?.textContent).toContain(
      'Location access is turned off',
    );
    expect(view!.container.querySelector('.store-card__distance')).toBeNull();

    geo = { latitude: 31.2397, longitude: 121.4998 };
    await clickButton(view!.container, 'Try again');
    await eventually(() => expect(view!.text()).toContain('Nearest stores first'));
    await eventually(() => expect(cards()[0]!.textContent).toContain('140 m'));
    expect(asked).toBe(2);
    expect(nearbyCalls().at(-1)).toMatchObject({ latitude: 31.2397, longitude: 121.4998 });
  });

  it('waits at most 8 s for a position that never comes, then lists the stores without it', async () => {
    geo = 'silent';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await bootStore(1, { sections: [] }, { ...chain, settings: settings(1) });
      view = await renderWithQuery(<NearbyStoresPage />);
      expect(view.text()).toContain('Finding your location…');
      await act(async () => vi.advanceTimersByTimeAsync(7900));
      expect(nearbyCalls()).toEqual([]);
      await act(async () => vi.advanceTimersByTimeAsync(100));
      // The list's fetch and renders are scheduled on the faked clock too.
      for (let i = 0; i < 20 && cards().length === 0; i++) {
        await act(async () => vi.advanceTimersByTimeAsync(10));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(cards()).toHaveLength(3);
    expect(nearbyCalls()).toEqual([{ pageIndex: 1, pageSize: 20, ignoreStoreIds: [9] }]);
    expect(view!.text()).toContain('Your location could not be found in time.');
  });

  it('offers no retry on a device without geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    expect(view!.text()).toContain('This device cannot share its location.');
    expect(view!.text()).not.toContain('Try again');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    geo = { code: 2 };
    nearby = () => new Refusal(500, 'INTERNAL');
    await open();
    await eventually(() => expect(view!.text()).toContain('The stores could not be loaded'));
  });
});

describe('choosing a store', () => {
  it('confirms when the cart has items, then changes store and opens home with the new store', async () => {
    carts = { 1: [cartLine(7)] };
    geo = { latitude: 31.2397, longitude: 121.4998 };
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    expect(cartStore.view().items).toHaveLength(1);

    await act(async () => pick('Lujiazui').click());
    await eventually(() =>
      expect(dialogSnapshot()?.message).toBe(
        'Your cart belongs to the current store, Jing’an Temple, and stays there. Lujiazui has its own cart.',
      ),
    );
    expect(calls.some((c) => c.path === 'store/GetStoreDataFast')).toBe(false);
    await act(async () => dialogSnapshot()!.resolve(true));

    await eventually(() => expect(router.current().path).toBe(homePath));
    expect(calls.filter((c) => c.path === 'store/GetStoreDataFast').map((c) => c.body)).toEqual([
      { storeId: 3 },
    ]);
    expect(currentStoreId()).toBe(3);
    expect(storeSnapshot().info?.storeName).toBe('Lujiazui');
    expect(storage.get(storageKey<number>('prefs.storeId'))).toBe(3);
    // The new store's (empty) cart is loaded in place of the old one.
    await eventually(() => expect(cartStore.view().items).toHaveLength(0));
  });

  it('stays on the picker when the shopper cancels', async () => {
    carts = { 1: [cartLine(7)] };
    geo = { code: 1 };
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    router.navigate('/subpackages/chainStores/nearstore');
    await act(async () => pick('Lujiazui').click());
    await eventually(() => expect(dialogSnapshot()).not.toBeNull());
    await act(async () => dialogSnapshot()!.resolve(false));
    await settle();
    expect(currentStoreId()).toBe(1);
    expect(router.current().path).toBe('/subpackages/chainStores/nearstore');
    expect(calls.some((c) => c.path === 'store/GetStoreDataFast')).toBe(false);
  });

  it('switches without asking when the cart is empty', async () => {
    geo = { code: 1 };
    await open();
    await eventually(() => expect(cards()).toHaveLength(3));
    await act(async () => pick('Lujiazui').click());
    await eventually(() => expect(currentStoreId()).toBe(3));
    expect(dialogSnapshot()).toBeNull();
    await eventually(() => expect(router.current().path).toBe(homePath));
  });
});

describe('a store that cannot be switched', () => {
  it.each([
    ['a single store', { ...chain, isChainStore: false }],
    ['a chain closed to switching', { ...chain, isOpenMulMiniAppStore: false }],
    ['platform mode 2', { ...chain, PlatformMode: 2 }],
  ])('explains it for %s and lists nothing', async (_name, extra) => {
    geo = { latitude: 31.2, longitude: 121.5 };
    await open(extra);
    expect(view!.text()).toContain('This store cannot be switched');
    expect(view!.text()).toContain('Your orders here always go to Jing’an Temple.');
    expect(nearbyCalls()).toEqual([]);
    expect(asked).toBe(0);
  });
});
