// @vitest-environment happy-dom
import type { CartItemOut, SettlementPreviewOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { keyIn, keypadProblem, payKeypad } from '../../../test/pay-keypad.ts';
import { type Handler, Refusal } from '../../../test/shop-harness.tsx';
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
  droppedGifts: [],
  adjustments: [],
  coupons: { chosen: [], offers: [] },
  delivery: null,
  items: [],
  summary: { amount: 12, quantity: 1, originalAmount: 12, discountedPrice: 0 },
  minStartPrice: 0,
  pickupSlots: [],
  balance: 50,
  contactPhone: '13800138000',
  problems: [],
};
const payInfo = (needPayPassword: boolean) =>
  payInfoOf([payMethods.balance, payMethods.cash], { needPayPassword });
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
const submit = () => screen.getByRole('button', { name: 'Place order' });
const payBy = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
// The keypad's cells say how many digits are in.
const entered = (count: number) => screen.getByRole('img', { name: `${count} of 6 digits entered` });

async function open(handlers: Record<string, Handler>) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
    'checkout/IndexNoDiscount': () => preview,
    'checkout/GetPayInfo': () => payInfo(true),
    ...handlers,
  });
  await cartStore.reset();
  const { user } = page.render(settlementPath, <SettlementPage />);
  await waitFor(() => expect(definitions()['To pay']).toContain('12.00'));
  await waitFor(() => expect(payBy(/^Member balance/).checked).toBe(true));
  return user;
}

describe('payment password at settlement', () => {
  it('asks for the six digits before a balance payment, refuses wrong ones in place, pays with the right ones', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_WRONG', '支付密码错误'), placed(2)];
    const user = await open({ 'order/placefast': () => answers.shift() });
    await user.click(submit());
    expect(payKeypad()).not.toBeNull();
    expect(placeCalls()).toHaveLength(0);

    await keyIn(user, '12345');
    entered(5);
    await keyIn(user, 'Delete');
    entered(4);
    await keyIn(user, '59');
    await waitFor(() => expect(keypadProblem()).toBe('The payment password is incorrect'));
    expect(payKeypad()).not.toBeNull();
    entered(0);
    // Said on the keypad only, not again on the page behind it.
    expect(screen.getAllByText('The payment password is incorrect')).toHaveLength(1);

    await keyIn(user, '654321');
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    const [wrong, right] = placeCalls();
    expect(wrong).toMatchObject({ payMethod: 2, payPassword: '123459' });
    expect(right).toMatchObject({ payMethod: 2, payPassword: '654321' });
    expect(right!.idempotencyKey).toBe(wrong!.idempotencyKey);
  });

  it('takes digits from a keyboard, and closes without placing anything', async () => {
    const user = await open({ 'order/placefast': () => placed(2) });
    await user.click(submit());
    await user.keyboard('7x8');
    entered(2);
    await user.keyboard('{Escape}');
    expect(payKeypad()).toBeNull();
    expect(placeCalls()).toHaveLength(0);
  });

  it('does not ask when paying another way, or when the member has no payment password', async () => {
    const user = await open({ 'order/placefast': () => placed(1) });
    await user.click(payBy(/^Cash/));
    await user.click(submit());
    expect(payKeypad()).toBeNull();
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).not.toHaveProperty('payPassword');
  });

  it('opens the keypad when the server asks for a password the page did not know about', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_REQUIRED', '请输入支付密码'), placed(2)];
    const user = await open({
      'checkout/GetPayInfo': () => payInfo(false),
      'order/placefast': () => answers.shift(),
    });
    await user.click(submit());
    await waitFor(() => expect(payKeypad()).not.toBeNull());
    expect(keypadProblem()).toBe('');
    await keyIn(user, '111111');
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(placeCalls()[1]).toMatchObject({ payPassword: '111111' });
  });
});
