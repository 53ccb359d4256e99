// @vitest-environment happy-dom
import type { CartItemOut, CouponOfferOut, SettlementPreviewOut } from '@shop/contracts';
import { openCouponConditions } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { toggled } from '../components/coupon-sheet.tsx';
import { applyCouponAtNextSettlement } from '../state/coupon-to-use.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

const page = memberPageTest({ afterUnmount: () => dialogSnapshot()?.resolve(true) });
const cartLine: CartItemOut = {
  ProductId: 7,
  ProductName: 'Tea 7',
  ProductNum: 2,
  SellPrice: 15,
  ProductSellPrice: 15,
  OriginalPrice: 15,
  CartItemAttributes: [],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: 7,
  CartItemId: 7,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: 2,
};

const base = { ...openCouponConditions(), requireAmount: 0, stackable: true };
const offer = (id: number, extra: Partial<CouponOfferOut> = {}): CouponOfferOut => ({
  id,
  templateId: id,
  name: `Coupon ${id}`,
  code: `C${id}`,
  rule: { ...base, kind: 'cash', backAmount: 500 },
  validUntil: '2030-02-01T00:00:00.000Z',
  usable: true,
  reason: null,
  shortBy: 0,
  saving: 5,
  ...extra,
});
const five = offer(5);
const far = offer(6, { name: 'Big spender', usable: false, reason: 'BELOW_MINIMUM', shortBy: 70, saving: 0 });

const preview = (chosen: number[]): SettlementPreviewOut => ({
  storeId: 1001,
  storeName: 'Test Tea House',
  storeAddress: '1 Test Road',
  storeTel: '',
  orderMode: 'takeout',
  droppedGifts: [],
  adjustments: chosen.length
    ? [{ kind: 'coupon', labelKey: 'coupon.kind.cash', amount: -5, name: 'Coupon 5' }]
    : [],
  coupons: { chosen, offers: [five, far] },
  delivery: null,
  items: [
    {
      ProductId: 7,
      ProductName: 'Tea 7',
      ImageName: '',
      ProductNum: 2,
      SellPrice: 15,
      OriginalPrice: 15,
      LineAmount: 30,
      CartItemAttributes: [],
      Comment: '',
    },
  ],
  summary: {
    amount: chosen.length ? 25 : 30,
    quantity: 2,
    originalAmount: 30,
    discountedPrice: chosen.length ? 5 : 0,
  },
  minStartPrice: 0,
  pickupSlots: [],
  balance: 0,
  contactPhone: '13800138000',
  problems: [],
});

const byPath = (path: string) => page.calls.filter((c) => c.path === path);
const placed = {
  orderNo: '2030',
  status: 'pending',
  payMethod: 1,
  amount: 30,
  pickupNo: '1',
  needPay: false,
  autoCancelAt: null,
};

async function open(handlers: Record<string, (body: unknown) => unknown> = {}) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
    'checkout/IndexNoDiscount': (body) => preview((body.couponIds as number[] | undefined) ?? [5]),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.cash]),
    'order/placefast': () => placed,
    ...handlers,
  });
  await cartStore.reset();
  const { user } = page.render(settlementPath, <SettlementPage />);
  await waitFor(() => expect(definitions()['To pay']).toContain('25.00'));
  return user;
}

describe('the settlement coupon picker', () => {
  it('shows the preselected coupon as a discount line and greys the others with their reason', async () => {
    const user = await open();
    expect(screen.getByTestId('coupon-value').textContent).toBe('-¥5.00');
    expect(screen.getByTestId('total-coupon').textContent).toBe('-¥5.00');
    await user.click(screen.getByTestId('coupon-open'));
    const sheet = within(screen.getByRole('dialog', { name: 'Coupons' }));
    expect(sheet.getByRole<HTMLInputElement>('checkbox', { name: /Coupon 5/ }).checked).toBe(true);
    const greyed = sheet.getByRole<HTMLInputElement>('checkbox', { name: /Big spender/ });
    expect(greyed.disabled).toBe(true);
    sheet.getByText('Spend ¥70.00 more to use it');
  });

  it('a choice goes through applydiscount and its answer is the settlement; placefast sends what it showed', async () => {
    const user = await open({ 'order/applydiscount': () => preview([]) });
    await user.click(screen.getByTestId('coupon-open'));
    await user.click(screen.getByRole('checkbox', { name: /Coupon 5/ }));
    await user.click(screen.getByTestId('coupon-confirm'));
    await waitFor(() => expect(definitions()['To pay']).toContain('30.00'));
    expect(byPath('order/applydiscount')[0]!.body).toMatchObject({ couponIds: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(byPath('order/placefast')).toHaveLength(1));
    expect(byPath('order/placefast')[0]!.body).not.toHaveProperty('couponIds');
  });

  it('sends the applied coupons with the order, and a refused code keeps the sheet open', async () => {
    const user = await open({
      'order/ApplyCouponCode': () => new Refusal(404, 'COUPON_NOT_FOUND', '优惠券不存在'),
    });
    await user.click(screen.getByTestId('coupon-open'));
    await user.type(screen.getByTestId('coupon-code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(byPath('order/ApplyCouponCode')).toHaveLength(1));
    expect(byPath('order/ApplyCouponCode')[0]!.body).toMatchObject({ code: 'NOPE', couponIds: [5] });
    screen.getByRole('dialog', { name: 'Coupons' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(byPath('order/placefast')).toHaveLength(1));
    expect(byPath('order/placefast')[0]!.body).toMatchObject({ couponIds: [5], expectedAmount: 25 });
  });
});

describe('toggled', () => {
  const lone = offer(8, { rule: { ...base, stackable: false, kind: 'cash', backAmount: 800 } });
  it('lets a coupon that goes alone replace the others, and a stacking one drop a lone one', () => {
    expect(toggled([5], lone, [five, lone])).toEqual([8]);
    expect(toggled([8], five, [five, lone])).toEqual([5]);
    expect(toggled([5], offer(9), [five, offer(9)])).toEqual([5, 9]);
    expect(toggled([5, 9], five, [five])).toEqual([9]);
  });
});

describe('a coupon sent from My coupons ("Use now")', () => {
  async function openWithCouponToUse(id: number) {
    applyCouponAtNextSettlement(id);
    page.api({
      'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
      // The best preselection applies nothing here, so the coupon asked for is what changes the total.
      'checkout/IndexNoDiscount': (body) => preview((body.couponIds as number[] | undefined) ?? []),
      'checkout/GetPayInfo': () => payInfoOf([payMethods.cash]),
      'order/applydiscount': (body) => preview(body.couponIds as number[]),
    });
    await cartStore.reset();
    page.render(settlementPath, <SettlementPage />);
  }

  it('is applied through applydiscount once the settlement is priced, and only this once', async () => {
    await openWithCouponToUse(5);
    await waitFor(() => expect(definitions()['To pay']).toContain('25.00'));
    expect(byPath('order/applydiscount').map((c) => c.body)).toMatchObject([{ couponIds: [5] }]);
    expect(sessionStorage.getItem('checkout.couponToUse')).toBeNull();
  });

  it('that cannot go on this order leaves the preselection and says why', async () => {
    await openWithCouponToUse(6);
    await waitFor(() =>
      expect(toastSnapshot()?.text).toBe(
        'Your coupon can’t be used on this order: Spend ¥70.00 more to use it',
      ),
    );
    expect(definitions()['To pay']).toContain('30.00');
    expect(byPath('order/applydiscount')).toHaveLength(0);
  });
});
