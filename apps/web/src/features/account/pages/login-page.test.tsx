// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import {
  bootStore,
  type Call,
  clickButton,
  eventually,
  fakeApi,
  type Handler,
  Refusal,
  type Rendered,
  renderWithQuery,
  storeInfo,
  typeInto,
} from '../../../test/legacy-harness.tsx';
import { passingSlider, passSlider } from '../components/slider-test-kit.ts';
import { LoginPage } from './login-page.tsx';

const loginPath = '/subpackages/account/login';
const memberCentrePath = '/subpackages/account/account';
const user = { isLogin: true, uid: 7 };
let view: Rendered | null = null;
let calls: Call[] = [];

beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
  session.signOut();
});

async function open(loginOptions: string[], handlers: Record<string, Handler> = {}) {
  await bootStore(1001, { sections: [] }, { settings: { ...storeInfo(1001).settings, loginOptions } });
  calls = fakeApi(handlers);
  navigate(loginPath);
  view = await renderWithQuery(<LoginPage />);
  return view;
}

const q = <T extends HTMLElement = HTMLElement>(selector: string) =>
  view!.container.querySelector<T>(selector);
const tabs = () => [...view!.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const input = (name: string) => q<HTMLInputElement>(`input[name="${name}"]`)!;
const errors = () => [...view!.container.querySelectorAll('.login-form__error')].map((e) => e.textContent);
const callsTo = (path: string) =>
  calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);
const pickTab = (way: string) => act(async () => q(`[data-testid="login-tab-${way}"]`)!.click());
const tickAgreement = () => act(async () => input('agree').click());

describe('login page', () => {
  it('reads the agreement as one sentence whose two documents open their terms pages', async () => {
    await open(['sms']);
    const label = q('.login-form__agree')!;
    expect(label.textContent).toBe('I have read and agree to the Terms of Service and the Privacy Policy');
    const links = [...label.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms of Service', router.href('/subpackages/account/terms', { kind: 'userAgreement' })],
      ['Privacy Policy', router.href('/subpackages/account/terms', { kind: 'privacyPolicy' })],
    ]);
    await act(async () => label.querySelector('a')!.click());
    expect(router.current().path).toBe('/subpackages/account/terms');
    expect(router.current().query.kind).toBe('userAgreement');
  });

  it("offers the store's ways as tabs, browsing as a guest, and no one-tap login in a plain browser", async () => {
    await open(['sms', 'password', 'email', 'autoPhone', 'guest']);
    expect(tabs()).toEqual(['Phone', 'Password', 'Email']);
    expect(q('[role="tablist"]')!.getAttribute('aria-label')).toBe('Ways to log in');
    expect(q('[aria-selected="true"]')!.textContent).toBe('Phone');
    expect(q('[data-testid="sms-login-form"]')).not.toBeNull();
    expect(q('[data-testid="one-tap-login"]')).toBeNull();
    expect(q('[data-testid="browse-as-guest"]')).not.toBeNull();
    // Arrow keys walk the tabs.
    await act(async () =>
      q('[role="tablist"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })),
    );
    expect(q('[aria-selected="true"]')!.textContent).toBe('Email');
    expect(q('[data-testid="email-login-form"]')).not.toBeNull();
  });

  it('shows one form without tabs when the store offers a single way, and only the ways it offers', async () => {
    await open(['password']);
    expect(tabs()).toEqual([]);
    expect(q('[data-testid="password-login-form"]')).not.toBeNull();
    expect(q('[data-testid="sms-login-form"]')).toBeNull();
    expect(q('[data-testid="browse-as-guest"]')).toBeNull();
  });

  it('logs in by member number and password after the checks and the slider, keeping the tick across tabs', async () => {
    await open(['sms', 'password', 'guest'], {
      ...passingSlider('slider-1'),
      'customeraccount/SignInByPassword': (body) =>
        body.password === 'abc123'
          ? { token: 'password-session', user }
          : new Refusal(422, 'PASSWORD_WRONG', '会员号或密码错误'),
    });
    await tickAgreement();
    await pickTab('password');
    expect(input('agree').checked).toBe(true);
    await clickButton(view!.container, 'Log in');
    expect(errors()).toEqual(['Please enter your member number']);
    await typeInto(input('memberNo'), 'VIP0001');
    await clickButton(view!.container, 'Log in');
    expect(errors()).toEqual(['Please enter your password']);
    expect(calls).toHaveLength(0);

    await typeInto(input('password'), 'abc124');
    await clickButton(view!.container, 'Log in');
    await passSlider(view!.container);
    await eventually(() => expect(errors()).toEqual(['Member number or password is incorrect']));

    await typeInto(input('password'), 'abc123');
    await clickButton(view!.container, 'Log in');
    await passSlider(view!.container);
    await eventually(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SignInByPassword').at(-1)).toMatchObject({
      memberNo: 'VIP0001',
      password: 'abc123',
      sliderToken: 'slider-1',
      agreed: true,
    });
    expect(session.token()).toBe('password-session');
  });

  it('asks for the agreement before the slider, and stops when the slider is closed', async () => {
    await open(['email'], passingSlider());
    await typeInto(input('email'), 'ana@example.com');
    await clickButton(view!.container, 'Send code');
    expect(errors()).toEqual(['Please read and agree to the Terms of Service and the Privacy Policy first']);
    await tickAgreement();
    expect(errors()).toEqual([]);
    await clickButton(view!.container, 'Send code');
    await eventually(() => expect(q('[data-testid="slider-check"]')).not.toBeNull());
    await act(async () => q<HTMLButtonElement>('.account-sheet__close')!.click());
    expect(q('[data-testid="slider-check"]')).toBeNull();
    expect(callsTo('EmailSecurityCodeCode')).toHaveLength(0);
  });

  it('logs in by email code: an invalid address is caught first, the code is sent after the slider', async () => {
    await open(['sms', 'email'], {
      ...passingSlider('slider-2'),
      'customeraccount/EmailSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SignInByEmail': () => ({ token: 'email-session', user }),
    });
    await pickTab('email');
    await tickAgreement();
    await typeInto(input('email'), 'ana@');
    await clickButton(view!.container, 'Send code');
    expect(errors()).toEqual(['The email address is not valid']);
    await typeInto(input('email'), ' Ana@Example.com ');
    await clickButton(view!.container, 'Send code');
    await passSlider(view!.container);
    await eventually(() =>
      expect(callsTo('EmailSecurityCodeCode')).toEqual([
        { email: 'ana@example.com', sliderToken: 'slider-2', agreed: true },
      ]),
    );
    await typeInto(input('code'), '246810');
    await clickButton(view!.container, 'Log in');
    await eventually(() => expect(session.token()).toBe('email-session'));
    expect(callsTo('SignInByEmail')[0]).toMatchObject({
      email: 'ana@example.com',
      code: '246810',
      agreed: true,
    });
    expect(callsTo('GetCustomersByTel')).toHaveLength(0);
  });

  it('lets the shopper choose among the accounts on the phone after a phone login', async () => {
    const accounts = [
      { uid: 7, memberNo: '10000007', name: 'Ana', categoryName: '', joinedOn: '2024-01-05', current: true },
      {
        uid: 8,
        memberNo: '10000008',
        name: 'Ana (work)',
        categoryName: '',
        joinedOn: '2025-02-01',
        current: false,
      },
    ];
    await open(['sms'], {
      'customeraccount/signin': () => ({ token: 'sms-session', user }),
      'customeraccount/GetCustomersByTel': () => ({ accounts }),
    });
    await typeInto(input('phone'), '13800138000');
    await typeInto(input('code'), '123456');
    await tickAgreement();
    await clickButton(view!.container, 'Log in');
    await eventually(() => expect(q('[data-testid="account-chooser"]')).not.toBeNull());
    expect(router.current().path).toBe(loginPath);
    await act(async () => q('[data-testid="account-choice-7"]')!.click());
    await eventually(() => expect(router.current().path).toBe(memberCentrePath));
  });
});
