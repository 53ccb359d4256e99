// @vitest-environment happy-dom
import type { OrderDetailOut } from '@shop/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { definitions } from '../../../test/definitions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal, settle } from '../../../test/shop-harness.tsx';
import {
  dialogSnapshot,
  subscribeFeedback,
  type ToastState,
  toastSnapshot,
} from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { detailOf } from '../test-orders.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

const detailPath = '/subpackages/orderhistory/orderDetail';
const no = '20260110007';
let calls: Call[] = [];
/** What order/OrderDetails answers now. */
let current: () => OrderDetailOut | Refusal;

// The status is the heading of the order's head; the time left to pay its timer.
const status = (name: string) => screen.findByRole('heading', { level: 2, name });
const countdown = () => screen.queryByRole('timer')?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const detailCalls = () => calls.filter((c) => c.path === 'order/OrderDetails');
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

/**
 * The next toast shown. waitFor cannot wait for it here: its polling interval is faked, and a toast changes no
 * part of the page it would otherwise check on.
 */
function nextToast(): Promise<ToastState> {
  const before = toastSnapshot();
  return new Promise((resolve) => {
    const stop = subscribeFeedback(() => {
      const shown = toastSnapshot();
      if (!shown || shown === before) return;
      stop();
      resolve(shown);
    });
  });
}

function unpaid(msLeft: number, extra: Partial<OrderDetailOut> = {}): OrderDetailOut {
  return detailOf(no, {
    status: 'unpaid',
    payMethod: 4,
    paidAt: null,
    paidAmount: 0,
    autoCancelAt: new Date(Date.now() + msLeft).toISOString(),
    ...extra,
  });
}

async function open(query: Record<string, string> = {}) {
  navigate(detailPath, { orderno: no, ...query });
  const { user } = renderWithProviders(<OrderDetailPage />);
  await screen.findByRole('region', { name: 'Order information' });
  return user;
}

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  // Only the countdown's clock is faked; fetches and the test helpers keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.UTC(2026, 0, 10, 4, 5) });
  await bootStore(1001);
  session.signIn('member-token');
  calls = fakeApi({
    'order/OrderDetails': () => current(),
    'Order/CancelProductOrder': () => {
      const before = current();
      current = () => ({ ...(before as OrderDetailOut), status: 'cancelled', cancelReason: 'shopper' });
      return { orderNo: no, status: 'cancelled' };
    },
    'order/wxpay': () => ({
      orderNo: no,
      localOrderNo: `${no}-abc`,
      payMethod: 4,
      amount: 39,
      wechat: null,
      alipay: null,
      webPayPath: `/pages/web/webpay?prepayId=p1&orderNo=${no}&localOrderNo=${no}-abc`,
    }),
  });
});
afterEach(async () => {
  cleanup();
  // Idle, the shared ticker stops its loop; then the real timers come back.
  await tick(12_000);
  vi.useRealTimers();
});

// The countdown's interval is faked, and with it waitFor's polling: waits here are for what the page shows, which
// waitFor also checks on every change of the page.
describe('order detail page', () => {
  it('counts down an unpaid order and cancels it after asking', async () => {
    current = () => unpaid(15 * 60_000);
    const user = await open();
    await status('Waiting for payment');
    // In words, not as a clock: '14:59' beside the order time would read as a time of day.
    expect(countdown()).toBe('15 min 0 s left to pay');
    await tick(1000);
    expect(countdown()).toBe('14 min 59 s left to pay');
    expect(definitions()).toHaveProperty('Amount due');
    expect(button('Pay now')).not.toBeNull();

    await user.click(button('Cancel order')!);
    expect(dialogSnapshot()?.message).toBe('Cancel this order? This cannot be undone.');
    await act(async () => dialogSnapshot()!.resolve(true));
    await status('Cancelled');
    expect(calls.filter((c) => c.path === 'Order/CancelProductOrder').map((c) => c.body)).toEqual([
      { orderNo: no },
    ]);
    expect(toastSnapshot()?.text).toBe('Order cancelled');
    expect(button('Pay now')).toBeNull();
    expect(countdown()).toBeUndefined();
  });

  it('shows a refused cancel by its code', async () => {
    current = () => unpaid(60_000);
    calls = fakeApi({
      'order/OrderDetails': () => current(),
      'Order/CancelProductOrder': () => new Refusal(409, 'ORDER_CANCEL_FAILED'),
    });
    const user = await open();
    await user.click(button('Cancel order')!);
    const refusal = nextToast();
    await act(async () => dialogSnapshot()!.resolve(true));
    expect((await refusal).text).toBe('Could not cancel the order');
  });

  it('starts the online payment with the order’s method', async () => {
    current = () => unpaid(60_000);
    const user = await open();
    await user.click(button('Pay now')!);
    await waitFor(() => expect(router.current().path).toBe('/pages/web/webpay'));
    expect(calls.find((c) => c.path === 'order/wxpay')?.body).toEqual({ orderNo: no, payMethod: 4 });
  });

  it('shows the order and pickup times on the store’s clock, whatever the phone’s zone', async () => {
    const at = (zone: string) =>
      detailOf(no, {
        storeTimezone: zone,
        createdAt: '2026-01-10T04:05:00.000Z',
        pickupTime: '2026-01-10T04:30:00.000Z',
      });
    current = () => at('Asia/Shanghai');
    await open();
    expect(definitions()).toMatchObject({
      'Ordered at': 'January 10, 2026 at 12:05',
      'Pickup time': 'January 10, 2026 at 12:30',
    });
    cleanup();
    current = () => at('America/New_York');
    await open();
    expect(definitions()).toMatchObject({ 'Ordered at': 'January 9, 2026 at 23:05' });
  });

  it('shows a booked delivery’s day and window on the store’s clock, without the delivery map or rider', async () => {
    current = () =>
      detailOf(no, {
        status: 'booked',
        orderMode: 'package',
        storeTimezone: 'Asia/Shanghai',
        pickupTime: '2026-11-26T04:00:00.000Z',
      });
    await open();
    expect(definitions()).toMatchObject({ 'Delivery time': 'Delivery on Thu, Nov 26, 12:00–12:30' });
    await settle();
    expect(screen.queryByTestId('delivery-timeline')).toBeNull();
    expect(screen.queryByTitle(/map/i)).toBeNull();
  });

  it("shows a reservation's booked day and time as its pickup time, and a delivery's time in delivery words", async () => {
    const booked = {
      status: 'booked',
      storeTimezone: 'Asia/Shanghai',
      pickupTime: '2026-11-26T04:00:00.000Z',
    } as const;
    current = () => detailOf(no, booked);
    await open();
    expect(definitions()).toMatchObject({ 'Pickup time': 'Pickup on Thu, Nov 26, 12:00' });
    cleanup();
    await setLocale('zh-CN');
    current = () => detailOf(no, { status: 'pending', orderMode: 'package' });
    navigate(detailPath, { orderno: no });
    renderWithProviders(<OrderDetailPage />);
    await screen.findByRole('region', { name: '订单信息' });
    // Not the pickup counter's 立即取餐 (issue 28).
    expect(definitions()).toMatchObject({ 送达时间: '尽快送达' });
    await setLocale('en');
  });

  it('reads the order again when the time is up until it is closed, then offers to order again', async () => {
    const first = unpaid(2000);
    current = () => ({ ...first, serverTime: new Date().toISOString() });
    const user = await open();
    expect(countdown()).toBe('2 s left to pay');
    await tick(2000);
    // The server's sweep has not closed it yet: time up, no paying, and read again a little later.
    await settle();
    expect(detailCalls()).toHaveLength(2);
    expect(countdown()).toBe('Time to pay is up');
    expect(button('Pay now')).toBeNull();
    const timedOut = { status: 'cancelled', cancelReason: 'timeout', autoCancelAt: null } as const;
    current = () => unpaid(0, timedOut);
    await tick(5000);
    await status('Cancelled');
    expect(detailCalls()).toHaveLength(3);
    screen.getByText('Order timed out unpaid, please order again');

    await user.click(button('Order again')!);
    const line = cartStore.view().items.find((i) => i.ProductId === 7);
    expect(line).toMatchObject({ ProductNum: 2, SellPrice: 19.5 });
    expect(line?.CartItemAttributes.map((a) => a.txtproductAttributeUid)).toEqual(['31']);
    expect(router.current().path).toBe('/subpackages/shopping/shoppingCart');
  });

  it('says once that the payment was cancelled', async () => {
    current = () => unpaid(60_000);
    await open({ payCancelled: '1' });
    expect(toastSnapshot()?.text).toBe('Payment cancelled');
    expect(router.current().query).toEqual({ orderno: no, hideTab: 'true' });
  });

  it('shows a paid order with its big pickup number and no pay or cancel', async () => {
    current = () => detailOf(no, { status: 'pending', pickupNo: '042' });
    await open();
    await status('Waiting for merchant acceptance');
    screen.getByText('042');
    expect(definitions().Paid).toContain('¥39.00');
    screen.getByText(no);
    expect(definitions()['Order number']).toContain(no);
    screen.getByText('Member balance');
    screen.getByText(/Large/);
    expect(button('Pay now')).toBeNull();
    expect(button('Cancel order')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call the store: 021-5555' }).getAttribute('href')).toBe(
      'tel:021-5555',
    );
  });

  it('has a not-found state with a way back', async () => {
    current = () => new Refusal(404, 'ORDER_NOT_FOUND');
    navigate(detailPath, { orderno: no });
    const { user } = renderWithProviders(<OrderDetailPage />);
    const back = await screen.findByRole('button', { name: 'Back to my orders' });
    screen.getByText(/Order does not exist/);
    await user.click(back);
    expect(router.current().path).toBe('/subpackages/orderhistory/orderhistory');
  });
});
