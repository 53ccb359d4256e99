// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { eventually, memberPageTest, Refusal } from '../../../test/legacy-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { PasswordPage } from './password-page.tsx';

const page = memberPageTest();
const { el, type, click } = page;
const passwordPath = '/subpackages/account/password';
const memberCentrePath = '/subpackages/account/account';

const errors = () =>
  [...page.view.container.querySelectorAll('.password-form__error')].map((e) => e.textContent);
const callsTo = (path: string) =>
  page.calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);

function status(hasPassword: boolean, hasPhone = true) {
  return () => ({ hasPassword, hasPhone, phoneMasked: hasPhone ? '138****8000' : '' });
}

async function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  page.api(handlers);
  await page.render(passwordPath, <PasswordPage />);
}

describe('password page', () => {
  it('sends a guest to log in, coming back here afterwards', async () => {
    session.signOut();
    await open({ 'customeraccount/IfHasPassword': status(false) });
    await eventually(() => expect(router.current().path).toBe('/subpackages/account/login'));
    expect(router.current().query).toMatchObject({ redirect: passwordPath });
    expect(page.calls).toHaveLength(0);
  });

  it('sets the first password: checks in place before any call, then a toast and the member centre', async () => {
    await open({
      'customeraccount/IfHasPassword': status(false),
      'customeraccount/SetPasswordFirstTime': () => ({}),
    });
    await eventually(() => expect(el('password-new')).not.toBeNull());
    expect(page.view.container.querySelector('h1')?.textContent).toBe('Set password');
    expect(el('password-old')).toBeNull();
    const input = el<HTMLInputElement>('password-new')!;
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(input.maxLength).toBe(6);

    await click('password-submit');
    expect(errors()).toEqual(['The password must be 6 letters, digits or symbols']);
    await type('password-new', 'ab c12');
    await click('password-submit');
    expect(errors()).toEqual(['The password must be 6 letters, digits or symbols']);
    await type('password-new', 'ab#c12');
    await type('password-confirm', 'ab#c13');
    await click('password-submit');
    expect(errors()).toEqual(['The two passwords do not match']);
    expect(el('password-confirm')?.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('SetPasswordFirstTime')).toHaveLength(0);

    // The eye shows what was typed.
    const eye = el('password-new')!.nextElementSibling as HTMLButtonElement;
    expect(eye.getAttribute('aria-label')).toBe('Show password');
    await act(async () => eye.click());
    expect(el<HTMLInputElement>('password-new')!.type).toBe('text');

    await type('password-confirm', 'ab#c12');
    expect(errors()).toEqual([]);
    await click('password-submit');
    await eventually(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordFirstTime')).toEqual([{ password: 'ab#c12', confirmPassword: 'ab#c12' }]);
    expect(toastSnapshot()).toMatchObject({ text: 'Password set', kind: 'success' });
  });

  it('changes with the old password, showing a refusal translated at the old password', async () => {
    let refuse = true;
    await open({
      'customeraccount/IfHasPassword': status(true),
      'customeraccount/SetPasswordByOld': () =>
        refuse ? new Refusal(400, 'SMS_CODE_WRONG', 'wrong (server text)') : {},
    });
    await eventually(() => expect(el('password-old')).not.toBeNull());
    expect(page.view.container.querySelector('h1')?.textContent).toBe('Change password');
    expect(el('password-old')?.getAttribute('autocomplete')).toBe('current-password');

    await type('password-new', 'Abc123');
    await type('password-confirm', 'Abc123');
    await click('password-submit');
    expect(errors()).toEqual(['Please enter your current password']);
    expect(callsTo('SetPasswordByOld')).toHaveLength(0);

    await type('password-old', 'old999');
    await click('password-submit');
    await eventually(() => expect(errors()).toEqual(['Verification code or password is incorrect']));
    expect(el('password-old')?.getAttribute('aria-invalid')).toBe('true');
    expect(router.current().path).toBe(passwordPath);

    refuse = false;
    await type('password-old', 'old123');
    await click('password-submit');
    await eventually(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordByOld').at(-1)).toEqual({
      oldPassword: 'old123',
      password: 'Abc123',
      confirmPassword: 'Abc123',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Password changed', kind: 'success' });
  });

  it('resets by an SMS code to the bound phone, with the resend countdown', async () => {
    await open({
      'customeraccount/IfHasPassword': status(true),
      'customeraccount/SendSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SetPasswordBySecurityCode': (body) =>
        body.code === '123456' ? {} : new Refusal(400, 'SMS_CODE_WRONG'),
    });
    await eventually(() => expect(el('password-mode-reset')).not.toBeNull());
    await click('password-mode-reset');
    expect(page.view.container.querySelector('h1')?.textContent).toBe('Reset password');
    expect(page.view.text()).toContain('We will send a verification code to 138****8000.');
    expect(el('password-old')).toBeNull();

    await click('password-send-code');
    await eventually(() => expect(el('password-send-code')?.textContent).toBe('Resend in 60s'));
    expect(callsTo('SendSecurityCodeCode')).toEqual([{ purpose: 'password' }]);
    expect(el<HTMLButtonElement>('password-send-code')!.disabled).toBe(true);

    await type('password-new', 'xyz789');
    await type('password-confirm', 'xyz789');
    await click('password-submit');
    expect(errors()).toEqual(['Please enter the verification code']);
    await type('password-code', '000000');
    await click('password-submit');
    await eventually(() => expect(errors()).toEqual(['Verification code or password is incorrect']));
    expect(el('password-code')?.getAttribute('aria-invalid')).toBe('true');

    await type('password-code', '123456');
    await click('password-submit');
    await eventually(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordBySecurityCode').at(-1)).toEqual({
      code: '123456',
      password: 'xyz789',
      confirmPassword: 'xyz789',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Password changed', kind: 'success' });
  });

  it('disables the reset without a bound phone', async () => {
    await open({ 'customeraccount/IfHasPassword': status(true, false) });
    await eventually(() => expect(el('password-mode-reset')).not.toBeNull());
    await click('password-mode-reset');
    expect(el('password-no-phone')?.textContent).toBe('No phone number is bound');
    expect(el<HTMLButtonElement>('password-send-code')!.disabled).toBe(true);
    expect(el<HTMLButtonElement>('password-submit')!.disabled).toBe(true);
    expect(el<HTMLInputElement>('password-code')!.disabled).toBe(true);
    expect(el<HTMLInputElement>('password-new')!.disabled).toBe(true);
    await click('password-mode-old');
    expect(el<HTMLInputElement>('password-old')!.disabled).toBe(false);
    expect(callsTo('SendSecurityCodeCode')).toHaveLength(0);
  });
});
