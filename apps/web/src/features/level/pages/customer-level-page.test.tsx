// @vitest-environment happy-dom
import { levelEndpoints } from '@shop/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { eventually, type Handler, memberPageTest, Refusal } from '../../../test/legacy-harness.tsx';
import { activatInfoRef, loadCategorysRef, upgradeInfoRef, upgradeRewardRuleRef } from '../api/levels.ts';
import { updateCategoryRef, upgradeOrderDetailRef } from '../api/update-category.ts';
import { CustomerLevelPage } from './customer-level-page.tsx';
import { levelReads, upgradeAnswer } from './level-test-data.ts';

const page = memberPageTest();
const byTestId = page.el;
const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
const upgrades = () =>
  page.calls.filter((c) => c.path === levelEndpoints.updateCategory.path).map((c) => c.body);

async function open(query: Record<string, string>, handlers: Record<string, Handler>) {
  page.api(handlers);
  await page.render('/subpackages/account/customerLevel', <CustomerLevelPage />, query);
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
    await open({}, levelReads(42, 50));
    await eventually(() => expect(byTestId('level-current')?.textContent).toBe('Regular'));
    expect(byTestId('level-next')?.textContent).toBe('380 more to reach Silver');
    expect(byTestId('level-card')?.textContent).toContain('Card No. 10000042');
    expect(page.view.container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('24');
    const gold = byTestId('level-item-gold')!.textContent;
    for (const text of [
      'Reached at 2000 growth',
      'Buy for',
      'Priority pickup',
      '5% off every order',
      '100 bonus',
    ])
      expect(gold).toContain(text);
    expect(byTestId('level-item-regular')?.textContent).toContain('Your level');
    await eventually(() => expect(byTestId('invite-reward')?.textContent).toContain('200 points'));
    expect((byTestId('invite-link') as HTMLInputElement).value).toMatch(
      /#\/subpackages\/account\/invitePayUpgrade\?inviterUid=42&categoryId=3$/,
    );
    await click(byTestId('level-upgrade'));
    expect(router.current().query).toMatchObject({ type: 'update' });
  });

  it('pays for Gold from the balance with one key however often it is tapped, then shows the result', async () => {
    await open(
      { type: 'update' },
      {
        ...levelReads(42, 50),
        [levelEndpoints.updateCategory.path]: () => upgradeAnswer(2),
      },
    );
    await eventually(() => expect(byTestId('upgrade-method-2')?.querySelector('input')?.checked).toBe(true));
    expect(byTestId('upgrade-choice-gold')?.querySelector('input')?.checked).toBe(true);
    await click(byTestId('upgrade-choice-black')?.querySelector('input'));
    // Black costs more than the balance: the online method is the default now, balance says it is short.
    await eventually(() => expect(byTestId('upgrade-method-4')?.querySelector('input')?.checked).toBe(true));
    expect(byTestId('upgrade-method-2')?.textContent).toContain('not enough');
    await click(byTestId('upgrade-choice-gold')?.querySelector('input'));
    await click(byTestId('upgrade-method-2')?.querySelector('input'));
    const pay = byTestId('upgrade-pay')!;
    await act(async () => {
      pay.click();
      pay.click();
    });
    await eventually(() => expect(router.current().query).toMatchObject({ orderno: '2026112110000099' }));
    expect(upgrades()).toHaveLength(1);
    expect(upgrades()[0]).toMatchObject({ categoryId: 3, payMethod: 2 });
    expect(upgrades()[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('asks for the payment password when the member has one, and keeps the keypad open on a wrong one', async () => {
    const answers: unknown[] = [new Refusal(422, 'PAY_PASSWORD_WRONG', '支付密码错误'), upgradeAnswer(2)];
    await open(
      { type: 'update' },
      {
        ...levelReads(42, 50, true),
        [levelEndpoints.updateCategory.path]: () => answers.shift(),
      },
    );
    await eventually(() => expect(byTestId('upgrade-pay')).not.toBeNull());
    await click(byTestId('upgrade-pay'));
    expect(byTestId('pay-password-sheet')).not.toBeNull();
    for (const d of '111111') await click(byTestId(`pay-key-${d}`));
    await eventually(() =>
      expect(byTestId('pay-password-error')?.textContent).toBe('The payment password is incorrect'),
    );
    for (const d of '246810') await click(byTestId(`pay-key-${d}`));
    await eventually(() => expect(router.current().query).toMatchObject({ orderno: '2026112110000099' }));
    expect(upgrades().map((u) => u.payPassword)).toEqual(['111111', '246810']);
    expect(upgrades()[1]!.idempotencyKey).toBe(upgrades()[0]!.idempotencyKey);
  });

  it('opens the gateway for an online method, which leads back to the level page', async () => {
    await open(
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
    await eventually(() => expect(byTestId('upgrade-method-4')?.querySelector('input')?.checked).toBe(true));
    await click(byTestId('upgrade-pay'));
    await eventually(() => expect(router.current().path).toBe('/pages/web/webpay'));
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
    await open(
      { type: 'update' },
      {
        ...levelReads(42, 50),
        [levelEndpoints.updateCategory.path]: () =>
          new Refusal(409, 'LEVEL_NOT_HIGHER', '只能升级到更高的等级'),
      },
    );
    await eventually(() => expect(byTestId('upgrade-pay')).not.toBeNull());
    await click(byTestId('upgrade-pay'));
    await eventually(() =>
      expect(byTestId('upgrade-error')?.textContent).toBe('You can only upgrade to a higher level'),
    );
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
    await open(
      { type: 'update', orderno: '2026112110000099', localOrderNo: '2026112110000099-abc123' },
      {
        ...levelReads(42, 0),
        'order/QueryPayResult': () => ({ result: { finish: 1 }, orderNo: '2026112110000099' }),
        [levelEndpoints.upgradeOrderDetail.path]: () => detail('completed'),
      },
    );
    await eventually(() => expect(byTestId('upgrade-done')?.textContent).toContain('You are now Gold'));
    await click(byTestId('upgrade-to-member-centre'));
    expect(router.current().path).toBe('/subpackages/account/account');
  });

  it('says when the money went back, or when the order still waits for its payment', async () => {
    await open(
      { type: 'update', orderno: '2026112110000099' },
      { ...levelReads(42, 0), [levelEndpoints.upgradeOrderDetail.path]: () => detail('refunded') },
    );
    await eventually(() => expect(byTestId('upgrade-closed')?.textContent).toContain('Payment refunded'));
    page.view.unmount();
    await open(
      { type: 'update', orderno: '2026112110000099' },
      { ...levelReads(42, 0), [levelEndpoints.upgradeOrderDetail.path]: () => detail('unpaid') },
    );
    await eventually(() => expect(byTestId('upgrade-pay-again')).not.toBeNull());
  });
});
