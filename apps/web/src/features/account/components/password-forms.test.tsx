// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { LoginPasswordForm } from './login-password-form.tsx';
import { PayPasswordForm } from './pay-password-form.tsx';

// The forms of the password page on their own, as a shopper meets them: by labels, roles and texts.

beforeAll(() => setLocale('en'));

const show = (ui: ReactNode) => renderWithProviders(ui).user;

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const status = (phoneMasked: string, hasPhone = true) => ({ hasPassword: true, hasPhone, phoneMasked });

describe('changing the login password', () => {
  it('shows one problem at a time, the topmost, with the focus on its field', async () => {
    fakeApi({});
    const user = show(<LoginPasswordForm mode="change" status={status('138****8000')} onMode={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(alerts()).toEqual(['Please enter your current password']);
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));

    // Typing clears the problem; the form is checked again only when sent.
    await user.type(screen.getByLabelText('Current password'), 'old123');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(alerts()).toEqual(['The password must be 6 letters, digits or symbols']);
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    // The rule gives way to the problem under the new password.
    expect(screen.queryByText('Exactly 6 characters: letters, digits or symbols.')).toBeNull();
  });

  it("shows the server's refusal of the old password at the old password", async () => {
    const calls = fakeApi({
      'customeraccount/SetPasswordByOld': () => new Refusal(422, 'MEMBER_PASSWORD_WRONG', '密码错误'),
    });
    const user = show(<LoginPasswordForm mode="change" status={status('138****8000')} onMode={vi.fn()} />);
    await user.type(screen.getByLabelText('Current password'), 'old999');
    await user.type(screen.getByLabelText('New password'), 'Abc123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abc123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password is incorrect');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.body)).toEqual([
      { oldPassword: 'old999', password: 'Abc123', confirmPassword: 'Abc123' },
    ]);
  });

  it('offers the reset by SMS code, and goes back to the old password from it', async () => {
    fakeApi({});
    const onMode = vi.fn();
    const user = show(<LoginPasswordForm mode="reset" status={status('138****8000')} onMode={onMode} />);
    screen.getByText('We will send a verification code to 138****8000.');
    await user.click(screen.getByRole('button', { name: 'Remember it? Change with the current password' }));
    expect(onMode).toHaveBeenCalledWith('change');
  });
});

describe('setting the payment password', () => {
  const payStatus = (hasPhone = true) => ({ hasPayPassword: false, hasPhone, phoneMasked: '137****0077' });

  it('takes digits only, and checks the code first', async () => {
    const calls = fakeApi({});
    const user = show(<PayPasswordForm status={payStatus()} />);
    await user.type(screen.getByLabelText('Payment password'), '12ab34567');
    expect(input('Payment password').value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(alerts()).toEqual(['Please enter the verification code']);
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    expect(calls).toEqual([]);
  });

  it('shows a refused send under the form, and clears it once the shopper types', async () => {
    fakeApi({ 'customeraccount/SendSecurityCodeCode': () => new Refusal(429, 'TOO_FREQUENT') });
    const user = show(<PayPasswordForm status={payStatus()} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, please try again later');
    await user.type(screen.getByLabelText('Verification code'), '1');
    expect(alerts()).toEqual([]);
  });

  it('cannot be sent without a bound phone, while the digits may still be typed', async () => {
    fakeApi({});
    show(<PayPasswordForm status={payStatus(false)} />);
    expect(screen.getByRole('alert').textContent).toBe('No phone number is bound');
    expect((screen.getByRole('button', { name: 'Set payment password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(true);
    expect(input('Verification code').disabled).toBe(true);
    expect(input('Payment password').disabled).toBe(false);
  });
});
