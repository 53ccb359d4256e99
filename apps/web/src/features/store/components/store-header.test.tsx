// @vitest-environment happy-dom
import type { StoreInfo } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeInfo } from '../../../test/shop-harness.tsx';
import { StoreHeader } from './store-header.tsx';

const chain = { isChainStore: true, isOpenMulMiniAppStore: true, PlatformMode: 0 };
const info = (extra: Record<string, unknown>) =>
  storeInfo(1, { storeName: 'Lujiazui', storeStatus: 'reservation_only', ...extra }) as unknown as StoreInfo;

beforeAll(() => setLocale('en'));

const links = () => screen.queryAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('store header', () => {
  it('leads to the store picker from the Switch button and the store name when switching is allowed', () => {
    renderWithProviders(<StoreHeader info={info(chain)} />);
    const picker = '#/subpackages/chainStores/nearstore?hideTab=true';
    expect(links()).toEqual([
      [expect.stringContaining('Lujiazui'), picker],
      ['Switch', picker],
    ]);
    screen.getByText('Reservations only');
  });

  it.each([
    ['a single store', { ...chain, isChainStore: false }],
    ['a chain closed to switching', { ...chain, isOpenMulMiniAppStore: false }],
    ['platform mode 2', { ...chain, PlatformMode: 2 }],
  ])('has no Switch and no link at all for %s', (_name, extra) => {
    renderWithProviders(<StoreHeader info={info(extra)} />);
    expect(links()).toEqual([]);
    expect(screen.queryByText(/Switch/)).toBeNull();
    screen.getByRole('heading', { level: 1, name: 'Lujiazui' });
  });
});
