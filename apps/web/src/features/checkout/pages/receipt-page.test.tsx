// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { definitions } from '../../../test/definitions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, fakeApi } from '../../../test/shop-harness.tsx';
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

const button = (name: string) => screen.getByRole('button', { name });

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  await bootStore(1001);
  fakeApi({ 'order/payresult': () => payResult });
});

describe('receipt page', () => {
  it('says the payment is not completed, checks again on retry, then shows the receipt', async () => {
    poll.answers = [false, true];
    navigate('/subpackages/shopping/receipt', { orderno: '20300101001', localOrderNo: '20300101001-ab12cd' });
    const { user } = renderWithProviders(<ReceiptPage />);
    await screen.findByRole('heading', { name: 'Payment not completed' });
    button('View order');

    await user.click(button('Check again'));
    await screen.findByText('007');
    const facts = definitions();
    expect(facts['Order number']).toBe('20300101001');
    expect(facts['Amount paid']).toContain('¥36.00');
    screen.getByRole('heading', { name: 'Payment successful' });
  });

  it('shows a pay-at-store order at once, with the amount due, and leads to the order', async () => {
    fakeApi({
      'order/payresult': () => ({ ...payResult, paid: false, payMethod: 1, paidAmount: 0, paidAt: null }),
    });
    navigate('/subpackages/shopping/receipt', { orderno: '20300101001' });
    const { user } = renderWithProviders(<ReceiptPage />);
    await waitFor(() => expect(definitions()['To pay at the store']).toContain('¥36.00'));
    await user.click(button('View order'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/orderhistory/orderDetail',
      query: { orderno: '20300101001' },
    });
  });
});
