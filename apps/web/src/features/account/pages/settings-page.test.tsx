// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { eventually, memberPageTest, Refusal, settle } from '../../../test/legacy-harness.tsx';
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
const { el } = page;

async function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  page.api(handlers);
  await page.render('/subpackages/account/setting', <SettingsPage />);
  await settle();
}

describe('settings page', () => {
  it('shows a guest the language and the terms only, asking nothing of the server', async () => {
    session.signOut();
    await open({});
    expect(el('language-switch')).not.toBeNull();
    expect(el('settings-terms')?.getAttribute('href')).toContain('/subpackages/account/termsList');
    for (const id of ['settings-password', 'settings-withdraw', 'settings-deregister', 'settings-logout']) {
      expect(el(id)).toBeNull();
    }
    expect(page.calls).toEqual([]);
  });

  it('offers switching account only when the phone carries two or more', async () => {
    await open({ 'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }) });
    expect(el('settings-password')).not.toBeNull();
    expect(el('settings-switch-account')).toBeNull();
    page.view.unmount();
    await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true), account(2, false)] }),
    });
    await eventually(() => expect(el('settings-switch-account')).not.toBeNull());
    await act(async () => el('settings-switch-account')!.click());
    expect(page.view.container.ownerDocument.querySelector('[data-testid="account-chooser"]')).not.toBeNull();
    expect(el('account-choice-2')).not.toBeNull();
  });

  it('withdraws the privacy consent after a confirmation, then logs out', async () => {
    await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }),
      'customeraccount/CancelAgreePrivacy': () => ({}),
    });
    await act(async () => el('settings-withdraw')!.click());
    expect(dialogSnapshot()?.title).toBe('Withdraw your consent?');
    await act(async () => dialogSnapshot()!.resolve(true));
    await eventually(() => expect(session.token()).toBeNull());
    expect(page.calls.filter((c) => c.path === 'customeraccount/CancelAgreePrivacy')).toHaveLength(1);
    expect(toastSnapshot()?.text).toBe('Consent withdrawn. You have been logged out.');
    expect(router.current().path).toBe('/subpackages/account/account');
  });

  it('stays logged in when there is no consent to withdraw', async () => {
    await open({
      'customeraccount/GetCustomersByTel': () => ({ accounts: [account(1, true)] }),
      'customeraccount/CancelAgreePrivacy': () => new Refusal(409, 'CANCEL_AGREEMENT_FAILED', '取消授权失败'),
    });
    await act(async () => el('settings-withdraw')!.click());
    await act(async () => dialogSnapshot()!.resolve(true));
    await eventually(() => expect(toastSnapshot()?.text).toBe('Could not withdraw the agreement'));
    expect(session.token()).toBe('member-token');
  });
});
