// @vitest-environment happy-dom
import { type GiftOrderOut, type GiftPackageOut, giftEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { type Handler, Refusal } from '../../../test/shop-harness.tsx';
import { buyRef, orderRef } from '../api/buy.ts';
import { detailRef, packagesRef } from '../api/packages.ts';
import { receivedRef } from '../api/received.ts';
import { BuyGiftPage } from './buy-gift-page.tsx';
import { GiftPackagesPage } from './gift-packages-page.tsx';

const page = memberPageTest();
const plan: GiftPackageOut['plan'] = {
  balance: 20,
  points: 100,
  coupons: [{ templateId: 4, name: '¥15 off ¥50', count: 1 }],
  entitlements: [{ giftType: 4, name: 'Canvas tote', quantity: 1 }],
};
const pack: GiftPackageOut = {
  id: 2,
  name: 'Welcome gift pack',
  description: 'All for ¥19.90.',
  price: 19.9,
  points: 0,
  plan,
  total: 500,
  remaining: 499,
  buyLimit: 1,
  bought: 0,
  levelIds: [],
  refusal: null,
};
const done: GiftOrderOut = {
  orderNo: '2026112510000042',
  status: 'completed',
  needPay: false,
  payMethod: 2,
  amount: 19.9,
  points: 0,
  packageId: 2,
  name: 'Welcome gift pack',
  autoCancelAt: null,
  createdAt: '2026-11-25T04:00:00.000Z',
  paidAt: '2026-11-25T04:00:00.000Z',
  refundedAmount: 0,
  delivery: {
    id: 7,
    source: 'giftpack',
    orderNo: '2026112510000042',
    packageName: 'Welcome gift pack',
    plan,
    entitlements: [{ id: 3, giftType: 4, name: 'Canvas tote', quantity: 1, honoured: 0 }],
    deliveredAt: '2026-11-25T04:00:00.000Z',
  },
};
const buys = () => page.calls.filter((c) => c.path === giftEndpoints.buy.path).map((c) => c.body);

function reads(money: number, shown: GiftPackageOut = pack): Record<string, Handler> {
  return {
    [giftEndpoints.detail.path]: () => shown,
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money } }),
  };
}

describe('a gift package', () => {
  it('names the contract paths', () => {
    expect([packagesRef.path, detailRef.path, buyRef.path, orderRef.path, receivedRef.path]).toEqual([
      giftEndpoints.packages.path,
      giftEndpoints.detail.path,
      giftEndpoints.buy.path,
      giftEndpoints.order.path,
      giftEndpoints.received.path,
    ]);
  });

  it('says what it gives, pays by balance once however often tapped, and shows what arrived', async () => {
    page.api({ ...reads(50), [giftEndpoints.buy.path]: () => done, [giftEndpoints.order.path]: () => done });
    const { user } = page.render('/subpackages/coupons/buyGiftDetails', <BuyGiftPage />, { id: '2' });
    const contents = await screen.findByTestId('gift-plan');
    within(contents).getByText('100 points');
    within(contents).getByText('¥15 off ¥50 × 1');
    within(contents).getByText('Canvas tote × 1');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    expect(screen.queryByRole('radio', { name: /^Cash/ })).toBeNull();
    await user.dblClick(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.current()).toMatchObject({ query: { orderno: '2026112510000042' } }));
    expect(buys()).toEqual([
      expect.objectContaining({ id: 2, payMethod: 2, expectedPrice: 19.9, expectedPoints: 0 }),
    ]);
  });

  it('chooses the online method when the balance is short, and says a refusal', async () => {
    page.api({
      ...reads(1),
      [giftEndpoints.buy.path]: () => new Refusal(409, 'GIFT_PACKAGE_SOLD_OUT', '礼包已售罄'),
    });
    const { user } = page.render('/subpackages/coupons/buyGiftDetails', <BuyGiftPage />, { id: '2' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^WeChat Pay/ }).checked).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This gift package is sold out');
  });

  it('sends a package bought with points alone without a method', async () => {
    page.api({ ...reads(0, { ...pack, price: 0, points: 200 }), [giftEndpoints.buy.path]: () => done });
    const { user } = page.render('/subpackages/coupons/buyGiftDetails', <BuyGiftPage />, { id: '2' });
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(buys()).toHaveLength(1));
    expect(buys()[0]).not.toHaveProperty('payMethod');
    expect(buys()[0]).toMatchObject({ expectedPoints: 200, expectedPrice: 0 });
  });

  it('greys a package the member cannot buy, saying why', async () => {
    page.api(reads(0, { ...pack, refusal: 'GIFT_PACKAGE_BUY_LIMIT', bought: 1 }));
    page.render('/subpackages/coupons/buyGiftDetails', <BuyGiftPage />, { id: '2' });
    expect((await screen.findByRole('alert')).textContent).toBe('Limit of 1 per member');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy now' }).disabled).toBe(true);
  });
});

describe('the gift packages page', () => {
  it('lists the packages, and what the member received with the goods still to collect', async () => {
    page.api({
      [giftEndpoints.packages.path]: () => ({ packages: [pack], total: 1 }),
      [giftEndpoints.received.path]: () => ({ deliveries: [done.delivery], total: 1 }),
    });
    const { user } = page.render('/subpackages/actions/giftPackage', <GiftPackagesPage />);
    within(await screen.findByTestId('gift-card-2')).getByText('Welcome gift pack');
    await user.click(screen.getByRole('tab', { name: 'My gifts' }));
    const received = await screen.findByTestId('gift-delivery');
    within(received).getByText('Canvas tote: 0 of 1 collected at the counter');
  });
});
