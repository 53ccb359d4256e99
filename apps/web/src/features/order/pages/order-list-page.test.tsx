// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, FakeIntersectionObserver, fakeApi } from '../../../test/shop-harness.tsx';
import { summaryOf } from '../test-orders.ts';
import { OrderListPage } from './order-list-page.tsx';

const listPath = '/subpackages/orderhistory/orderhistory';
let calls: Call[] = [];
let total = 3;
const listCalls = () => calls.filter((c) => c.path === 'OrderHistory/LoadOrders').map((c) => c.body);
// Each order is a link of the "My orders" list, to its detail.
const cards = () => {
  const list = screen.queryByRole('list', { name: 'My orders' });
  return list ? within(list).getAllByRole('link') : [];
};
const orderNoOf = (card: HTMLElement) => card.getAttribute('href')?.match(/orderno=(\d+)/)?.[1];

function open() {
  navigate(listPath);
  return renderWithProviders(<OrderListPage />).user;
}

/** Pages of `total` orders, 10 a page; the first is unpaid with 5 minutes left. */
function page(body: Record<string, unknown>) {
  const index = Number(body.pageIndex);
  const from = (index - 1) * 10;
  const count = Math.max(0, Math.min(10, total - from));
  const now = Date.now();
  const orders = Array.from({ length: count }, (_, i) => {
    const no = String(20260110001 + from + i);
    return from + i === 0
      ? summaryOf(no, { status: 'unpaid', payMethod: 4, autoCancelAt: new Date(now + 300_000).toISOString() })
      : summaryOf(no, { status: i % 2 ? 'ready' : 'cancelled', refundState: i === 2 ? 'flagged' : 'none' });
  });
  return { orders, total, hasMore: from + count < total, serverTime: new Date(now).toISOString() };
}

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  await bootStore(1001);
  session.signIn('member-token');
  total = 3;
  calls = fakeApi({ 'OrderHistory/LoadOrders': page });
});

describe('order list page', () => {
  it('shows cards with status, amount, pickup number and time left to pay', async () => {
    open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(listCalls()).toEqual([{ tab: 'all', range: 'month', pageIndex: 1, pageSize: 10 }]);
    expect(cards().map(orderNoOf)).toEqual(['20260110001', '20260110002', '20260110003']);
    expect(cards()[0]?.textContent).toContain('Waiting for payment');
    expect(cards()[0]?.textContent).toMatch(/[45] min \d{1,2} s left to pay/);
    expect(cards()[1]?.textContent).toContain('Awaiting self-pickup');
    expect(cards()[1]?.textContent).toContain('Pickup number 012');
    expect(cards()[2]?.textContent).toContain('Refunding');
    expect(cards()[0]?.textContent).toContain('¥39.00');
    expect(cards()[0]?.getAttribute('href')).toContain('orderDetail?orderno=20260110001');
  });

  it('asks again for the chosen tab and time range', async () => {
    const user = open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'To pay' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'unpaid', range: 'month' }));
    expect(router.current().query).toMatchObject({ tab: 'unpaid' });
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'unpaid', range: 'year' }));
    screen.getByRole('tab', { name: 'To pay', selected: true });
  });

  it('loads the next page on scroll', async () => {
    total = 14;
    open();
    await waitFor(() => expect(cards()).toHaveLength(10));
    await FakeIntersectionObserver.intersect();
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(listCalls().map((b) => b.pageIndex)).toEqual([1, 2]);
    screen.getByText('No more');
  });

  it("says a reservation's booked day and time on its card, pickup or delivery (issue 28)", async () => {
    const bookedAt = {
      status: 'booked',
      storeTimezone: 'Asia/Shanghai',
      pickupTime: '2026-11-26T04:00:00.000Z',
    } as const;
    calls = fakeApi({
      'OrderHistory/LoadOrders': () => ({
        orders: [
          summaryOf('20260110001', bookedAt),
          summaryOf('20260110002', { ...bookedAt, orderMode: 'package' }),
        ],
        total: 2,
        hasMore: false,
        serverTime: new Date().toISOString(),
      }),
    });
    open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).getByTestId('order-booked-time').textContent).toBe(
      'Pickup on Thu, Nov 26, 12:00',
    );
    expect(within(cards()[1]!).getByTestId('order-booked-time').textContent).toBe(
      'Delivery on Thu, Nov 26, 12:00–12:30',
    );
  });

  it('says when there is nothing', async () => {
    total = 0;
    open();
    await screen.findByText('No orders in the last 30 days');
  });
});
