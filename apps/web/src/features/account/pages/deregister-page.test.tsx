// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { DeregisterPage } from './deregister-page.tsx';

const page = memberPageTest({ beforeUnmount: () => dialogSnapshot()?.resolve(false) });
const path = '/subpackages/account/deregister';
const assets = () => ({
  assets: [
    { kind: 'balance', unit: 'money', amount: 120.5, name: '余额' },
    { kind: 'points', unit: 'count', amount: 1280, name: '积分' },
    { kind: 'coupons', unit: 'count', amount: 3, name: '优惠券', value: 18 },
    { kind: 'giftItems', unit: 'count', amount: 2, name: '赠品' },
    { kind: 'giftCards', unit: 'count', amount: 0, name: '礼品卡' },
  ],
});
const disableCalls = () => page.calls.filter((c) => c.path === 'customeraccount/disable');
const forfeited = () => within(screen.getByRole('region', { name: 'What you will lose' }));
const reminder = () => screen.getByRole('checkbox', { name: /^I have read the above/ });
const deregister = () => screen.getByRole('button', { name: 'Deregister' });

async function open(
  disable: (body: Record<string, unknown>) => unknown = () => ({
    disabled: true,
    disabledAt: '2024-06-01T00:00:00Z',
  }),
) {
  page.api({ 'customeraccount/GetDeregisterAssets': assets, 'customeraccount/disable': disable });
  const { user } = page.render(path, <DeregisterPage />);
  await waitFor(() => forfeited().getByRole('list'));
  return user;
}

describe('deregister page', () => {
  it('lists what would be forfeited, in the store’s money, with the server’s name for a kind it does not know', async () => {
    await open();
    expect(
      forfeited()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Balance¥120.50', 'Points1,280', 'Coupons3Worth ¥18.00', 'Gift items to collect2', '礼品卡0']);
  });

  it('refuses until the reminder is ticked, then asks once more and deregisters', async () => {
    const user = await open();
    await user.click(deregister());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please read and tick the deregistration reminder first',
    );
    expect(dialogSnapshot()).toBeNull();
    expect(disableCalls()).toEqual([]);

    await user.click(reminder());
    await user.click(deregister());
    expect(dialogSnapshot()?.message).toBe('Your account will be closed immediately. This cannot be undone.');
    await act(async () => dialogSnapshot()!.resolve(false));
    expect(disableCalls()).toEqual([]);

    await user.click(deregister());
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() => expect(session.token()).toBeNull());
    expect(disableCalls().map((c) => c.body)).toEqual([{ disableType: 2, reminderAccepted: true }]);
    expect(router.current().path).toBe('/subpackages/account/account');
    expect(toastSnapshot()?.text).toBe('Your account has been deregistered');
  });

  it('stays logged in and says why when the server refuses', async () => {
    const user = await open(() => new Refusal(400, 'DEREGISTER_REMINDER_REQUIRED', '请先阅读并勾选注销提醒'));
    await user.click(reminder());
    await user.click(deregister());
    await act(async () => dialogSnapshot()!.resolve(true));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please read and tick the deregistration reminder first',
    );
    expect(session.token()).toBe('member-token');
  });
});
