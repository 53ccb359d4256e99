// @vitest-environment happy-dom
import { type CouponOrderOut, couponEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { type Handler, Refusal } from '../../../test/shop-harness.tsx';
import { buyRef, couponOrderRef } from '../api/buy.ts';
import { buyDetailsRef } from '../api/buy-details.ts';
import { memberCoupon, template } from '../state/coupon-test-data.ts';
import { CouponPaymentPage } from './coupon-payment-page.tsx';
import { PaySuccessPage } from './pay-success-page.tsx';

const page = memberPageTest();
const pack = template({ id: 12, name: 'Coupon pack', price: 9.9, claimLimit: null, buyLimit: 2 });
const buys = () => page.calls.filter((c) => c.path === couponEndpoints.buy.path).map((c) => c.body);

function order(status: CouponOrderOut['status'], payMethod = 2): CouponOrderOut {
  return {
    orderNo: '2026112510000042',
    status,
    needPay: status === 'unpaid',
    payMethod,
    amount: 9.9,
    templateId: 12,
    name: 'Coupon pack',
    quantity: 1,
    autoCancelAt: status === 'unpaid' ? '2030-01-01T00:15:00.000Z' : null,
    createdAt: '2026-11-25T04:00:00.000Z',
    paidAt: null,
    refundedAmount: 0,
    coupons: status === 'completed' ? [memberCoupon({ source: 'buy' })] : [],
  };
}

function reads(money: number): Record<string, Handler> {
  return {
    [couponEndpoints.buyDetails.path]: () => pack,
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money } }),
  };
}

describe('buying a coupon', () => {
  it('names the contract paths', () => {
    expect(buyDetailsRef.path).toBe(couponEndpoints.buyDetails.path);
    expect(buyRef.path).toBe(couponEndpoints.buy.path);
    expect(couponOrderRef.path).toBe(couponEndpoints.couponOrderDetail.path);
  });

  it('pays by balance with the price it showed, once however often tapped, and shows the result', async () => {
    page.api({ ...reads(50), [couponEndpoints.buy.path]: () => order('completed') });
    const { user } = page.render('/subpackages/coupons/payment', <CouponPaymentPage />, { id: '12' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    // Cash is not offered: nobody collects it for a coupon.
    expect(screen.queryByRole('radio', { name: /^Cash/ })).toBeNull();
    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(router.current()).toMatchObject({
        path: '/subpackages/coupons/paySuccess',
        query: { orderno: '2026112510000042' },
      }),
    );
    expect(buys()).toHaveLength(1);
    expect(buys()[0]).toMatchObject({ templateId: 12, payMethod: 2, expectedPrice: 9.9 });
    expect(buys()[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('chooses the online method when the balance is short, and shows a refusal under the form', async () => {
    page.api({
      ...reads(1),
      [couponEndpoints.buy.path]: () => new Refusal(422, 'COUPON_BUY_LIMIT', '每人限购2张'),
    });
    const { user } = page.render('/subpackages/coupons/payment', <CouponPaymentPage />, { id: '12' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^WeChat Pay/ }).checked).toBe(true),
    );
    screen.getByRole('radio', { name: /^Member balance.*not enough/ });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can buy at most 2 of this coupon');
  });
});

describe('the pay result', () => {
  it('confirms an online payment first, then says the coupon is the member’s', async () => {
    page.api({
      'order/QueryPayResult': () => ({ result: { finish: 1 }, orderNo: '2026112510000042' }),
      [couponEndpoints.couponOrderDetail.path]: () => order('completed', 4),
    });
    const { user } = page.render('/subpackages/coupons/paySuccess', <PaySuccessPage />, {
      orderno: '2026112510000042',
      localOrderNo: '2026112510000042-abc',
    });
    await screen.findByText('Coupon bought');
    screen.getByText('Coupon pack is in My coupons, ready to use.');
    await user.click(screen.getByRole('button', { name: 'See my coupons' }));
    expect(router.current()).toMatchObject({
      path: '/subpackages/coupons/myCoupon',
      query: { singletype: '0' },
    });
  });

  it('pays an order still unpaid again through the gateway, and says when the money went back', async () => {
    page.api({
      [couponEndpoints.couponOrderDetail.path]: () => order('unpaid', 4),
      'order/wxpay': (body) => ({
        orderNo: body.orderNo,
        localOrderNo: '2026112510000042-b',
        payMethod: 4,
        amount: 9.9,
        wechat: null,
        alipay: null,
        webPayPath: '/pages/web/webpay?prepayId=pp_12345678&orderNo=2026112510000042&localOrderNo=x',
      }),
    });
    const unpaid = page.render('/subpackages/coupons/paySuccess', <PaySuccessPage />, {
      orderno: '2026112510000042',
    });
    await unpaid.user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.current().path).toBe('/pages/web/webpay'));
    expect(router.current().query).toMatchObject({ returnTo: '/subpackages/coupons/paySuccess' });
    unpaid.unmount();
    page.api({ [couponEndpoints.couponOrderDetail.path]: () => order('refunded', 4) });
    page.render('/subpackages/coupons/paySuccess', <PaySuccessPage />, { orderno: '2026112510000042' });
    await screen.findByText('Payment refunded');
  });
});
