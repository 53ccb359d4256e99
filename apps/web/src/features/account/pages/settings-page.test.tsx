// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal, settle } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { SettingsPage } from './settings-page.tsx';

const page = memberPageTest({ beforeUnmount: () => dialogSnapshot()?.resolve(false) });
const account = (uid: number, current: boolean) => ({
  uid,
  memberNo: `1000000${uid}`,
  name: `Member ${uid}`,
  categoryName: '',
  joinedOn: '2024-01-02',
  current,
});
// Each row reads as its title, then its second line.
const link = (title: string) => screen.queryByRole('link', { name: new RegExp(`^${title}`) });
const button = (title: string) => screen.queryByRole('button', { name: new RegExp(`^${title}`) });

async function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  page.api(handlers);
  const rendered = page.render('/subpackages/account/setting', <SettingsPage />);
  // Let the page ask what it asks (the accounts on the phone), so what it leaves out is left out for good.
  await settle();
  return rendered;
}

describe('settings page', () => {
  it('shows a guest the language and the terms only, asking nothing of the server', async () => {
    session.signOut();
    await open({});
    screen.getByRole('group', { name: 'Language' });
    expect(link('Terms and policies')?.getAttribute('href')).toContain('/subpackages/account/termsList');
    expect(link('Password')).toBeNull();
    expect(button('Withdraw privacy consent')).toBeNull();
    expect(link('Deregister account')).toBeNull();
    expect(button('Log out')).toBeNull();
    expect(page.calls).toEqual([]);
  });

  it('offers switching account only when the phone carries two or more', async () => {
    const first = await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }),
    });
    expect(link('Password')).not.toBeNull();
    expect(button('Switch account')).toBeNull();
    first.unmount();
    const { user } = await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true), account(2, false)] }),
    });
    await user.click(await screen.findByRole('button', { name: /^Switch account/ }));
    const chooser = screen.getByRole('dialog', { name: 'Switch account' });
    within(chooser).getByRole('button', { name: /^Member 2/ });
  });

  it('withdraws the privacy consent after a confirmation, then logs out', async () => {
    const { user } = await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }),
      'customeraccount/CancelAgreePrivacy': () => ({}),
    });
    await user.click(button('Withdraw privacy consent')!);
    expect(dialogSnapshot()?.title).toBe('Withdraw your consent?');
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() => expect(session.token()).toBeNull());
    expect(page.calls.filter((c) => c.path === 'customeraccount/CancelAgreePrivacy')).toHaveLength(1);
    expect(toastSnapshot()?.text).toBe('Consent withdrawn. You have been logged out.');
    expect(router.current().path).toBe('/subpackages/account/account');
  });

  it('stays logged in when there is no consent to withdraw', async () => {
    const { user } = await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }),
      'customeraccount/CancelAgreePrivacy': () => new Refusal(409, 'CANCEL_AGREEMENT_FAILED', '取消授权失败'),
    });
    await user.click(button('Withdraw privacy consent')!);
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() => expect(toastSnapshot()?.text).toBe('Could not withdraw the agreement'));
    expect(session.token()).toBe('member-token');
  });
});
