// @vitest-environment happy-dom
import { pointsmallEndpoints } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cancelExchangeRef } from '../api/cancel-exchange.ts';
import { orderDetailsRef } from '../api/order-details.ts';
import { pointsOrder } from '../state/pointsmall-test-data.ts';
import { PointsOrderDetailsPage } from './order-details-page.tsx';

const page = memberPageTest({ beforeUnmount: () => dialogSnapshot()?.resolve(false) });

describe('an exchange', () => {
  it('names the contract paths', () => {
    expect(orderDetailsRef.path).toBe(pointsmallEndpoints.orderDetails.path);
    expect(cancelExchangeRef.path).toBe(pointsmallEndpoints.cancelExchange.path);
  });

  it('gives goods waiting for pickup back after asking, and reads the exchange again', async () => {
    let order = pointsOrder();
    page.api({
      [pointsmallEndpoints.orderDetails.path]: () => order,
      [pointsmallEndpoints.cancelExchange.path]: () => {
        order = pointsOrder({
          status: 'cancelled',
          canCancel: false,
          cancelledAt: '2026-11-25T04:10:00.000Z',
        });
        return order;
      },
    });
    const { user } = page.render('/subpackages/pointsMall/history/orderDetails', <PointsOrderDetailsPage />, {
      orderno: '2026112510000077',
    });
    expect((await screen.findByTestId('pm-order-state')).textContent).toBe('Ready for pickup');
    screen.getByText('Show this exchange number at the counter to pick it up.');
    await user.click(screen.getByTestId('pm-cancel'));
    await waitFor(() => expect(dialogSnapshot()?.title).toBe('Cancel this exchange?'));
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() => expect(screen.getByTestId('pm-order-state').textContent).toBe('Cancelled'));
    expect(toastSnapshot()).toMatchObject({
      text: 'Exchange cancelled: your points are back',
      kind: 'success',
    });
    expect(screen.queryByTestId('pm-cancel')).toBeNull();
  });

  it('leads to My coupons from a coupon exchange, which cannot be given back', async () => {
    page.api({
      [pointsmallEndpoints.orderDetails.path]: () =>
        pointsOrder({ kind: 'coupon', status: 'completed', canCancel: false, couponIds: [3] }),
    });
    page.render('/subpackages/pointsMall/history/orderDetails', <PointsOrderDetailsPage />, {
      orderno: '2026112510000077',
    });
    expect((await screen.findByTestId('pm-order-state')).textContent).toBe('Received');
    screen.getByTestId('pm-to-coupons');
    expect(screen.queryByTestId('pm-cancel')).toBeNull();
  });

  it('shows a delivered exchange on its way: address, fee and the delivery progress', async () => {
    page.api({
      [pointsmallEndpoints.orderDetails.path]: () =>
        pointsOrder({
          status: 'delivering',
          mode: 'delivery',
          amount: 3,
          canCancel: false,
          delivery: {
            receiver: 'Li Hua',
            phone: '13800138000',
            addr: '上海市静安区 愚园路 168 号',
            freight: 3,
          },
        }),
      'order/ExpressInfo': () => new Refusal(502, 'LOGISTICS_FETCH_FAILED', '物流信息获取失败'),
      'order/QueryTransporterRealTimePosition': () =>
        new Refusal(502, 'LOGISTICS_FETCH_FAILED', '物流信息获取失败'),
    });
    page.render('/subpackages/pointsMall/history/orderDetails', <PointsOrderDetailsPage />, {
      orderno: '2026112510000077',
    });
    expect((await screen.findByTestId('pm-order-state')).textContent).toBe('On the way');
    expect(screen.getByTestId('pm-order-address').textContent).toContain('愚园路 168 号');
    expect(screen.getByTestId('pm-order-freight').textContent).toMatch(/¥3\.00/);
    expect(await screen.findByTestId('delivery-progress')).toBeTruthy();
    expect(screen.queryByTestId('pm-cancel')).toBeNull();
  });
});
