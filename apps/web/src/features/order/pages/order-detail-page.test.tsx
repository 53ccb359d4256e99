// @vitest-environment happy-dom
import type { OrderDetailOut } from '@shop/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  eventually,
  fakeApi,
  Refusal,
  renderWithQuery,
} from '../../../test/legacy-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { detailOf } from '../test-orders.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

const detailPath = '/subpackages/orderhistory/orderDetail';
const no = '20260110007';
let view: Rendered | null = null;
let calls: Call[] = [];
/** What order/OrderDetails answers now. */
let current: () => OrderDetailOut | Refusal;

const byId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = (id: string) => byId(id)?.textContent ?? '';
const detailCalls = () => calls.filter((c) => c.path === 'order/OrderDetails');
const click = (id: string) => act(async () => byId(id)!.click());
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

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
  view = await renderWithQuery(<OrderDetailPage />);
  await eventually(() => expect(byId('order-status')).not.toBeNull());
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
  view?.unmount();
  view = null;
  // Idle, the shared ticker stops its loop; then the real timers come back.
  await tick(12_000);
  vi.useRealTimers();
});

describe('order detail page', () => {
  it('counts down an unpaid order and cancels it after asking', async () => {
    current = () => unpaid(15 * 60_000);
    await open();
    expect(text('order-status')).toBe('Waiting for payment');
    expect(text('order-countdown')).toBe('Pay within 15:00');
    await tick(1000);
    expect(text('order-countdown')).toBe('Pay within 14:59');
    expect(text('order-amount')).toContain('Amount due');
    expect(byId('order-pay')).not.toBeNull();

    await click('order-cancel');
    expect(dialogSnapshot()?.message).toBe('Cancel this order? This cannot be undone.');
    await act(async () => dialogSnapshot()!.resolve(true));
    await eventually(() => expect(text('order-status')).toBe('Cancelled'));
    expect(calls.filter((c) => c.path === 'Order/CancelProductOrder').map((c) => c.body)).toEqual([
      { orderNo: no },
    ]);
    expect(toastSnapshot()?.text).toBe('Order cancelled');
    expect(byId('order-pay')).toBeNull();
    expect(byId('order-countdown')).toBeNull();
  });

  it('shows a refused cancel by its code', async () => {
    current = () => unpaid(60_000);
    calls = fakeApi({
      'order/OrderDetails': () => current(),
      'Order/CancelProductOrder': () => new Refusal(409, 'ORDER_CANCEL_FAILED'),
    });
    await open();
    await click('order-cancel');
    await act(async () => dialogSnapshot()!.resolve(true));
    await eventually(() => expect(toastSnapshot()?.text).toBe('Could not cancel the order'));
  });

  it('starts the online payment with the order’s method', async () => {
    current = () => unpaid(60_000);
    await open();
    await click('order-pay');
    await eventually(() => expect(router.current().path).toBe('/pages/web/webpay'));
    expect(calls.find((c) => c.path === 'order/wxpay')?.body).toEqual({ orderNo: no, payMethod: 4 });
  });

  it('reads the order again when the time is up until it is closed, then offers to order again', async () => {
    const first = unpaid(2000);
    current = () => ({ ...first, serverTime: new Date().toISOString() });
    await open();
    expect(text('order-countdown')).toBe('Pay within 00:02');
    await tick(2000);
    // The server's sweep has not closed it yet: time up, no paying, and read again a little later.
    await eventually(() => expect(detailCalls()).toHaveLength(2));
    expect(text('order-countdown')).toBe('Time to pay is up');
    expect(byId('order-pay')).toBeNull();
    const timedOut = { status: 'cancelled', cancelReason: 'timeout', autoCancelAt: null } as const;
    current = () => unpaid(0, timedOut);
    await tick(5000);
    await eventually(() => expect(text('order-status')).toBe('Cancelled'));
    expect(detailCalls()).toHaveLength(3);
    expect(view!.text()).toContain('Order timed out unpaid, please order again');

    await click('order-reorder');
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
    expect(text('order-status')).toBe('Waiting for merchant acceptance');
    expect(text('order-pickup-no')).toContain('042');
    expect(text('order-amount')).toContain('Paid¥39.00');
    expect(text('order-no')).toBe(no);
    expect(view!.text()).toContain('Member balance');
    expect(view!.text()).toContain('Large');
    expect(byId('order-pay')).toBeNull();
    expect(byId('order-cancel')).toBeNull();
    expect(view!.container.querySelector('a[href="tel:021-5555"]')).not.toBeNull();
  });

  it('has a not-found state with a way back', async () => {
    current = () => new Refusal(404, 'ORDER_NOT_FOUND');
    navigate(detailPath, { orderno: no });
    view = await renderWithQuery(<OrderDetailPage />);
    await eventually(() => expect(byId('order-back-to-list')).not.toBeNull());
    expect(view.text()).toContain('Order does not exist');
    await click('order-back-to-list');
    expect(router.current().path).toBe('/subpackages/orderhistory/orderhistory');
  });
});
