// @vitest-environment happy-dom
import type { CartItemOut, SettlementPreviewOut } from '@shop/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { eventually, type Handler, memberPageTest, Refusal } from '../../../test/legacy-harness.tsx';
import { cartStore } from '../../cart/index.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

const page = memberPageTest();
const cartLine: CartItemOut = {
  ProductId: 7,
  ProductName: 'Green tea',
  ProductNum: 1,
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
  Quantity: 1,
};
const preview: SettlementPreviewOut = {
  storeId: 1001,
  storeName: 'Test Tea House',
  storeAddress: '1 Test Road',
  storeTel: '',
  orderMode: 'takeout',
  items: [],
  summary: { amount: 12, quantity: 1, originalAmount: 12, discountedPrice: 0 },
  minStartPrice: 0,
  pickupSlots: [],
  balance: 50,
  contactPhone: '13800138000',
  problems: [],
};
const option = (Code: number, Name: string) => ({
  Name,
  Code,
  DisplayName: Name,
  Icon: '',
  Idx: Code,
  infoStr: '',
});
const payInfo = (needPayPassword: boolean) => ({
  EnableCustomerBalancePayMethod: true,
  EnableCashPayMethod: true,
  EnableAfterPayMethod: false,
  EnableWxPayMethod: false,
  EnableAliPayMethod: false,
  EnableThirdPartyPayMethod: false,
  ThirdPartyPayMethods: [],
  needCheckAilPay: false,
  payMethods: [option(2, '会员余额'), option(1, '现金')],
  needPayPassword,
});
const placed = (payMethod: number) => ({
  orderNo: '20300101009',
  status: 'pending',
  payMethod,
  amount: 12,
  pickupNo: '009',
  needPay: false,
  autoCancelAt: null,
});

const placeCalls = () => page.calls.filter((c) => c.path === 'order/placefast').map((c) => c.body);
const byTestId = page.el;
const sheet = () => byTestId('pay-password-sheet');
const click = (el: HTMLElement | null) => act(async () => el!.click());
const keyIn = async (digits: string) => {
  for (const d of digits) await click(byTestId(`pay-key-${d}`));
};
const filledCells = () => page.view.container.querySelectorAll('.pay-sheet__cell--filled').length;

async function open(handlers: Record<string, Handler>) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
    'checkout/IndexNoDiscount': () => preview,
    'checkout/GetPayInfo': () => payInfo(true),
    ...handlers,
  });
  await cartStore.reset();
  await page.render(settlementPath, <SettlementPage />);
  await eventually(() => expect(byTestId('settlement-total')?.textContent).toContain('12.00'));
  await eventually(() => expect(byTestId('pay-option-2')?.querySelector('input')?.checked).toBe(true));
}

describe('payment password at settlement', () => {
  it('asks for the six digits before a balance payment, refuses wrong ones in place, pays with the right ones', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_WRONG', '支付密码错误'), placed(2)];
    await open({ 'order/placefast': () => answers.shift() });
    await click(byTestId('settle-submit'));
    expect(sheet()).not.toBeNull();
    expect(sheet()!.textContent).toContain('Enter payment password');
    expect(placeCalls()).toHaveLength(0);

    await keyIn('12345');
    expect(filledCells()).toBe(5);
    await click(byTestId('pay-key-del'));
    expect(filledCells()).toBe(4);
    await keyIn('59');
    await eventually(() =>
      expect(byTestId('pay-password-error')?.textContent).toBe('The payment password is incorrect'),
    );
    expect(sheet()).not.toBeNull();
    expect(filledCells()).toBe(0);
    expect(page.view.container.querySelector('[data-testid="settle-refusal"]')).toBeNull();

    await keyIn('654321');
    await eventually(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    const [wrong, right] = placeCalls();
    expect(wrong).toMatchObject({ payMethod: 2, payPassword: '123459' });
    expect(right).toMatchObject({ payMethod: 2, payPassword: '654321' });
    expect(right!.idempotencyKey).toBe(wrong!.idempotencyKey);
  });

  it('takes digits from a keyboard, and closes without placing anything', async () => {
    await open({ 'order/placefast': () => placed(2) });
    await click(byTestId('settle-submit'));
    await act(async () => {
      for (const key of ['7', 'x', '8']) document.dispatchEvent(new KeyboardEvent('keydown', { key }));
    });
    expect(filledCells()).toBe(2);
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(sheet()).toBeNull();
    expect(placeCalls()).toHaveLength(0);
  });

  it('does not ask when paying another way, or when the member has no payment password', async () => {
    await open({ 'order/placefast': () => placed(1) });
    await click(byTestId('pay-option-1')!.querySelector('input'));
    await click(byTestId('settle-submit'));
    expect(sheet()).toBeNull();
    await eventually(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).not.toHaveProperty('payPassword');
  });

  it('opens the keypad when the server asks for a password the page did not know about', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_REQUIRED', '请输入支付密码'), placed(2)];
    await open({ 'checkout/GetPayInfo': () => payInfo(false), 'order/placefast': () => answers.shift() });
    await click(byTestId('settle-submit'));
    await eventually(() => expect(sheet()).not.toBeNull());
    expect(byTestId('pay-password-error')?.textContent).toBe('');
    await keyIn('111111');
    await eventually(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(placeCalls()[1]).toMatchObject({ payPassword: '111111' });
  });
});
