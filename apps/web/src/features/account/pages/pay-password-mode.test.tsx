// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { retype } from '../../../test/render.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { PasswordPage } from './password-page.tsx';

const passwordPath = '/subpackages/account/password';
const page = memberPageTest();

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);
const callsTo = (path: string) =>
  page.calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);

const status =
  (hasPayPassword: boolean, hasPhone = true) =>
  () => ({
    hasPayPassword,
    hasPhone,
    phoneMasked: hasPhone ? '138****8000' : '',
  });

function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>, query = { type: 'pay' }) {
  page.api(handlers);
  navigate('/pages/home/index');
  return page.render(passwordPath, <PasswordPage />, query).user;
}

describe('payment password mode of the password page', () => {
  it('sends the code to the bound phone, checks six digits twice in place, saves and goes back', async () => {
    let refuse = true;
    const user = open({
      'customeraccount/IfHasPayPassword': status(false),
      'customeraccount/SendSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SetPayPassword': () =>
        refuse ? new Refusal(422, 'SMS_CODE_WRONG', '验证码错误') : {},
    });
    await screen.findByLabelText('Payment password');
    screen.getByRole('heading', { level: 1, name: 'Payment password' });
    const submit = button('Set payment password');
    screen.getByText(/138\*\*\*\*8000/);

    await user.click(button('Send code'));
    await screen.findByRole('button', { name: /Resend in \d+s/ });
    expect(callsTo('SendSecurityCodeCode')).toEqual([{ purpose: 'payPassword' }]);

    await user.click(submit);
    expect(errors()).toHaveLength(1);
    await user.type(field('Verification code'), '482913');
    // Only digits are taken, six at most.
    await user.type(field('Payment password'), '12ab34567');
    expect(field('Payment password').value).toBe('123456');
    expect(field('Payment password').getAttribute('inputmode')).toBe('numeric');
    await user.type(field('Confirm payment password'), '123455');
    await user.click(submit);
    expect(errors()).toEqual(['The two passwords do not match']);
    expect(callsTo('SetPayPassword')).toHaveLength(0);

    await retype(user, field('Confirm payment password'), '123456');
    await user.click(submit);
    await waitFor(() => expect(field('Verification code').getAttribute('aria-invalid')).toBe('true'));
    refuse = false;
    await retype(user, field('Verification code'), '482914');
    await user.click(submit);
    await waitFor(() => expect(router.current().path).toBe('/pages/home/index'));
    expect(callsTo('SetPayPassword').at(-1)).toEqual({
      code: '482914',
      password: '123456',
      confirmPassword: '123456',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Payment password saved', kind: 'success' });
  });

  it('turns an already-sent code into the running countdown with a notice, not an error', async () => {
    const user = open({
      // Another phone than the other cases: resend waits outlive a page, kept per phone.
      'customeraccount/IfHasPayPassword': () => ({ ...status(true)(), phoneMasked: '139****0042' }),
      'customeraccount/SendSecurityCodeCode': () =>
        new Refusal(429, 'SMS_RESEND_WAIT', '验证码已发送，请42秒后重试', { Seconds: 42 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: /Resend in 4\ds/ });
    expect(resend.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/4\d/);
    expect(errors()).toEqual([]);
  });

  it('needs a bound phone', async () => {
    open({ 'customeraccount/IfHasPayPassword': status(true, false) });
    expect((await screen.findByRole('alert')).textContent).toBe('No phone number is bound');
    expect(button('Reset payment password').disabled).toBe(true);
  });

  it('is reachable from the login password page, and leads back to it', async () => {
    const user = open(
      {
        'customeraccount/IfHasPassword': () => ({
          hasPassword: true,
          hasPhone: true,
          phoneMasked: '138****8000',
        }),
        'customeraccount/IfHasPayPassword': status(true),
      },
      {} as { type: string },
    );
    await user.click(await screen.findByRole('link', { name: /^Payment password/ }));
    expect(router.current().query.type).toBe('pay');
    await screen.findByLabelText('Payment password');
    await user.click(screen.getByRole('link', { name: /^Login password/ }));
    expect(router.current().query.type).toBeUndefined();
    await screen.findByLabelText('Current password');
  });
});
