// @vitest-environment happy-dom
import type { CartItemOut, SettlementPreviewOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { retype } from '../../../test/render.tsx';
import { type Handler, Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

const page = memberPageTest({ afterUnmount: () => dialogSnapshot()?.resolve(true) });
const line = (id: number, extra: Partial<CartItemOut> = {}): CartItemOut => ({
  ProductId: id,
  ProductName: `Tea ${id}`,
  ProductNum: 2,
  SellPrice: 18,
  ProductSellPrice: 18,
  OriginalPrice: 20,
  CartItemAttributes: [{ txtproductAttributeUid: '11', attributeValue: 0, attributeName: 'Large' }],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: id,
  CartItemId: id,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: 2,
  ...extra,
});
// One line to buy, one unticked, one out of stock: only the first is settled.
const cartLines = [line(7), line(8, { excluded: true }), line(9, { IsOutStock: true })];

const preview = (extra: Partial<SettlementPreviewOut> = {}): SettlementPreviewOut => ({
  storeId: 1001,
  storeName: 'Test Tea House',
  storeAddress: '1 Test Road',
  storeTel: '',
  orderMode: 'takeout',
  droppedGifts: [],
  adjustments: [],
  coupons: { chosen: [], offers: [] },
  delivery: null,
  items: [
    {
      ProductId: 7,
      ProductName: 'Oolong Milk Tea',
      ImageName: '',
      ProductNum: 2,
      SellPrice: 18,
      OriginalPrice: 20,
      LineAmount: 36,
      CartItemAttributes: [{ txtproductAttributeUid: '11', attributeValue: 0, attributeName: 'Large' }],
      Comment: '',
    },
  ],
  summary: { amount: 36, quantity: 2, originalAmount: 40, discountedPrice: 4 },
  minStartPrice: 0,
  pickupSlots: ['2030-01-01T06:30:00.000Z'],
  balance: 50,
  contactPhone: '13800138000',
  problems: [],
  ...extra,
});

const payInfo = payInfoOf([payMethods.wechat, payMethods.balance, payMethods.cash]);
const placed = {
  orderNo: '20300101001',
  status: 'pending',
  payMethod: 1,
  amount: 36,
  pickupNo: '001',
  needPay: false,
  autoCancelAt: null,
};

const byPath = (path: string) => page.calls.filter((c) => c.path === path);
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
const phone = () => screen.getByLabelText<HTMLInputElement>('Contact phone');
const payBy = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
const refusal = () => screen.getByRole('alert').textContent;

async function open(handlers: Record<string, Handler> = {}) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify(cartLines),
    'checkout/IndexNoDiscount': () => preview(),
    'checkout/GetPayInfo': () => payInfo,
    ...handlers,
  });
  await cartStore.reset();
  const { user } = page.render(settlementPath, <SettlementPage />);
  await waitFor(() => expect(definitions()['To pay']).toContain('36.00'));
  return user;
}

describe('settlement page', () => {
  it('prices the ticked in-stock lines and shows the totals, the prefilled phone and the default payment', async () => {
    await open();
    expect(byPath('checkout/IndexNoDiscount')[0]!.body).toEqual({
      orderMode: 'takeout',
      items: [{ ProductId: 7, ProductNum: 2, CartItemAttributes: [{ txtproductAttributeUid: 11 }] }],
    });
    expect(definitions()).toMatchObject({
      'Items total': '¥40.00',
      'Sale savings': '-¥4.00',
      Quantity: '2 items',
    });
    screen.getByText('Oolong Milk Tea');
    screen.getByText('Large');
    expect(phone().value).toBe('13800138000');
    // SPEC §4: a member with a balance above 0 pays from the balance unless they choose otherwise.
    expect(payBy(/^Member balance/).checked).toBe(true);
    screen.getByText('Balance ¥50.00');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows what stops the order in place and keeps the submit disabled', async () => {
    await open({
      'checkout/IndexNoDiscount': () =>
        preview({
          problems: [
            { Code: 'STORE_TEMP_CLOSED', Message: '门店暂停营业' },
            {
              Code: 'ORDER_INSUFFICIENT_STOCK',
              Message: '库存不足',
              Items: [
                {
                  ProductId: 7,
                  ProductName: 'Oolong Milk Tea',
                  Stock: 1,
                  Quantity: 2,
                  IsOutStock: true,
                  Unavailable: false,
                },
              ],
            },
            { Code: 'ORDER_BELOW_MINIMUM', Message: '未达起送价', params: { Amount: 50 } },
          ],
        }),
    });
    const problems = screen.getByRole('alert').textContent;
    expect(problems).toContain('This store is temporarily closed');
    expect(problems).toContain('Oolong Milk Tea: 1 left, 2 wanted');
    expect(problems).toContain('Minimum order is ¥50.00');
    expect(submitButton().disabled).toBe(true);
  });

  it('places the order once per visit key, shows a refusal by its code, and goes to the receipt', async () => {
    let answers = [new Refusal(422, 'BALANCE_INSUFFICIENT', '会员余额不足'), placed];
    const user = await open({ 'order/placefast': () => answers.shift() });
    await retype(user, phone(), '139 0000 1111');
    await user.click(submitButton());
    await waitFor(() => expect(refusal()).toBe('Member balance insufficient'));

    await user.click(payBy(/^Cash/));
    await user.click(submitButton());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(router.current().query.orderno).toBe('20300101001');

    const [first, second] = byPath('order/placefast').map((c) => c.body);
    expect(first).toMatchObject({
      orderMode: 'takeout',
      payMethod: 2,
      contactPhone: '13900001111',
      expectedAmount: 36,
    });
    expect(second).toMatchObject({ payMethod: 1, pickupTime: null, remark: '' });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    // The server took the ordered lines out of the cart: it is loaded again.
    await waitFor(() => expect(byPath('shopcart/syncshopcartv2').length).toBeGreaterThan(1));
    answers = [];
  });

  it('names a free gift that has run out under the lines, places the order without it, and says so after', async () => {
    const tart = { ProductId: 30, ProductName: 'Egg Tart', Quantity: 1 };
    const user = await open({
      'checkout/IndexNoDiscount': () => preview({ droppedGifts: [tart] }),
      'order/placefast': () => ({ ...placed, droppedGifts: [tart] }),
    });
    expect(screen.getByTestId('settle-dropped-gifts').textContent).toBe(
      'Egg Tart ×1 from the promotion has run out, so it is not in this order',
    );
    expect(screen.queryByTestId('settlement-problems')).toBeNull();
    await user.click(payBy(/^Cash/));
    await user.click(submitButton());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(toastSnapshot()?.text).toBe(
      'Order placed. The free gift Egg Tart ran out just before, so it is not included',
    );
  });

  it('says which combo group needs how many choices in the settlement', async () => {
    const combo = {
      Code: 'ORDER_COMBO_CHOICES',
      Message: 'Tea for two：Tea需选2项',
      params: { Name: 'Tea for two', Group: 'Tea', Count: '2' },
    };
    await open({ 'checkout/IndexNoDiscount': () => preview({ problems: [combo] }) });
    const problems = screen.getByTestId('settlement-problems');
    expect(problems.querySelector('[data-problem="ORDER_COMBO_CHOICES"]')!.textContent).toBe(
      'Tea for two: choose 2 in Tea',
    );
    screen.getByRole('button', { name: 'Edit cart' });
  });

  it('says which combo group needs how many choices when placefast refuses', async () => {
    const user = await open({
      'order/placefast': () => new Refusal(422, 'ORDER_COMBO_CHOICES', 'Tea for two：Cake需选1–2项'),
    });
    await user.click(payBy(/^Cash/));
    await user.click(submitButton());
    await waitFor(() => expect(refusal()).toBe('Tea for two: choose 1–2 in Cake'));
  });

  it('asks for the preview again when the cart changed, and refuses a malformed phone before calling', async () => {
    const user = await open({ 'order/placefast': () => new Refusal(409, 'CART_CHANGED', '购物车已变化') });
    await retype(user, phone(), '12345');
    await user.click(submitButton());
    expect(refusal()).toBe('The phone number is not valid');
    expect(byPath('order/placefast')).toHaveLength(0);

    await retype(user, phone(), '13800138000');
    const previews = byPath('checkout/IndexNoDiscount').length;
    await user.click(submitButton());
    await waitFor(() => expect(refusal()).toBe('Your cart has changed, please check it again'));
    await waitFor(() => expect(byPath('checkout/IndexNoDiscount').length).toBeGreaterThan(previews));
  });

  it('takes the full-width digits of a Chinese keyboard, and refuses an emoji with the phone error', async () => {
    const user = await open({ 'order/placefast': () => placed });
    await retype(user, phone(), '１３９\u3000００１３\u3000８０００😀');
    await user.click(submitButton());
    expect(refusal()).toBe('The phone number is not valid');
    expect(byPath('order/placefast')).toHaveLength(0);

    await retype(user, phone(), '１３９－００１３－８０００');
    await user.click(submitButton());
    await waitFor(() => expect(byPath('order/placefast')).toHaveLength(1));
    expect(byPath('order/placefast')[0]!.body).toMatchObject({ contactPhone: '13900138000' });
  });

  it('shows a GetPayInfo failure in an error modal', async () => {
    await open({
      'checkout/GetPayInfo': () => new Refusal(422, 'PAY_METHOD_UNCONFIGURED', '未配置支付方式'),
    });
    await waitFor(() => expect(dialogSnapshot()?.message).toBe('This payment method is not set up'));
    expect(submitButton().disabled).toBe(true);
  });

  describe('a remark with a sensitive word (SPEC §5 text checks)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is said under the remark and keeps the order from being sent', async () => {
      vi.stubGlobal('fetch', async (url: string) =>
        String(url).endsWith('/sensitive-words/en.json')
          ? new Response(JSON.stringify({ language: 'en', words: ['scam'] }))
          : new Response('', { status: 404 }),
      );
      const user = await open();
      await user.type(screen.getByTestId('order-remark'), 'this is a S C A M');
      expect((await screen.findByTestId('remark-sensitive')).textContent).toBe(
        'Please remove “scam”: it cannot be used here',
      );
      expect(submitButton().disabled).toBe(true);
      await retype(user, screen.getByTestId('order-remark'), 'Less sugar');
      await waitFor(() => expect(screen.queryByTestId('remark-sensitive')).toBeNull());
      expect(submitButton().disabled).toBe(false);
    });
  });
});
