import type { Envelope } from '@shop/contracts';
import { act } from '@testing-library/react';
import { setStoreAtStart } from '../features/store/index.ts';
import { configureApi } from '../lib/api/client.ts';
import { currentLocale } from '../lib/i18n/messages.ts';

/**
 * What page and component tests of the shop need besides Testing Library (see render.tsx): a current store
 * from boot data, an API answered by handlers per path, and an IntersectionObserver the test triggers.
 */

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export type Handler = (body: Record<string, unknown>) => unknown | Promise<unknown>;

/** An answer other than success: `{ status, Code, Message }`, and any more envelope fields (`{ Seconds: 45 }`). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly Code: string,
    readonly Message = '',
    readonly extra: Record<string, unknown> = {},
  ) {}
}

/** Answers calls by path (`product/listmulti`); records every call. A handler may return a Refusal. */
export function fakeApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  configureApi({
    headers: () => ({}),
    fetch: async (url, init) => {
      const path = String(url).replace(/^.*\/wxapi\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const handler = handlers[path];
      const answer = handler ? await handler(body) : new Refusal(404, 'NOT_FOUND');
      const envelope: Envelope =
        answer instanceof Refusal
          ? { Success: false, Result: null, Message: answer.Message, Code: answer.Code, ...answer.extra }
          : { Success: true, Result: answer, Message: '', Code: null };
      const status = answer instanceof Refusal ? answer.status : 200;
      return new Response(JSON.stringify(envelope), { status });
    },
  });
  return calls;
}

/** A store info with the fields the shop pages read; `extra` overrides. */
export function storeInfo(storeId: number, extra: Record<string, unknown> = {}) {
  return {
    storeId,
    storeUserId: storeId,
    storeName: 'Test Tea House',
    logoUrl: '/media/brand/logo.svg',
    address: '1 Test Road',
    tel: '',
    currency: '¥',
    storeStatus: 'open',
    isBizClosed: false,
    isOutBizTime: false,
    isChainStore: false,
    isOpenMulMiniAppStore: false,
    PlatformMode: 0,
    IsHideProductByMode: false,
    AllowStockBelowZero: false,
    WholeSalePriceMode: 0,
    shareCustomer: 1,
    timezone: 'Asia/Shanghai',
    openingHours: [],
    banners: [],
    settings: {
      storeId,
      themeColor: '#FE9A69',
      storeMode: 'RegularOrder',
      storeModeValue: 'takeout',
      isHeadquarters: true,
      isChainStore: false,
    },
    ...extra,
  };
}

/** Makes `storeId` the current store from boot data (no call), with this home page structure. */
export async function bootStore(storeId: number, home: unknown = { sections: [] }, extra = {}) {
  localStorage.clear();
  // In the app's locale, as the server inlines it when the locale cookie names it.
  const locale = currentLocale();
  window.__BOOT__ = { storeId, currency: '¥', store: storeInfo(storeId, extra), pages: { home }, locale };
  await setStoreAtStart({});
}

/** Lets fetches, promises and React updates run for `ms`: for checking that something did not happen. */
export async function settle(ms = 20): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** A gate a fake handler waits at, so a test can act while the call is still in flight; open() lets it through. */
export function gate() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/**
 * Lets the effects of the last render run. Preact runs them after the next frame (React at the end of act), so an
 * observer a list's effect registers exists only then.
 */
export async function nextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/** IntersectionObserver for tests: `intersect()` tells every live observer its targets came into view. */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static install() {
    FakeIntersectionObserver.live.clear();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  }
  static async intersect() {
    await nextFrame();
    await act(async () => {
      for (const o of [...FakeIntersectionObserver.live]) {
        const entries = [...o.targets].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) o.callback(entries, o as unknown as IntersectionObserver);
      }
    });
  }
}
