// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import {
  clickButton,
  eventually,
  fakeApi,
  Refusal,
  type Rendered,
  renderWithQuery,
  typeInto,
} from '../../../test/legacy-harness.tsx';
import { passingSlider, passSlider } from './slider-test-kit.ts';
import { SmsLoginForm } from './sms-login-form.tsx';

/** Answers a path's calls with these answers in turn; a call beyond them fails the test. */
function inTurn(...answers: unknown[]) {
  return () => {
    if (answers.length === 0) throw new Error('unexpected call');
    return answers.shift();
  };
}

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
  session.signOut();
});

/** The form with the terms tick held by the test, as the login page holds it for all its forms. */
function Host({ onLoggedIn }: { onLoggedIn: (way: string) => void }) {
  const [agreed, setAgreed] = useState(false);
  return <SmsLoginForm agreement={{ agreed, setAgreed }} onLoggedIn={onLoggedIn} />;
}

async function mount(onLoggedIn = vi.fn()) {
  view = await renderWithQuery(<Host onLoggedIn={onLoggedIn} />);
  return view;
}

const type = (v: Rendered, name: string, value: string) =>
  typeInto(v.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);

async function tick(v: Rendered) {
  const box = v.container.querySelector<HTMLInputElement>('input[name="agree"]')!;
  await act(async () => box.click());
}

const errors = (v: Rendered) =>
  [...v.container.querySelectorAll('.login-form__error')].map((e) => e.textContent);

describe('SMS login form', () => {
  it('checks the phone, then the agreement, then passes the slider before sending a code', async () => {
    const calls = fakeApi({
      ...passingSlider('token-1'),
      'customeraccount/SendSecurityCodeCode': inTurn({ countdownSeconds: 60 }),
    });
    const v = await mount();
    await clickButton(v.container, 'Send code');
    expect(errors(v)).toEqual(['Please enter your phone number']);
    await type(v, 'phone', '12345');
    await clickButton(v.container, 'Send code');
    expect(errors(v)).toEqual(['The phone number is not valid']);
    await type(v, 'phone', '138 0013 8000');
    await clickButton(v.container, 'Send code');
    expect(errors(v)).toEqual(['Please read and agree to the Terms of Service and the Privacy Policy first']);
    expect(calls).toHaveLength(0);
    await tick(v);
    await clickButton(v.container, 'Send code');
    await passSlider(v.container);
    await eventually(() =>
      expect(calls.map((c) => c.path)).toContain('customeraccount/SendSecurityCodeCode'),
    );
    expect(calls.at(-1)).toEqual({
      path: 'customeraccount/SendSecurityCodeCode',
      body: { phone: '13800138000', sliderToken: 'token-1', purpose: 'login', agreed: true },
    });
    await eventually(() =>
      expect(v.container.querySelector('[data-testid="send-code"]')?.textContent).toBe('Resend in 60s'),
    );
  });

  it('shows a wrong code at the code field, then logs in with the guest cart key', async () => {
    const user = { isLogin: true, uid: 7 };
    const calls = fakeApi({
      'customeraccount/signin': inTurn(new Refusal(422, 'SMS_CODE_WRONG', '验证码或密码错误'), {
        token: 'session-token',
        user,
      }),
    });
    const onLoggedIn = vi.fn();
    const v = await mount(onLoggedIn);
    await type(v, 'phone', '13900139000');
    await tick(v);
    await clickButton(v.container, 'Log in');
    expect(errors(v)).toEqual(['Please enter the verification code']);
    await type(v, 'code', '000000');
    await clickButton(v.container, 'Log in');
    expect(errors(v)).toEqual(['Verification code or password is incorrect']);
    expect(onLoggedIn).not.toHaveBeenCalled();
    await type(v, 'code', '123456');
    await clickButton(v.container, 'Log in');
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
    const v = await mount();
    await type(v, 'phone', '13700137000');
    await tick(v);
    await clickButton(v.container, 'Send code');
    await passSlider(v.container);
    await eventually(() =>
      expect(v.container.querySelector('[data-testid="send-code"]')?.textContent).toBe('Resend in 45s'),
    );
    expect(v.container.querySelector('.login-form__notice')?.textContent).toBe(
      'Code sent, please retry in 45 seconds',
    );
    // Another number is not held up by this one's wait.
    await type(v, 'phone', '13600136000');
    expect(v.container.querySelector('[data-testid="send-code"]')?.textContent).toBe('Send code');
  });
});
