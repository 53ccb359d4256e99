// @vitest-environment happy-dom
import { type CouponCardOrderOut, type CouponOrderOut, couponEndpoints } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { couponOrdersRef } from '../api/coupon-orders.ts';
import { memberCoupon } from '../state/coupon-test-data.ts';
import { CouponOrdersPage } from './coupon-orders-page.tsx';

const page = memberPageTest();

const paid: CouponOrderOut = {
  orderNo: '2026112510000042',
  status: 'completed',
  needPay: false,
  payMethod: 2,
  amount: 9.9,
  templateId: 4,
  name: '¥15 off ¥50 coupon pack',
  quantity: 1,
  autoCancelAt: null,
  createdAt: '2026-11-25T04:00:00.000Z',
  paidAt: '2026-11-25T04:00:02.000Z',
  refundedAmount: 0,
  coupons: [memberCoupon({ id: 90, name: '¥15 off ¥50 coupon pack', source: 'buy' })],
};

/** The order as LoadCouponCardOrders lists it: its kind beside coupon's answer (decision 059). */
const listed = (order: CouponOrderOut): CouponCardOrderOut => ({ kind: 'coupon', ...order });

function open(query: Record<string, string> = {}) {
  page.api({
    [couponEndpoints.loadCouponCardOrders.path]: () => ({ orders: [listed(paid)], total: 1 }),
    [couponEndpoints.couponOrderDetail.path]: () => paid,
  });
  return page.render('/subpackages/orderhistory/couponOrderDetail', <CouponOrdersPage />, query);
}

describe('coupon orders', () => {
  it('names the contract path', () => {
    expect(couponOrdersRef.path).toBe(couponEndpoints.loadCouponCardOrders.path);
  });

  it('lists the orders and opens one with what it cost and the coupons it issued', async () => {
    const { user } = open();
    const row = await screen.findByTestId('coupon-order-2026112510000042');
    within(row).getByText('¥15 off ¥50 coupon pack × 1');
    within(row).getByText('Completed');
    await user.click(within(row).getByRole('link'));
    expect(router.current().query).toMatchObject({ orderno: '2026112510000042' });
    // A coupon order opens as it always did, without a kind in its address.
    expect(router.current().query.kind).toBeUndefined();
  });

  it('shows one order', async () => {
    open({ orderno: '2026112510000042' });
    const facts = await screen.findByTestId('coupon-order-facts');
    within(facts).getByText('2026112510000042');
    expect(within(facts).getByTestId('coupon-order-status').textContent).toBe('Completed');
    screen.getByTestId('my-coupon-90');
  });

  it('cancels an unpaid order after asking and shows it cancelled', async () => {
    let current: CouponOrderOut = { ...paid, status: 'unpaid', needPay: true, paidAt: null, coupons: [] };
    page.api({
      [couponEndpoints.loadCouponCardOrders.path]: () => ({ orders: [listed(current)], total: 1 }),
      [couponEndpoints.couponOrderDetail.path]: () => current,
      [couponEndpoints.cancelCouponOrder.path]: () => {
        current = { ...current, status: 'cancelled', needPay: false };
        return listed(current);
      },
    });
    const { user } = page.render('/subpackages/orderhistory/couponOrderDetail', <CouponOrdersPage />, {
      orderno: paid.orderNo,
    });
    await user.click(await screen.findByTestId('coupon-order-cancel'));
    expect(dialogSnapshot()?.message).toBe('Cancel this order? This cannot be undone.');
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() => expect(screen.getByTestId('coupon-order-status').textContent).toBe('Cancelled'));
    expect(
      page.calls.filter((c) => c.path === couponEndpoints.cancelCouponOrder.path).map((c) => c.body),
    ).toEqual([{ orderNo: paid.orderNo }]);
    expect(toastSnapshot()?.text).toBe('Order cancelled');
    expect(screen.queryByTestId('coupon-order-cancel')).toBeNull();
  });
});
