// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { eventually, memberPageTest, Refusal } from '../../../test/legacy-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { PasswordPage } from './password-page.tsx';

const passwordPath = '/subpackages/account/password';
const page = memberPageTest();
const { el, type, click } = page;

const errors = () =>
  [...page.view.container.querySelectorAll('.password-form__error')].map((e) => e.textContent);
const callsTo = (path: string) =>
  page.calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);

const status =
  (hasPayPassword: boolean, hasPhone = true) =>
  () => ({
    hasPayPassword,
    hasPhone,
    phoneMasked: hasPhone ? '138****8000' : '',
  });

async function open(
  handlers: Record<string, (body: Record<string, unknown>) => unknown>,
  query = { type: 'pay' },
) {
  page.api(handlers);
  navigate('/pages/home/index');
  await page.render(passwordPath, <PasswordPage />, query);
}

describe('payment password mode of the password page', () => {
  it('sends the code to the bound phone, checks six digits twice in place, saves and goes back', async () => {
    let refuse = true;
    await open({
      'customeraccount/IfHasPayPassword': status(false),
      'customeraccount/SendSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SetPayPassword': () =>
        refuse ? new Refusal(422, 'SMS_CODE_WRONG', '验证码错误') : {},
    });
    await eventually(() => expect(el('pay-password-form')).not.toBeNull());
    expect(page.view.container.querySelector('h1')?.textContent).toBe('Payment password');
    expect(el('pay-password-submit')?.textContent).toBe('Set payment password');
    expect(page.view.text()).toContain('138****8000');

    await click('pay-password-send-code');
    await eventually(() => expect(el('pay-password-send-code')?.textContent).toMatch(/Resend in \d+s/));
    expect(callsTo('SendSecurityCodeCode')).toEqual([{ purpose: 'payPassword' }]);

    await click('pay-password-submit');
    expect(errors()).toHaveLength(1);
    await type('pay-password-code', '482913');
    // Only digits are taken, six at most.
    await type('pay-password-new', '12ab34567');
    expect(el<HTMLInputElement>('pay-password-new')!.value).toBe('123456');
    expect(el<HTMLInputElement>('pay-password-new')!.getAttribute('inputmode')).toBe('numeric');
    await type('pay-password-confirm', '123455');
    await click('pay-password-submit');
    expect(errors()).toEqual(['The two passwords do not match']);
    expect(callsTo('SetPayPassword')).toHaveLength(0);

    await type('pay-password-confirm', '123456');
    await click('pay-password-submit');
    await eventually(() => expect(el('pay-password-code')?.getAttribute('aria-invalid')).toBe('true'));
    refuse = false;
    await type('pay-password-code', '482914');
    await click('pay-password-submit');
    await eventually(() => expect(router.current().path).toBe('/pages/home/index'));
    expect(callsTo('SetPayPassword').at(-1)).toEqual({
      code: '482914',
      password: '123456',
      confirmPassword: '123456',
    });
    expect(toastSnapshot()).toMatchObject({ text: 'Payment password saved', kind: 'success' });
  });

  it('turns an already-sent code into the running countdown with a notice, not an error', async () => {
    await open({
      // Another phone than the other cases: resend waits outlive a page, kept per phone.
      'customeraccount/IfHasPayPassword': () => ({ ...status(true)(), phoneMasked: '139****0042' }),
      'customeraccount/SendSecurityCodeCode': () =>
        new Refusal(429, 'SMS_RESEND_WAIT', '验证码已发送，请42秒后重试', { Seconds: 42 }),
    });
    await eventually(() => expect(el('pay-password-form')).not.toBeNull());
    await click('pay-password-send-code');
    await eventually(() => expect(el('pay-password-send-code')?.textContent).toMatch(/Resend in 4\ds/));
    expect(el<HTMLButtonElement>('pay-password-send-code')!.disabled).toBe(true);
    const notice = page.view.container.querySelector('[role="status"]');
    expect(notice?.textContent).toMatch(/4\d/);
    expect(errors()).toEqual([]);
  });

  it('needs a bound phone', async () => {
    await open({ 'customeraccount/IfHasPayPassword': status(true, false) });
    await eventually(() => expect(el('password-no-phone')).not.toBeNull());
    expect(el('pay-password-submit')?.textContent).toBe('Reset payment password');
    expect((el('pay-password-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is reachable from the login password page, and leads back to it', async () => {
    await open(
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
    await eventually(() => expect(el('pay-password-entry')).not.toBeNull());
    await click('pay-password-entry');
    expect(router.current().query.type).toBe('pay');
    await eventually(() => expect(el('pay-password-form')).not.toBeNull());
    await click('login-password-entry');
    expect(router.current().query.type).toBeUndefined();
    await eventually(() => expect(el('password-form-change')).not.toBeNull());
  });
});
