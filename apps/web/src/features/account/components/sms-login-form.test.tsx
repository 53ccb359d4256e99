// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders, retype } from '../../../test/render.tsx';
import { fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { passingSlider, passSlider } from './slider-test-kit.ts';
import { SmsLoginForm } from './sms-login-form.tsx';

/** Answers a path's calls with these answers in turn; a call beyond them fails the test. */
function inTurn(...answers: unknown[]) {
  return () => {
    if (answers.length === 0) throw new Error('unexpected call');
    return answers.shift();
  };
}

beforeAll(() => setLocale('en'));
afterEach(() => {
  session.signOut();
});

/** The form with the terms tick held by the test, as the login page holds it for all its forms. */
function Host({ onLoggedIn }: { onLoggedIn: (way: string) => void }) {
  const [agreed, setAgreed] = useState(false);
  return <SmsLoginForm agreement={{ agreed, setAgreed }} onLoggedIn={onLoggedIn} />;
}

const mount = (onLoggedIn = vi.fn()) => renderWithProviders(<Host onLoggedIn={onLoggedIn} />).user;
const phone = () => screen.getByLabelText('Phone number');
const code = () => screen.getByLabelText('Verification code');
const agreement = () => screen.getByRole('checkbox', { name: /^I have read and agree/ });
const button = (name: string) => screen.getByRole('button', { name });
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);

describe('SMS login form', () => {
  it('checks the phone, then the agreement, then passes the slider before sending a code', async () => {
    const calls = fakeApi({
      ...passingSlider('token-1'),
      'customeraccount/SendSecurityCodeCode': inTurn({ countdownSeconds: 60 }),
    });
    const user = mount();
    await user.click(button('Send code'));
    expect(errors()).toEqual(['Please enter your phone number']);
    await user.type(phone(), '12345');
    await user.click(button('Send code'));
    expect(errors()).toEqual(['The phone number is not valid']);
    await retype(user, phone(), '138 0013 8000');
    await user.click(button('Send code'));
    expect(errors()).toEqual(['Please read and agree to the Terms of Service and the Privacy Policy first']);
    expect(calls).toHaveLength(0);
    await user.click(agreement());
    await user.click(button('Send code'));
    await passSlider(user);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('customeraccount/SendSecurityCodeCode'));
    expect(calls.at(-1)).toEqual({
      path: 'customeraccount/SendSecurityCodeCode',
      body: { phone: '13800138000', sliderToken: 'token-1', purpose: 'login', agreed: true },
    });
    await screen.findByRole('button', { name: 'Resend in 60s' });
  });

  it('shows a wrong code at the code field, then logs in with the guest cart key', async () => {
    const user = { isLogin: true, uid: 7 };
    const calls = fakeApi({
      'customeraccount/signin': inTurn(new Refusal(422, 'SMS_CODE_WRONG', '验证码错误'), {
        token: 'session-token',
        user,
      }),
    });
    const onLoggedIn = vi.fn();
    const shopper = mount(onLoggedIn);
    await shopper.type(phone(), '13900139000');
    await shopper.click(agreement());
    await shopper.click(button('Log in'));
    expect(errors()).toEqual(['Please enter the verification code']);
    await shopper.type(code(), '000000');
    await shopper.click(button('Log in'));
    // The code is what was wrong: no word of a password on the SMS tab.
    expect(errors()).toEqual(['The verification code is incorrect']);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(onLoggedIn).not.toHaveBeenCalled();
    await retype(shopper, code(), '123456');
    await shopper.click(button('Log in'));
    expect(calls[1]!.body).toMatchObject({ phone: '13900139000', code: '123456', agreed: true });
    expect(calls[1]!.body.cartKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(session.token()).toBe('session-token');
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });

  it('counts down the wait the server names when a code was sent already', async () => {
    fakeApi({
      ...passingSlider(),
      'customeraccount/SendSecurityCodeCode': inTurn(
        new Refusal(429, 'SMS_RESEND_WAIT', '验证码已发送，请45秒后重试', { Seconds: 45 }),
      ),
    });
    const user = mount();
    await user.type(phone(), '13700137000');
    await user.click(agreement());
    await user.click(button('Send code'));
    await passSlider(user);
    await screen.findByRole('button', { name: 'Resend in 45s' });
    expect(screen.getByRole('status').textContent).toBe('Code sent, please retry in 45 seconds');
    // Another number is not held up by this one's wait.
    await retype(user, phone(), '13600136000');
    button('Send code');
  });
});
