// @vitest-environment happy-dom
import type { PhoneAccount } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { fetchPhoneAccounts } from '../api/phone-accounts.ts';
import { AccountChooser } from './account-chooser.tsx';

const accounts: PhoneAccount[] = [
  { uid: 11, memberNo: '10000011', name: 'Ana', categoryName: 'Gold', joinedOn: '2024-01-05', current: true },
  { uid: 12, memberNo: '10000012', name: '', categoryName: '', joinedOn: '2025-03-20', current: false },
];
const newUser = {
  isLogin: true,
  uid: 12,
  name: '',
  photoPath: null,
  isDistributer: false,
  userInfo: {},
  timestamp: 0,
};

let calls: Call[] = [];
let chosen = 0;
// Each account is a button read from its name: Ana's, and the nameless one as "Member".
const ana = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Ana/ });
const nameless = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Member/ });

function open(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  calls = fakeApi(handlers);
  chosen = 0;
  return renderWithProviders(<AccountChooser accounts={accounts} onChosen={() => (chosen += 1)} />).user;
}

beforeAll(() => setLocale('en'));
beforeEach(() => session.signIn('old-token'));
afterEach(() => {
  session.signOut();
});

describe('account chooser', () => {
  it('lists each account with its number, level, joining date and the current one marked', async () => {
    open({});
    const first = ana();
    expect(first.textContent).toContain('Ana');
    expect(first.textContent).toContain('Member no. 10000011');
    expect(first.textContent).toContain('Gold');
    expect(first.textContent).toContain('Joined 01/05/2024');
    expect(first.textContent).toContain('Current');
    expect(first.getAttribute('aria-current')).toBe('true');
    // A nameless account still reads as a member, and is not marked current.
    expect(nameless().textContent).toContain('Member no. 10000012');
    expect(nameless().textContent).not.toContain('Current');
    expect(nameless().getAttribute('aria-current')).toBeNull();
    screen.getByText(/linked to 2 member accounts/);
  });

  it('closes without a call when the current account is picked', async () => {
    const user = open({});
    await user.click(ana());
    expect(chosen).toBe(1);
    expect(calls).toHaveLength(0);
    expect(session.token()).toBe('old-token');
  });

  it('switches to another account: the new token is installed, then it closes', async () => {
    const user = open({
      'customeraccount/SwitchCustomerAccount': () => ({ token: 'new-token', user: newUser }),
    });
    await user.click(nameless());
    await waitFor(() => expect(chosen).toBe(1));
    expect(calls).toEqual([{ path: 'customeraccount/SwitchCustomerAccount', body: { uid: 12 } }]);
    expect(session.token()).toBe('new-token');
  });

  it('stays open with the translated refusal and keeps the session', async () => {
    const user = open({
      'customeraccount/SwitchCustomerAccount': () =>
        new Refusal(422, 'SWITCH_ACCOUNT_FAILED', '切换账号失败'),
    });
    await user.click(nameless());
    expect((await screen.findByRole('alert')).textContent).toBe('Switching account failed');
    expect(chosen).toBe(0);
    expect(session.token()).toBe('old-token');
    expect(nameless().disabled).toBe(false);
  });
});

describe('phone accounts api', () => {
  it('fetches the accounts on the phone', async () => {
    calls = fakeApi({ 'customeraccount/GetCustomersByTel': () => ({ accounts }) });
    expect(await fetchPhoneAccounts()).toEqual(accounts);
    expect(calls[0]!.path).toBe('customeraccount/GetCustomersByTel');
  });
});
