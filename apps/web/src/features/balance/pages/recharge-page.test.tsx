// @vitest-environment happy-dom
import { type TopUpRuleOut, topUpEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { loadChargeRulesRef } from '../api/load-charge-rules.ts';
import { topUpRef } from '../api/top-up.ts';
import { RechargePage } from './recharge-page.tsx';

const page = memberPageTest();
const topUps = () => page.calls.filter((c) => c.path === topUpEndpoints.topUp.path).map((c) => c.body);

const rules: TopUpRuleOut[] = [
  { id: 1, kind: 'fixed', amount: 50, gift: null, items: [] },
  {
    id: 2,
    kind: 'fixed',
    amount: 100,
    gift: { amount: 10, instalments: 1, every: 'month' },
    items: [
      { giftType: 1, quantity: 200, name: '' },
      { giftType: 2, quantity: 2, name: 'Latte ¥5 off' },
    ],
  },
  { id: 3, kind: 'fixed', amount: 300, gift: { amount: 45, instalments: 3, every: 'month' }, items: [] },
  { id: 4, kind: 'free', amount: 10, gift: null, items: [] },
  { id: 5, kind: 'free', amount: 200, gift: { amount: 20, instalments: 1, every: 'month' }, items: [] },
];

function open(query: Record<string, string> = {}) {
  page.api({
    [topUpEndpoints.loadChargeRules.path]: () => ({ rules, freeMin: 10, balance: 12.5 }),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash]),
    [topUpEndpoints.topUp.path]: () => {
      throw new Error('the test stops before the gateway');
    },
  });
  return page.render('/subpackages/balance/recharge', <RechargePage />, query);
}

describe('the recharge page', () => {
  it('names the contract paths', () => {
    expect(loadChargeRulesRef.path).toBe(topUpEndpoints.loadChargeRules.path);
    expect(topUpRef.path).toBe(topUpEndpoints.topUp.path);
  });

  it('shows the fixed amounts as cards with every gift spelled out, and online methods only', async () => {
    open();
    const hundred = await screen.findByTestId('top-up-rule-2');
    expect(hundred.textContent).toContain('¥10.00 extra balance at once');
    expect(hundred.textContent).toContain('200 points');
    expect(hundred.textContent).toContain('2 × coupon “Latte ¥5 off”');
    expect(screen.getByTestId('top-up-rule-3').textContent).toContain(
      '¥45.00 extra balance in 3 parts, the first at once and then one every month',
    );
    await screen.findByTestId('top-up-method-4');
    expect(screen.queryByTestId('top-up-method-2')).toBeNull();
    expect(screen.queryByTestId('top-up-method-1')).toBeNull();
    expect(screen.getByTestId('top-up-rule-1').getAttribute('aria-pressed')).toBe('true');
  });

  it('previews the gift a free amount reaches, asks for an amount, and places the top-up with the gift seen', async () => {
    const { user } = open({ ruleid: '2' });
    expect((await screen.findByTestId('top-up-rule-2')).getAttribute('aria-pressed')).toBe('true');
    const free = screen.getByTestId('top-up-free');
    await user.click(free);
    await screen.findByTestId('top-up-method-4');
    await user.click(screen.getByTestId('top-up-pay'));
    expect((await screen.findByTestId('top-up-error')).textContent).toBe('Please enter the top-up amount');
    expect(topUps()).toHaveLength(0);
    await user.type(free, '250');
    expect(screen.getByTestId('top-up-free-gifts').textContent).toContain('¥20.00 extra balance at once');
    await user.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(topUps()).toHaveLength(1));
    expect(topUps()[0]).toMatchObject({ amount: 250, payMethod: 4, expectedRuleId: 5 });
  });
});
