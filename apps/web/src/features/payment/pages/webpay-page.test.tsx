// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import { bootStore, type Call, eventually, fakeApi, renderWithQuery } from '../../../test/legacy-harness.tsx';
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

let view: Rendered | null = null;
let calls: Call[] = [];
const testId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function open(answer: object, extra: Record<string, string> = {}) {
  calls = fakeApi({
    'paysandbox/Checkout': () => answer,
    'paysandbox/Pay': () => ({ status: 'paid', notified: true }),
    'paysandbox/Cancel': () => ({ status: 'cancelled' }),
  });
  navigate('/pages/web/webpay', { ...query, ...extra });
  view = await renderWithQuery(<WebPayPage />);
}

beforeAll(() => setLocale('en'));
beforeEach(() => bootStore(1001));
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('sandbox pay page', () => {
  it('shows the amount and, once paid, goes to the receipt that confirms the payment', async () => {
    await open(intent());
    await eventually(() => expect(testId('sandbox-amount')?.textContent).toBe('¥36.00'));
    expect(view!.text()).toContain('WeChat-type Pay · sandbox');
    await act(async () => testId('sandbox-pay')!.click());
    await eventually(() => expect(router.current().path).toBe('/subpackages/shopping/receipt'));
    expect(router.current().query).toMatchObject({
      orderno: '20300101001',
      localOrderNo: '20300101001-ab12cd',
    });
    expect(calls.find((c) => c.path === 'paysandbox/Pay')?.body).toEqual({ prepayId: 'pp_12345678' });
  });

  it('cancels to the order with payCancelled', async () => {
    await open(intent({ flavour: 'alipay' }));
    await eventually(() => expect(testId('sandbox-cancel')).not.toBeNull());
    await act(async () => testId('sandbox-cancel')!.click());
    await eventually(() => expect(router.current().path).toBe('/subpackages/orderhistory/orderDetail'));
    expect(router.current().query).toMatchObject({ orderno: '20300101001', payCancelled: '1' });
  });

  it('goes back to the page that started the payment when it said so, and ignores anything else', async () => {
    await open(intent(), { returnTo: '/subpackages/account/customerLevel?type=update' });
    await eventually(() => expect(testId('sandbox-pay')).not.toBeNull());
    await act(async () => testId('sandbox-pay')!.click());
    await eventually(() => expect(router.current().path).toBe('/subpackages/account/customerLevel'));
    expect(router.current().query).toMatchObject({
      type: 'update',
      orderno: '20300101001',
      localOrderNo: '20300101001-ab12cd',
    });
    view!.unmount();
    await open(intent(), { returnTo: 'https://elsewhere.example/steal' });
    await eventually(() => expect(testId('sandbox-cancel')).not.toBeNull());
    await act(async () => testId('sandbox-cancel')!.click());
    await eventually(() => expect(router.current().path).toBe('/subpackages/orderhistory/orderDetail'));
  });

  it('shows an expired intent as expired, without the pay button', async () => {
    await open(intent({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await eventually(() => expect(testId('sandbox-state')?.dataset.state).toBe('expired'));
    expect(view!.text()).toContain('This payment has expired');
    expect(testId('sandbox-pay')).toBeNull();
  });
});
