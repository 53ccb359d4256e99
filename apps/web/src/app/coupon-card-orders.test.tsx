// @vitest-environment happy-dom
import {
  type CardListedOrderOut,
  type CardOrderOut,
  type CouponCardOrderOut,
  cardEndpoints,
  couponEndpoints,
} from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router, useRoute } from '../lib/router/use-route.tsx';
import { memberPageTest } from '../test/page-harness.tsx';
import { dialogSnapshot } from '../ui/feedback/feedback.ts';
import { RouteView } from './route-view.tsx';

/**
 * The coupon & card orders page as the route table builds it (decision 059): coupon's page with the card area's
 * part loaded beside it, so a card order is listed in the page's own row with the card's words, opens in the
 * card's view, and is paid or cancelled there.
 */

const page = memberPageTest();
const path = '/subpackages/orderhistory/couponOrderDetail';

const couponOrder: CouponCardOrderOut = {
  kind: 'coupon',
  orderNo: '2026112510000042',
  status: 'completed',
  needPay: false,
  payMethod: 2,
  amount: 9.9,
  name: '¥15 off ¥50 coupon pack',
  quantity: 1,
  autoCancelAt: null,
  createdAt: '2026-11-25T04:00:00.000Z',
  paidAt: '2026-11-25T04:00:02.000Z',
  refundedAmount: 0,
};

const listedCard: CardListedOrderOut = {
  kind: 'card',
  orderNo: '2026120110000007',
  status: 'unpaid',
  needPay: true,
  payMethod: 4,
  amount: 198,
  name: '10-drink pass',
  quantity: 2,
  autoCancelAt: '2026-12-01T02:15:00.000Z',
  createdAt: '2026-12-01T02:00:00.000Z',
  paidAt: null,
  refundedAmount: 0,
  productId: 5,
  cardKind: 'pass',
  topUp: false,
  times: 10,
  faceValue: null,
};

const {
  kind: _kind,
  cardKind: _cardKind,
  topUp: _topUp,
  times: _times,
  faceValue: _face,
  ...orderPart
} = listedCard;
const unpaidCard: CardOrderOut = { ...orderPart, cardKind: 'pass', topUpCardId: null, cards: [] };

function Current() {
  return <RouteView route={useRoute()} />;
}

function open(query: Record<string, string> = {}, first: CardOrderOut = unpaidCard) {
  let card = first;
  const calls = page.api({
    [couponEndpoints.loadCouponCardOrders.path]: () => ({ orders: [listedCard, couponOrder], total: 2 }),
    [cardEndpoints.cardOrderDetail.path]: () => card,
    [couponEndpoints.cancelCouponOrder.path]: () => {
      card = { ...card, status: 'cancelled', needPay: false, autoCancelAt: null };
      return { ...listedCard, status: 'cancelled', needPay: false, autoCancelAt: null };
    },
  });
  return { calls, ...page.render(path, <Current />, query) };
}

describe('card orders on the coupon & card orders page', () => {
  it('lists a card order beside coupon orders, in the same row with what one card gives', async () => {
    const { user } = open();
    const row = await screen.findByTestId('coupon-order-2026120110000007', {}, { timeout: 5000 });
    within(row).getByText('10-drink pass × 2 · 10 times each');
    within(row).getByText('Waiting for payment');
    within(row).getByText('¥198.00');
    within(screen.getByTestId('coupon-order-2026112510000042')).getByText('¥15 off ¥50 coupon pack × 1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coupon and card orders');
    await user.click(within(row).getByRole('link'));
    expect(router.current().query).toMatchObject({ orderno: '2026120110000007', kind: 'card' });
  });

  it('opens an unpaid card order with its payment and cancels it after asking', async () => {
    const { user, calls } = open({ orderno: unpaidCard.orderNo, kind: 'card' });
    await screen.findByTestId('card-pay-again');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Card order');
    within(screen.getByTestId('card-order-facts')).getByText('Order no. 2026120110000007');
    await user.click(screen.getByTestId('coupon-order-cancel'));
    await act(async () => dialogSnapshot()!.resolve(true));
    await screen.findByTestId('card-closed');
    expect(calls.filter((c) => c.path === couponEndpoints.cancelCouponOrder.path).map((c) => c.body)).toEqual(
      [{ orderNo: unpaidCard.orderNo }],
    );
    await waitFor(() => expect(screen.queryByTestId('coupon-order-cancel')).toBeNull());
    expect(screen.queryByTestId('card-pay-again')).toBeNull();
  });

  it('opens a privilege card renewal as a renewal: no card issued, yet neither closed nor a times card', async () => {
    const renewal: CardOrderOut = {
      ...unpaidCard,
      status: 'completed',
      needPay: false,
      payMethod: 2,
      name: 'Tea Club monthly',
      quantity: 1,
      autoCancelAt: null,
      paidAt: '2026-12-01T02:00:05.000Z',
      cardKind: 'privilege',
    };
    open({ orderno: renewal.orderNo, kind: 'card' }, renewal);
    await screen.findByTestId('privilege-to-cards', {}, { timeout: 5000 });
    expect(screen.queryByTestId('card-closed')).toBeNull();
    expect(screen.queryByTestId('card-to-card')).toBeNull();
  });
});
