// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi } from '../../../test/shop-harness.tsx';
import { WebPayPage } from './webpay-page.tsx';

const intent = (extra = {}) => ({
  prepayId: 'pp_12345678',
  amount: 36,
  description: 'Test Tea House order 20300101001',
  flavour: 'wechat',
  status: 'open',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  ...extra,
});
const query = { prepayId: 'pp_12345678', orderNo: '20300101001', localOrderNo: '20300101001-ab12cd' };

let calls: Call[] = [];
const pay = () => screen.findByRole('button', { name: 'Pay' });
const cancel = () => screen.findByRole('button', { name: 'Cancel payment' });

function open(answer: object, extra: Record<string, string> = {}) {
  calls = fakeApi({
    'paysandbox/Checkout': () => answer,
    'paysandbox/Pay': () => ({ status: 'paid', notified: true }),
    'paysandbox/Cancel': () => ({ status: 'cancelled' }),
  });
  navigate('/pages/web/webpay', { ...query, ...extra });
  return renderWithProviders(<WebPayPage />);
}

beforeAll(() => setLocale('en'));
beforeEach(() => bootStore(1001));

describe('sandbox pay page', () => {
  it('shows the amount and, once paid, goes to the receipt that confirms the payment', async () => {
    const { user } = open(intent());
    await screen.findByText('¥36.00');
    screen.getByText('WeChat-type Pay · sandbox');
    await user.click(await pay());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(router.current().query).toMatchObject({
      orderno: '20300101001',
      localOrderNo: '20300101001-ab12cd',
    });
    expect(calls.find((c) => c.path === 'paysandbox/Pay')?.body).toEqual({ prepayId: 'pp_12345678' });
  });

  it('cancels to the order with payCancelled', async () => {
    const { user } = open(intent({ flavour: 'alipay' }));
    await user.click(await cancel());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/orderhistory/orderDetail'));
    expect(router.current().query).toMatchObject({ orderno: '20300101001', payCancelled: '1' });
  });

  it('goes back to the page that started the payment when it said so, and ignores anything else', async () => {
    const levelPage = open(intent(), { returnTo: '/subpackages/account/customerLevel?type=update' });
    await levelPage.user.click(await pay());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/account/customerLevel'));
    expect(router.current().query).toMatchObject({
      type: 'update',
      orderno: '20300101001',
      localOrderNo: '20300101001-ab12cd',
    });
    levelPage.unmount();
    const { user } = open(intent(), { returnTo: 'https://elsewhere.example/steal' });
    await user.click(await cancel());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/orderhistory/orderDetail'));
  });

  it('shows an expired intent as expired, without the pay button', async () => {
    open(intent({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await screen.findByText('This payment has expired');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
