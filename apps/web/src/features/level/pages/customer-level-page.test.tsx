// @vitest-environment happy-dom
import { levelEndpoints } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { keyIn, keypadProblem, payKeypad } from '../../../test/pay-keypad.ts';
import { bootStore, type Handler, Refusal } from '../../../test/shop-harness.tsx';
import { activatInfoRef, loadCategorysRef, upgradeInfoRef, upgradeRewardRuleRef } from '../api/levels.ts';
import { updateCategoryRef, upgradeOrderDetailRef } from '../api/update-category.ts';
import { CustomerLevelPage } from './customer-level-page.tsx';
import { levelReads, upgradeAnswer } from './level-test-data.ts';

const page = memberPageTest();
const upgrades = () =>
  page.calls.filter((c) => c.path === levelEndpoints.updateCategory.path).map((c) => c.body);
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
// The pay methods read as their names, then what they say (the balance, or that it is short).
const balanceMethod = () => radio(/^Member balance/);
const onlineMethod = () => radio(/^WeChat Pay/);
const payButton = () => screen.findByRole('button', { name: 'Pay and upgrade' });

function open(query: Record<string, string>, handlers: Record<string, Handler>) {
  page.api(handlers);
  return page.render('/subpackages/account/customerLevel', <CustomerLevelPage />, query);
}

describe('the level page', () => {
  it('names the contract paths', () => {
    expect(loadCategorysRef.path).toBe(levelEndpoints.loadCategorys.path);
    expect(upgradeInfoRef.path).toBe(levelEndpoints.upgradeInfo.path);
    expect(activatInfoRef.path).toBe(levelEndpoints.activatInfo.path);
    expect(upgradeRewardRuleRef.path).toBe(levelEndpoints.upgradeRewardRule.path);
    expect(updateCategoryRef.path).toBe(levelEndpoints.updateCategory.path);
    expect(upgradeOrderDetailRef.path).toBe(levelEndpoints.upgradeOrderDetail.path);
  });

  it('shows the member card, the growth to the next level, every level and an invitation link', async () => {
    const { user } = open({}, levelReads(42, 50));
    // The card names the member's level under "Current level".
    await screen.findByRole('heading', { level: 2, name: 'Regular' });
    screen.getByText('380 more to reach Silver');
    screen.getByText('Card No. 10000042');
    expect(screen.getByRole('progressbar', { name: 'Growth value' }).getAttribute('aria-valuenow')).toBe(
      '24',
    );
    const gold = screen.getByTestId('level-item-gold').textContent;
    for (const text of [
      'Reached at 2000 growth',
      'Buy for',
      'Priority pickup',
      '5% off every order',
      '100 bonus',
    ])
      expect(gold).toContain(text);
    within(screen.getByTestId('level-item-regular')).getByText('Your level');
    await screen.findByText(/200 points/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' }).value).toMatch(
      /#\/subpackages\/account\/invitePayUpgrade\?inviterUid=42&categoryId=3$/,
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect(router.current().query).toMatchObject({ type: 'update' });
  });

  it("promises points on the member card only from the store's point rule", async () => {
    open({}, levelReads(42, 50));
    await screen.findByRole('heading', { level: 2, name: 'Regular' });
    // The test store has no rule: no promise.
    expect(screen.queryByTestId('level-points-promise')).toBeNull();
    cleanup();
    await bootStore(1001, { sections: [] }, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
    open({}, levelReads(42, 50));
    expect((await screen.findByTestId('level-points-promise')).textContent).toBe(
      'Members earn 1 point for every ¥1.00 spent.',
    );
  });

  it('pays for Gold from the balance with one key however often it is tapped, then shows the result', async () => {
    const { user } = open(
      { type: 'update' },
      {
        ...levelReads(42, 50),
        [levelEndpoints.updateCategory.path]: () => upgradeAnswer(2),
      },
    );
    await waitFor(() => expect(balanceMethod().checked).toBe(true));
    expect(radio(/^Gold/).checked).toBe(true);
    await user.click(radio(/^Black/));
    // Black costs more than the balance: the online method is the default now, balance says it is short.
    await waitFor(() => expect(onlineMethod().checked).toBe(true));
    radio(/^Member balance.*not enough/);
    await user.click(radio(/^Gold/));
    await user.click(balanceMethod());
    await user.dblClick(await payButton());
    await waitFor(() => expect(router.current().query).toMatchObject({ orderno: '2026112110000099' }));
    expect(upgrades()).toHaveLength(1);
    expect(upgrades()[0]).toMatchObject({ categoryId: 3, payMethod: 2 });
    expect(upgrades()[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('asks for the payment password when the member has one, and keeps the keypad open on a wrong one', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_WRONG', '支付密码错误'), upgradeAnswer(2)];
    const { user } = open(
      { type: 'update' },
      {
        ...levelReads(42, 50, true),
        [levelEndpoints.updateCategory.path]: () => answers.shift(),
      },
    );
    await user.click(await payButton());
    expect(payKeypad()).not.toBeNull();
    await keyIn(user, '111111');
    await waitFor(() => expect(keypadProblem()).toBe('The payment password is incorrect'));
    await keyIn(user, '246810');
    await waitFor(() => expect(router.current().query).toMatchObject({ orderno: '2026112110000099' }));
    expect(upgrades().map((u) => u.payPassword)).toEqual(['111111', '246810']);
    expect(upgrades()[1]!.idempotencyKey).toBe(upgrades()[0]!.idempotencyKey);
  });

  it('opens the gateway for an online method, which leads back to the level page', async () => {
    const { user } = open(
      { type: 'update' },
      {
        ...levelReads(42, 0),
        [levelEndpoints.updateCategory.path]: () => upgradeAnswer(4),
        'order/wxpay': (body) => ({
          orderNo: body.orderNo,
          localOrderNo: '2026112110000099-abc123',
          payMethod: 4,
          amount: 30,
          wechat: null,
          alipay: null,
          webPayPath: '/pages/web/webpay?prepayId=pp_12345678&orderNo=2026112110000099&localOrderNo=x',
        }),
      },
    );
    await waitFor(() => expect(onlineMethod().checked).toBe(true));
    await user.click(await payButton());
    await waitFor(() => expect(router.current().path).toBe('/pages/web/webpay'));
    expect(router.current().query).toMatchObject({
      prepayId: 'pp_12345678',
      returnTo: '/subpackages/account/customerLevel?type=update',
    });
    expect(page.calls.find((c) => c.path === 'order/wxpay')?.body).toEqual({
      orderNo: '2026112110000099',
      payMethod: 4,
    });
  });

  it('shows a refusal under the form and pays nothing', async () => {
    const { user } = open(
      { type: 'update' },
      {
        ...levelReads(42, 50),
        [levelEndpoints.updateCategory.path]: () =>
          new Refusal(409, 'LEVEL_NOT_HIGHER', '只能升级到更高的等级'),
      },
    );
    await user.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You can only upgrade to a higher level');
    expect(router.current().query).toMatchObject({ type: 'update' });
  });
});

describe('the upgrade result', () => {
  const detail = (status: string) => ({
    ...upgradeAnswer(4),
    status,
    needPay: status === 'unpaid',
    paidAmount: status === 'completed' ? 30 : 0,
    refundedAmount: status === 'refunded' ? 30 : 0,
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: null,
    completedAt: null,
    inviterUid: null,
  });

  it('confirms the online payment first, then shows the new level', async () => {
    const { user } = open(
      { type: 'update', orderno: '2026112110000099', localOrderNo: '2026112110000099-abc123' },
      {
        ...levelReads(42, 0),
        'order/QueryPayResult': () => ({ result: { finish: 1 }, orderNo: '2026112110000099' }),
        [levelEndpoints.upgradeOrderDetail.path]: () => detail('completed'),
      },
    );
    await screen.findByRole('heading', { name: 'You are now Gold' });
    await user.click(screen.getByRole('button', { name: 'Go to the member centre' }));
    expect(router.current().path).toBe('/subpackages/account/account');
  });

  it('says when the money went back, or when the order still waits for its payment', async () => {
    const refunded = open(
      { type: 'update', orderno: '2026112110000099' },
      { ...levelReads(42, 0), [levelEndpoints.upgradeOrderDetail.path]: () => detail('refunded') },
    );
    await screen.findByRole('heading', { name: 'Payment refunded' });
    refunded.unmount();
    open(
      { type: 'update', orderno: '2026112110000099' },
      { ...levelReads(42, 0), [levelEndpoints.upgradeOrderDetail.path]: () => detail('unpaid') },
    );
    await screen.findByRole('button', { name: 'Pay now' });
  });
});
