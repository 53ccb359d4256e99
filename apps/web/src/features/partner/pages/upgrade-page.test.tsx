// @vitest-environment happy-dom
import { type PartnerOrderOut, partnerEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { buyLevelRef, levelOrderRef } from '../api/partner-api.ts';
import { centre, gold, levelsAnswer, silver } from './partner-test-data.ts';
import { PartnerUpgradePage } from './upgrade-page.tsx';

const page = memberPageTest();
const bought = () => page.calls.filter((c) => c.path === partnerEndpoints.buyLevel.path).map((c) => c.body);

const order: PartnerOrderOut = {
  orderNo: 'P2026120400001',
  status: 'completed',
  needPay: false,
  payMethod: 2,
  amount: 99,
  level: gold,
  autoCancelAt: null,
  createdAt: '2026-12-04T02:00:00Z',
  paidAt: '2026-12-04T02:00:00Z',
};

const loginInfo = {
  isLogin: true,
  uid: 42,
  name: 'Mia',
  photoPath: null,
  isDistributer: true,
  userInfo: {
    money: 150,
    point: 0,
    categoryName: 'Regular',
    cardAge: null,
    expiryDate: null,
    growthValue: 0,
    customerNo: '10000042',
    phoneMasked: '',
  },
  timestamp: 0,
};

function open(state = centre(), query: Record<string, string> = {}) {
  page.api({
    [partnerEndpoints.centre.path]: () => state,
    [partnerEndpoints.levels.path]: () => levelsAnswer(),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
    'customeraccount/FindLoginInfo': () => loginInfo,
    [partnerEndpoints.buyLevel.path]: () => order,
    [partnerEndpoints.levelOrder.path]: () => order,
  });
  return page.render('/subpackages/partner/upgrade', <PartnerUpgradePage />, query);
}

describe('the partner upgrade page', () => {
  it('names the contract paths', () => {
    expect(buyLevelRef.path).toBe(partnerEndpoints.buyLevel.path);
    expect(levelOrderRef.path).toBe(partnerEndpoints.levelOrder.path);
  });

  it('lets a partner buy the level above theirs with the agreement, the price seen sent with a key', async () => {
    const { user } = open();
    const form = await screen.findByTestId('partner-buy');
    expect(form.textContent).toContain('Gold partner');
    // Their own level is not for sale, so there is nothing to renew: only Gold is offered.
    expect(screen.queryByTestId(`partner-buy-level-${silver.id}`)).toBeNull();
    await screen.findByTestId('partner-buy-method-2');
    await user.click(screen.getByTestId('partner-buy-pay'));
    expect((await screen.findByTestId('partner-buy-error')).textContent).toBe(
      'Please accept the partner agreement first',
    );
    expect(bought()).toHaveLength(0);
    await user.click(screen.getByTestId('partner-buy-agree'));
    await user.click(screen.getByTestId('partner-buy-pay'));
    await waitFor(() => expect(bought()).toHaveLength(1));
    expect(bought()[0]).toMatchObject({
      levelId: gold.id,
      agreementVersion: 'v3',
      payMethod: 2,
      expectedPrice: 99,
    });
    expect(String(bought()[0]!.idempotencyKey)).toHaveLength(32);
    await waitFor(() => expect(router.current().query).toMatchObject({ orderno: 'P2026120400001' }));
  });

  it('shows the result of a paid level order', async () => {
    open(centre(), { orderno: 'P2026120400001' });
    expect((await screen.findByTestId('partner-buy-result')).textContent).toContain(
      'You are now a Gold partner',
    );
  });

  it('offers a member who is not a partner the application and the levels for sale', async () => {
    open(centre({ state: 'none', level: null }));
    expect(await screen.findByTestId('partner-apply')).toBeTruthy();
    expect(await screen.findByTestId('partner-buy')).toBeTruthy();
  });
});
