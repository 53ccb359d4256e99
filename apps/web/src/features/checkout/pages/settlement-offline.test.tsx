// @vitest-environment happy-dom
import type { CartItemOut, SettlementPreviewOut } from '@shop/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { cartStore } from '../../cart/index.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

const page = memberPageTest();
afterEach(() => onlineManager.setOnline(true));

const cartLine = (num: number): CartItemOut => ({
  ProductId: 7,
  ProductName: 'Green tea',
  ProductNum: num,
  SellPrice: 12,
  ProductSellPrice: 12,
  OriginalPrice: 12,
  CartItemAttributes: [],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: 7,
  CartItemId: 7,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: num,
});
const previewOf = (num: number): SettlementPreviewOut => ({
  storeId: 1001,
  storeName: 'Test Tea House',
  storeAddress: '1 Test Road',
  storeTel: '',
  orderMode: 'takeout',
  droppedGifts: [],
  adjustments: [],
  coupons: { chosen: [], offers: [] },
  delivery: null,
  items: [],
  summary: { amount: 12 * num, quantity: num, originalAmount: 12 * num, discountedPrice: 0 },
  minStartPrice: 0,
  pickupSlots: [],
  balance: 0,
  contactPhone: '13800138000',
  problems: [],
});

describe('the settlement offline (issue 28)', () => {
  it('says the network is away when the order cannot be priced again, rather than a dead button', async () => {
    let num = 1;
    page.api({
      'shopcart/syncshopcartv2': () => JSON.stringify([cartLine(num)]),
      'checkout/IndexNoDiscount': (body) =>
        previewOf(JSON.parse(JSON.stringify(body.items)).length ? num : 0),
      'checkout/GetPayInfo': () => payInfoOf([payMethods.cash]),
    });
    await cartStore.reset();
    page.render(settlementPath, <SettlementPage />);
    await waitFor(() => expect(definitions()['To pay']).toContain('12.00'));
    expect(screen.queryByTestId('settle-refusal')).toBeNull();
    // Offline, the cart changes (another tab, a sync): the settlement must be priced again and cannot be.
    act(() => onlineManager.setOnline(false));
    num = 2;
    await act(() => cartStore.load());
    const notice = await screen.findByTestId('settle-refusal');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.dataset.code).toBe('OFFLINE');
    expect(notice.textContent).toBe('The network is having a hiccup');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' }).disabled).toBe(true);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(definitions()['To pay']).toContain('24.00'));
    expect(screen.queryByTestId('settle-refusal')).toBeNull();
  });
});
