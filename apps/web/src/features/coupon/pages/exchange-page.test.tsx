// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { exchangeRef } from '../api/exchange.ts';
import { memberCoupon } from '../state/coupon-test-data.ts';
import { ExchangePage } from './exchange-page.tsx';

const page = memberPageTest();
const exchanges = () => page.calls.filter((c) => c.path === couponEndpoints.exchange.path).map((c) => c.body);

function open() {
  page.api({
    [couponEndpoints.exchange.path]: (body) =>
      body.code === 'AMBER-2026'
        ? { coupon: memberCoupon({ id: 55, source: 'exchange', name: 'Free pearl tea' }) }
        : new Refusal(422, 'COUPON_CODE_WRONG', '兑换码错误'),
  });
  return page.render('/subpackages/coupons/exchangeCoupon', <ExchangePage />);
}

describe('redeeming an exchange code', () => {
  it('names the contract path', () => {
    expect(exchangeRef.path).toBe(couponEndpoints.exchange.path);
  });

  it('asks for a code before calling, answers a wrong one, and opens the coupon a right one gives', async () => {
    const { user } = open();
    const field = screen.getByRole('textbox', { name: 'Exchange code' });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type a code first');
    expect(exchanges()).toHaveLength(0);

    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The exchange code is wrong'));
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '  AMBER-2026 ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() =>
      expect(router.current()).toMatchObject({
        path: '/subpackages/coupons/myCoupon',
        query: { singletype: '0', id: '55' },
      }),
    );
    expect(exchanges()).toEqual([{ code: 'nope' }, { code: 'AMBER-2026' }]);
  });
});
