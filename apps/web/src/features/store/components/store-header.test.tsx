// @vitest-environment happy-dom
import type { StoreInfo } from '@shop/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { type Rendered, render, storeInfo } from '../../../test/legacy-harness.tsx';
import { StoreHeader } from './store-header.tsx';

const chain = { isChainStore: true, isOpenMulMiniAppStore: true, PlatformMode: 0 };
const info = (extra: Record<string, unknown>) =>
  storeInfo(1, { storeName: 'Lujiazui', storeStatus: 'reservation_only', ...extra }) as unknown as StoreInfo;

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
});

const links = () =>
  [...view!.container.querySelectorAll('a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('store header', () => {
  it('leads to the store picker from the Switch button and the store name when switching is allowed', async () => {
    view = await render(<StoreHeader info={info(chain)} />);
    const picker = '#/subpackages/chainStores/nearstore?hideTab=true';
    expect(links()).toEqual([
      [expect.stringContaining('Lujiazui'), picker],
      ['Switch', picker],
    ]);
    expect(view.container.querySelector('.store-badge')?.textContent).toBe('Reservations only');
  });

  it.each([
    ['a single store', { ...chain, isChainStore: false }],
    ['a chain closed to switching', { ...chain, isOpenMulMiniAppStore: false }],
    ['platform mode 2', { ...chain, PlatformMode: 2 }],
  ])('has no Switch and no link at all for %s', async (_name, extra) => {
    view = await render(<StoreHeader info={info(extra)} />);
    expect(links()).toEqual([]);
    expect(view.text()).not.toContain('Switch');
    expect(view.container.querySelector('h1')?.textContent).toBe('Lujiazui');
  });
});
