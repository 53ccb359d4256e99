// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import {
  bootStore,
  clickButton,
  eventually,
  fakeApi,
  type Rendered,
  renderWithQuery,
} from '../../../test/legacy-harness.tsx';
import { ReceiptPage } from './receipt-page.tsx';

// The poller's timing is tested in pay-order.test.ts; here it answers what each test needs.
const poll = vi.hoisted(() => ({ answers: [] as boolean[] }));
vi.mock('../../payment/api/pay-order.ts', () => ({
  pollPayResult: vi.fn(async () => poll.answers.shift() ?? false),
}));

const payResult = {
  orderNo: '20300101001',
  paid: true,
  status: 'pending',
  payMethod: 4,
  amount: 36,
  paidAmount: 36,
  paidAt: '2030-01-01T06:00:00.000Z',
  pickupNo: '007',
};

let view: Rendered | null = null;
const testId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  await bootStore(1001);
  fakeApi({ 'order/payresult': () => payResult });
});
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('receipt page', () => {
  it('says the payment is not completed, checks again on retry, then shows the receipt', async () => {
    poll.answers = [false, true];
    navigate('/subpackages/shopping/receipt', { orderno: '20300101001', localOrderNo: '20300101001-ab12cd' });
    view = await renderWithQuery(<ReceiptPage />);
    await eventually(() => expect(testId('receipt-not-completed')).not.toBeNull());
    expect(view.text()).toContain('Payment not completed');
    expect(testId('receipt-to-order')).not.toBeNull();

    await clickButton(view.container, 'Check again');
    await eventually(() => expect(testId('receipt-pickup-no')?.textContent).toBe('007'));
    expect(testId('receipt-order-no')?.textContent).toBe('20300101001');
    expect(testId('receipt-amount')?.textContent).toContain('¥36.00');
    expect(view.text()).toContain('Payment successful');
  });

  it('shows a pay-at-store order at once, with the amount due, and leads to the order', async () => {
    fakeApi({
      'order/payresult': () => ({ ...payResult, paid: false, payMethod: 1, paidAmount: 0, paidAt: null }),
    });
    navigate('/subpackages/shopping/receipt', { orderno: '20300101001' });
    view = await renderWithQuery(<ReceiptPage />);
    await eventually(() => expect(testId('receipt-amount')?.textContent).toContain('¥36.00'));
    expect(view.text()).toContain('To pay at the store');
    await clickButton(view.container, 'View order');
    expect(router.current()).toMatchObject({
      path: '/subpackages/orderhistory/orderDetail',
      query: { orderno: '20300101001' },
    });
  });
});
