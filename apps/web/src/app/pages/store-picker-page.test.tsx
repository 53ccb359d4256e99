// @vitest-environment happy-dom
import { homePath } from '@shop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, loadCart } from '../../features/cart/index.ts';
import { currentStoreId, storeSnapshot } from '../../features/store/index.ts';
import { setLocale } from '../../lib/i18n/messages.ts';
import { router } from '../../lib/router/use-route.tsx';
import { storage, storageKey } from '../../lib/storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  bootStore,
  type Call,
  FakeIntersectionObserver,
  fakeApi,
  Refusal,
  settle,
  storeInfo,
} from '../../test/shop-harness.tsx';
import { dialogSnapshot } from '../../ui/feedback/feedback.ts';
import { StorePickerPage } from './store-picker-page.tsx';

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

let calls: Call[] = [];
/** The cart each store's server holds. */
let carts: Record<number, unknown[]> = {};
let nearby: (body: Record<string, unknown>) => unknown;

const nearbyCalls = () => calls.filter((c) => c.path === 'Store/NearbyStoreList').map((c) => c.body);
// Each store is an article of the list; its name is the button that chooses it.
const cards = () => screen.queryAllByRole('article');
const card = (name: string) => cards().find((c) => c.textContent?.includes(name))!;
const pick = (name: string) => screen.getByRole('button', { name });

async function open(extra: Record<string, unknown> = chain) {
  await bootStore(1, { sections: [] }, { storeName: 'Jing’an Temple', ...extra, settings: settings(1) });
  // As at start-up: the cart of the store the app opened with.
  await loadCart();
  const { user } = renderWithProviders(<StorePickerPage />);
  await settle();
  return user;
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
  dialogSnapshot()?.resolve(false);
});

describe('store picker, with the position', () => {
  it('lists the nearest stores first with their distance, state, hours and phone, the current one marked', async () => {
    geo = { latitude: 31.2397, longitude: 121.4998 };
    await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(nearbyCalls()).toEqual([
      { latitude: 31.2397, longitude: 121.4998, pageIndex: 1, pageSize: 20, ignoreStoreIds: [9] },
    ]);
    screen.getByText('Nearest stores first');
    const first = within(cards()[0]!);
    first.getByRole('button', { name: 'Lujiazui' });
    first.getByText('140 m away');
    first.getByText('Reservations only');
    first.getByText('Today 07:00–22:00');
    expect(first.getByRole('link', { name: 'Call Lujiazui, 021-5878 0088' }).getAttribute('href')).toBe(
      'tel:02158780088',
    );
    expect(card('Jing’an').getAttribute('aria-current')).toBe('true');
    within(card('Jing’an')).getByText('Current store');
    within(card('Xintiandi')).getByText('Temporarily closed');
    // Xintiandi is beyond the 10 km of another city: a heading goes before it.
    screen.getByText('More than 10 km away');
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
    await waitFor(() => expect(cards()).toHaveLength(20));
    await FakeIntersectionObserver.intersect();
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(nearbyCalls().map((b) => [b.pageIndex, b.pageSize])).toEqual([
      [1, 20],
      [2, 20],
    ]);
    await screen.findByText('No more');
  });
});

describe('store picker, without the position', () => {
  it('lists the stores without distance when location is denied, says so, and sorts them after a retry', async () => {
    geo = { code: 1 };
    const user = await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(nearbyCalls()[0]).toEqual({ pageIndex: 1, pageSize: 20, ignoreStoreIds: [9] });
    screen.getByText(/Location access is turned off/);
    expect(screen.queryByText(/ away$/)).toBeNull();

    geo = { latitude: 31.2397, longitude: 121.4998 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Nearest stores first');
    await waitFor(() => within(cards()[0]!).getByText('140 m away'));
    expect(asked).toBe(2);
    expect(nearbyCalls().at(-1)).toMatchObject({ latitude: 31.2397, longitude: 121.4998 });
  });

  it('waits at most 8 s for a position that never comes, then lists the stores without it', async () => {
    geo = 'silent';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await bootStore(1, { sections: [] }, { ...chain, settings: settings(1) });
      renderWithProviders(<StorePickerPage />);
      screen.getByText('Finding your location…');
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
    screen.getByText(/Your location could not be found in time\./);
  });

  it('offers no retry on a device without geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    screen.getByText(/This device cannot share its location\./);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    geo = { code: 2 };
    nearby = () => new Refusal(500, 'INTERNAL');
    await open();
    await screen.findByText('The stores could not be loaded');
  });
});

describe('choosing a store', () => {
  it('confirms when the cart has items, then changes store and opens home with the new store', async () => {
    carts = { 1: [cartLine(7)] };
    geo = { latitude: 31.2397, longitude: 121.4998 };
    const user = await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cartStore.view().items).toHaveLength(1);

    await user.click(pick('Lujiazui'));
    await waitFor(() =>
      expect(dialogSnapshot()?.message).toBe(
        'Your cart belongs to the current store, Jing’an Temple, and stays there. Lujiazui has its own cart.',
      ),
    );
    expect(calls.some((c) => c.path === 'store/GetStoreDataFast')).toBe(false);
    await act(async () => dialogSnapshot()!.resolve(true));

    await waitFor(() => expect(router.current().path).toBe(homePath));
    expect(calls.filter((c) => c.path === 'store/GetStoreDataFast').map((c) => c.body)).toEqual([
      { storeId: 3, includePointRule: true },
    ]);
    expect(currentStoreId()).toBe(3);
    expect(storeSnapshot().info?.storeName).toBe('Lujiazui');
    expect(storage.get(storageKey<number>('prefs.storeId'))).toBe(3);
    // The new store's (empty) cart is loaded in place of the old one.
    await waitFor(() => expect(cartStore.view().items).toHaveLength(0));
  });

  it('stays on the picker when the shopper cancels', async () => {
    carts = { 1: [cartLine(7)] };
    geo = { code: 1 };
    const user = await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    router.navigate('/subpackages/chainStores/nearstore');
    await user.click(pick('Lujiazui'));
    await waitFor(() => expect(dialogSnapshot()).not.toBeNull());
    await act(async () => dialogSnapshot()!.resolve(false));
    await settle();
    expect(currentStoreId()).toBe(1);
    expect(router.current().path).toBe('/subpackages/chainStores/nearstore');
    expect(calls.some((c) => c.path === 'store/GetStoreDataFast')).toBe(false);
  });

  it('switches without asking when the cart is empty', async () => {
    geo = { code: 1 };
    const user = await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(pick('Lujiazui'));
    await waitFor(() => expect(currentStoreId()).toBe(3));
    expect(dialogSnapshot()).toBeNull();
    await waitFor(() => expect(router.current().path).toBe(homePath));
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
    screen.getByText('This store cannot be switched');
    screen.getByText('Your orders here always go to Jing’an Temple.');
    expect(nearbyCalls()).toEqual([]);
    expect(asked).toBe(0);
  });
});
