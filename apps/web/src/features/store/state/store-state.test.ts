// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/api/query-client.ts';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { storage, storageKey } from '../../../lib/storage.ts';
import { type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { asBootData } from './boot.ts';
import {
  changeStore,
  currentStoreId,
  reloadStoreText,
  setStoreAtStart,
  storeSnapshot,
} from './store-state.ts';

function storeInfo(storeId: number, extra: Record<string, unknown> = {}) {
  return {
    storeId,
    currency: '$',
    isChainStore: false,
    shareCustomer: 1,
    settings: { themeColor: '#123456', storeMode: 'RegularOrder', isHeadquarters: false },
    ...extra,
  };
}

const boot = {
  storeId: 1001,
  currency: '¥',
  store: storeInfo(1001),
  pages: { home: { sections: [] } },
  locale: 'en',
};
let calls: Call[] = [];
const requested = () => calls.map((c) => c.body);

function answerWith(info: Record<string, unknown>, list: Array<{ storeId: number }> = []) {
  calls = fakeApi({
    'store/GetStoreDataFast': () => info,
    'Store/NearbyStoreList': () => ({ items: list, total: list.length }),
  });
}

beforeEach(async () => {
  await setLocale('en');
  localStorage.clear();
  calls = [];
  queryClient.clear();
  window.__BOOT__ = boot;
});
afterEach(() => {
  window.__BOOT__ = undefined;
});

describe('boot data', () => {
  it('is accepted only with a consistent outline', () => {
    expect(asBootData(boot)).not.toBeNull();
    expect(asBootData({ ...boot, storeId: 5 })).toBeNull();
    expect(asBootData({ ...boot, pages: {} })).toBeNull();
    expect(asBootData('x')).toBeNull();
  });
});

describe('store at start', () => {
  it('uses the boot data without a call and remembers the store', async () => {
    answerWith(storeInfo(1001));
    await setStoreAtStart({});
    expect(requested()).toEqual([]);
    expect(currentStoreId()).toBe(1001);
    expect(storeSnapshot()).toMatchObject({
      currency: '¥',
      themeColor: '#123456',
      homePage: { sections: [] },
    });
    expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#123456');
    expect(localStorage.getItem('amber:prefs.storeId')).toBe('1001');
  });

  it('fetches a store named by the launch address, clearing the old store data', async () => {
    storage.set(storageKey<number>('prefs.storeId'), 1001);
    storage.set(storageKey<string>('store.tableNo'), '9');
    answerWith(storeInfo(2002, { settings: { themeColor: 'red;}', storeMode: 'x', isHeadquarters: false } }));
    await setStoreAtStart({ storeid: '2002' });
    expect(requested()).toEqual([{ storeId: 2002, includePointRule: true }]);
    expect(storeSnapshot()).toMatchObject({
      storeId: 2002,
      homePage: null,
      currency: '$',
      themeColor: '#FE9A69',
    });
    expect(localStorage.getItem('amber:store.tableNo')).toBeNull();
  });

  it('takes the first listed store when nothing names one', async () => {
    window.__BOOT__ = undefined;
    answerWith(storeInfo(6006), [{ storeId: 6006 }]);
    await setStoreAtStart({});
    expect(requested()).toEqual([
      { pageIndex: 1, pageSize: 1 },
      { storeId: 6006, includePointRule: true },
    ]);
    expect(currentStoreId()).toBe(6006);
    answerWith(storeInfo(1), []);
    localStorage.clear();
    await expect(setStoreAtStart({})).rejects.toThrow(/no store/);
  });
});

describe('store text in the active locale (decision 020)', () => {
  it('paints from boot data only in its own locale, else fetches', async () => {
    await setLocale('zh-CN');
    answerWith(storeInfo(1001, { storeName: '琥珀叶' }));
    await setStoreAtStart({});
    expect(requested()).toEqual([{ storeId: 1001, includePointRule: true }]);
    expect(storeSnapshot()).toMatchObject({ homePage: null, textLocale: 'zh-CN' });
    expect(storeSnapshot().info).toMatchObject({ storeName: '琥珀叶' });
  });

  it('reloads the store info after a switch, and a switch back is served from the cache', async () => {
    await setStoreAtStart({});
    answerWith(storeInfo(1001, { storeName: '琥珀葉' }));
    await setLocale('zh-Hant');
    await reloadStoreText();
    expect(storeSnapshot().info).toMatchObject({ storeName: '琥珀葉' });
    expect(requested()).toEqual([{ storeId: 1001, includePointRule: true }]);
    await setLocale('en');
    await reloadStoreText();
    expect(storeSnapshot().info).toEqual(boot.store);
    await setLocale('zh-Hant');
    await reloadStoreText();
    expect(storeSnapshot().info).toMatchObject({ storeName: '琥珀葉' });
    // Back in English the boot's info served, then zh-Hant came from the cache: one call in all.
    expect(requested()).toEqual([{ storeId: 1001, includePointRule: true }]);
  });
});

describe('store change', () => {
  it('clears store data and page structures but keeps preferences and the member', async () => {
    answerWith(storeInfo(1001));
    await setStoreAtStart({});
    storage.set(storageKey<string>('page.home'), 'cached');
    storage.set(storageKey<string>('prefs.locale'), 'es');
    queryClient.setQueryData(['catalog', 'list'], [1]);
    queryClient.setQueryData(['account', 'me'], { uid: 1 });
    queryClient.setQueryData(['prefs', 'x'], 1);
    answerWith(storeInfo(3003));
    await changeStore(3003);
    expect(currentStoreId()).toBe(3003);
    expect(localStorage.getItem('amber:page.home')).toBeNull();
    expect(localStorage.getItem('amber:prefs.locale')).toBe('"es"');
    expect(queryClient.getQueryData(['catalog', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['account', 'me'])).toEqual({ uid: 1 });
    expect(queryClient.getQueryData(['prefs', 'x'])).toBe(1);
  });

  it('reloads the member for a chain store that shares members as 0 or 2', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    answerWith(storeInfo(4004, { isChainStore: true, shareCustomer: 2 }));
    await changeStore(4004);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
    invalidate.mockClear();
    answerWith(storeInfo(5005, { isChainStore: true, shareCustomer: 1 }));
    await changeStore(5005);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('stays on the old store when the new one cannot be loaded', async () => {
    answerWith(storeInfo(1001));
    await setStoreAtStart({});
    fakeApi({ 'store/GetStoreDataFast': () => new Refusal(404, 'STORE_NOT_FOUND', '门店不存在') });
    await expect(changeStore(9)).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
    expect(currentStoreId()).toBe(1001);
  });
});
