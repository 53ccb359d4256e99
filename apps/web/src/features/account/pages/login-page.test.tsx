// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders, retype } from '../../../test/render.tsx';
import {
  bootStore,
  type Call,
  fakeApi,
  type Handler,
  Refusal,
  storeInfo,
} from '../../../test/shop-harness.tsx';
import { passingSlider, passSlider } from '../components/slider-test-kit.ts';
import { LoginPage } from './login-page.tsx';

const loginPath = '/subpackages/account/login';
const memberCentrePath = '/subpackages/account/account';
const user = { isLogin: true, uid: 7 };
let calls: Call[] = [];

beforeAll(() => setLocale('en'));
afterEach(() => {
  // Unmount first: signing out re-renders a page still shown, outside act.
  cleanup();
  session.signOut();
});

async function open(loginOptions: string[], handlers: Record<string, Handler> = {}) {
  await bootStore(1001, { sections: [] }, { settings: { ...storeInfo(1001).settings, loginOptions } });
  calls = fakeApi(handlers);
  navigate(loginPath);
  return renderWithProviders(<LoginPage />).user;
}

const tabs = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });
// The tab panels are labelled by their tabs too: a field is the input of that label.
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const agreement = () =>
  screen.getByRole<HTMLInputElement>('checkbox', {
    name: 'I have read and agree to the Terms of Service and the Privacy Policy',
  });
const button = (name: string) => screen.getByRole('button', { name });
const guest = () => screen.queryByRole('button', { name: 'Browse as guest' });
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);
const callsTo = (path: string) =>
  calls.filter((c) => c.path === `customeraccount/${path}`).map((c) => c.body);

describe('login page', () => {
  it('reads the agreement as one sentence whose two documents open their terms pages', async () => {
    const shopper = await open(['sms']);
    agreement();
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe(
      router.href('/subpackages/account/terms', { kind: 'userAgreement' }),
    );
    expect(privacy.getAttribute('href')).toBe(
      router.href('/subpackages/account/terms', { kind: 'privacyPolicy' }),
    );
    await shopper.click(terms);
    expect(router.current().path).toBe('/subpackages/account/terms');
    expect(router.current().query.kind).toBe('userAgreement');
  });

  it("offers the store's ways as tabs, browsing as a guest, and no one-tap login in a plain browser", async () => {
    const shopper = await open(['sms', 'password', 'email', 'autoPhone', 'guest']);
    expect(tabs()).toEqual(['Phone', 'Password', 'Email']);
    screen.getByRole('tablist', { name: 'Ways to log in' });
    expect(selectedTab().textContent).toBe('Phone');
    within(screen.getByRole('tabpanel', { name: 'Phone' })).getByLabelText('Phone number');
    expect(screen.queryByRole('button', { name: 'One-tap login with this phone' })).toBeNull();
    expect(guest()).not.toBeNull();
    // Arrow keys walk the tabs.
    await shopper.click(selectedTab());
    await shopper.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('Email');
    expect(document.activeElement).toBe(selectedTab());
    within(screen.getByRole('tabpanel', { name: 'Email' })).getByLabelText('Email');
  });

  it('shows one form without tabs when the store offers a single way, and only the ways it offers', async () => {
    await open(['password']);
    expect(tabs()).toEqual([]);
    field('Member number');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(guest()).toBeNull();
  });

  it('logs in by member number and password after the checks and the slider, keeping the tick across tabs', async () => {
    const shopper = await open(['sms', 'password', 'guest'], {
      ...passingSlider('slider-1'),
      'customeraccount/SignInByPassword': (body) =>
        body.password === 'abc123'
          ? { token: 'password-session', user }
          : new Refusal(422, 'PASSWORD_WRONG', '会员号或密码错误'),
    });
    await shopper.click(agreement());
    await shopper.click(screen.getByRole('tab', { name: 'Password' }));
    expect(agreement().checked).toBe(true);
    await shopper.click(button('Log in'));
    expect(errors()).toEqual(['Please enter your member number']);
    await shopper.type(field('Member number'), 'VIP0001');
    await shopper.click(button('Log in'));
    expect(errors()).toEqual(['Please enter your password']);
    expect(calls).toHaveLength(0);

    await shopper.type(field('Password'), 'abc124');
    await shopper.click(button('Log in'));
    await passSlider(shopper);
    await waitFor(() => expect(errors()).toEqual(['Member number or password is incorrect']));

    await retype(shopper, field('Password'), 'abc123');
    await shopper.click(button('Log in'));
    await passSlider(shopper);
    await waitFor(() => expect(router.current().path).toBe(memberCentrePath));
    expect(callsTo('SignInByPassword').at(-1)).toMatchObject({
      memberNo: 'VIP0001',
      password: 'abc123',
      sliderToken: 'slider-1',
      agreed: true,
    });
    expect(session.token()).toBe('password-session');
  });

  it('asks for the agreement before the slider, and stops when the slider is closed', async () => {
    const shopper = await open(['email'], passingSlider());
    await shopper.type(field('Email'), 'ana@example.com');
    await shopper.click(button('Send code'));
    expect(errors()).toEqual(['Please read and agree to the Terms of Service and the Privacy Policy first']);
    await shopper.click(agreement());
    expect(errors()).toEqual([]);
    await shopper.click(button('Send code'));
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    await shopper.click(within(check).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    expect(callsTo('EmailSecurityCodeCode')).toHaveLength(0);
  });

  it('logs in by email code: an invalid address is caught first, the code is sent after the slider', async () => {
    const shopper = await open(['sms', 'email'], {
      ...passingSlider('slider-2'),
      'customeraccount/EmailSecurityCodeCode': () => ({ countdownSeconds: 60 }),
      'customeraccount/SignInByEmail': () => ({ token: 'email-session', user }),
    });
    await shopper.click(screen.getByRole('tab', { name: 'Email' }));
    await shopper.click(agreement());
    await shopper.type(field('Email'), 'ana@');
    await shopper.click(button('Send code'));
    expect(errors()).toEqual(['The email address is not valid']);
    await retype(shopper, field('Email'), ' Ana@Example.com ');
    await shopper.click(button('Send code'));
    await passSlider(shopper);
    await waitFor(() =>
      expect(callsTo('EmailSecurityCodeCode')).toEqual([
        { email: 'ana@example.com', sliderToken: 'slider-2', agreed: true },
      ]),
    );
    await shopper.type(field('Verification code'), '246810');
    await shopper.click(button('Log in'));
    await waitFor(() => expect(session.token()).toBe('email-session'));
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
    const shopper = await open(['sms'], {
      'customeraccount/signin': () => ({ token: 'sms-session', user }),
      'customeraccount/GetCustomersByTel': () => ({ accounts }),
    });
    await shopper.type(field('Phone number'), '13800138000');
    await shopper.type(field('Verification code'), '123456');
    await shopper.click(agreement());
    await shopper.click(button('Log in'));
    const chooser = await screen.findByRole('dialog', { name: 'Choose an account' });
    expect(router.current().path).toBe(loginPath);
    await shopper.click(within(chooser).getByRole('button', { name: /Member no\. 10000007/ }));
    await waitFor(() => expect(router.current().path).toBe(memberCentrePath));
  });
});
