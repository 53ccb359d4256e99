// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { retype } from '../../../test/render.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { PasswordPage } from './password-page.tsx';

const page = memberPageTest();
const passwordPath = '/subpackages/account/password';
const memberCentrePath = '/subpackages/account/account';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);
const callsTo = (path: string) =>
  page.calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);

function status(hasPassword: boolean, hasPhone = true) {
  return () => ({ hasPassword, hasPhone, phoneMasked: hasPhone ? '138****8000' : '' });
}

function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  page.api(handlers);
  return page.render(passwordPath, <PasswordPage />).user;
}

describe('password page', () => {
  it('sets the first password: checks in place before any call, then a toast and the member centre', async () => {
    const user = open({
      'customeraccount/IfHasPassword': status(false),
      'customeraccount/SetPasswordFirstTime': () => ({}),
    });
    const input = await screen.findByLabelText<HTMLInputElement>('New password');
    expect(title()).toBe('Set password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(input.maxLength).toBe(6);

    await user.click(button('Set password'));
    expect(errors()).toEqual(['The password must be 6 letters, digits or symbols']);
    await user.type(field('New password'), 'ab c12');
    await user.click(button('Set password'));
    expect(errors()).toEqual(['The password must be 6 letters, digits or symbols']);
    await retype(user, field('New password'), 'ab#c12');
    await user.type(field('Confirm new password'), 'ab#c13');
    await user.click(button('Set password'));
    expect(errors()).toEqual(['The two passwords do not match']);
    expect(field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('SetPasswordFirstTime')).toHaveLength(0);

    // The eye beside the new password shows what was typed.
    const eye = screen
      .getAllByRole('button', { name: 'Show password' })
      .find((b) => b.getAttribute('aria-controls') === field('New password').id)!;
    await user.click(eye);
    expect(field('New password').type).toBe('text');
    expect(eye.getAttribute('aria-label')).toBe('Hide password');

    await retype(user, field('Confirm new password'), 'ab#c12');
    expect(errors()).toEqual([]);
    await user.click(button('Set password'));
    await waitFor(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordFirstTime')).toEqual([{ password: 'ab#c12', confirmPassword: 'ab#c12' }]);
    expect(toastSnapshot()).toMatchObject({ text: 'Password set', kind: 'success' });
  });

  it('changes with the old password, showing a refusal translated at the old password', async () => {
    let refuse = true;
    const user = open({
      'customeraccount/IfHasPassword': status(true),
      'customeraccount/SetPasswordByOld': () =>
        refuse ? new Refusal(422, 'MEMBER_PASSWORD_WRONG', 'wrong (server text)') : {},
    });
    const old = await screen.findByLabelText('Current password');
    expect(title()).toBe('Change password');
    expect(old.getAttribute('autocomplete')).toBe('current-password');

    await user.type(field('New password'), 'Abc123');
    await user.type(field('Confirm new password'), 'Abc123');
    await user.click(button('Change password'));
    expect(errors()).toEqual(['Please enter your current password']);
    expect(callsTo('SetPasswordByOld')).toHaveLength(0);

    await user.type(field('Current password'), 'old999');
    await user.click(button('Change password'));
    await waitFor(() => expect(errors()).toEqual(['The password is incorrect']));
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(router.current().path).toBe(passwordPath);

    refuse = false;
    await retype(user, field('Current password'), 'old123');
    await user.click(button('Change password'));
    await waitFor(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordByOld').at(-1)).toEqual({
      oldPassword: 'old123',
      password: 'Abc123',
      confirmPassword: 'Abc123',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Password changed', kind: 'success' });
  });

  it('resets by an SMS code to the bound phone, with the resend countdown', async () => {
    const user = open({
      'customeraccount/IfHasPassword': status(true),
      'customeraccount/SendSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SetPasswordBySecurityCode': (body) =>
        body.code === '123456' ? {} : new Refusal(400, 'SMS_CODE_WRONG'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Forgot the old password? Reset by SMS code' }),
    );
    expect(title()).toBe('Reset password');
    screen.getByText('We will send a verification code to 138****8000.');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await user.click(button('Send code'));
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Resend in 60s' });
    expect(callsTo('SendSecurityCodeCode')).toEqual([{ purpose: 'password' }]);
    expect(resend.disabled).toBe(true);

    await user.type(field('New password'), 'xyz789');
    await user.type(field('Confirm new password'), 'xyz789');
    await user.click(button('Reset password'));
    expect(errors()).toEqual(['Please enter the verification code']);
    await user.type(field('Verification code'), '000000');
    await user.click(button('Reset password'));
    await waitFor(() => expect(errors()).toEqual(['The verification code is incorrect']));
    expect(field('Verification code').getAttribute('aria-invalid')).toBe('true');

    await retype(user, field('Verification code'), '123456');
    await user.click(button('Reset password'));
    await waitFor(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SetPasswordBySecurityCode').at(-1)).toEqual({
      code: '123456',
      password: 'xyz789',
      confirmPassword: 'xyz789',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Password changed', kind: 'success' });
  });

  it('disables the reset without a bound phone', async () => {
    const user = open({ 'customeraccount/IfHasPassword': status(true, false) });
    await user.click(
      await screen.findByRole('button', { name: 'Forgot the old password? Reset by SMS code' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('No phone number is bound');
    expect(button('Send code').disabled).toBe(true);
    expect(button('Reset password').disabled).toBe(true);
    expect(field('Verification code').disabled).toBe(true);
    expect(field('New password').disabled).toBe(true);
    await user.click(button('Remember it? Change with the current password'));
    expect(field('Current password').disabled).toBe(false);
    expect(callsTo('SendSecurityCodeCode')).toHaveLength(0);
  });
});
