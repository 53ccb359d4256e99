// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { OneTapLogin } from './one-tap-login.tsx';

// The native wrapper, as the page sees it: answers getPhoneToken with the platform's assertion, or fails.
let wrapperAnswer: { ok: boolean; payload: unknown } = { ok: true, payload: 'cGhvbmU.c2lnbmF0dXJl' };
const asked: string[] = [];
(window as unknown as { AmberShopNative: { postMessage(m: string): void } }).AmberShopNative = {
  postMessage(message: string) {
    const { id, method } = JSON.parse(message) as { id: number; method: string };
    asked.push(method);
    const reply = (window as unknown as { __amberShopBridgeReply: (...a: unknown[]) => void })
      .__amberShopBridgeReply;
    setTimeout(() => reply(id, wrapperAnswer.ok, wrapperAnswer.payload), 0);
  },
};

beforeAll(() => setLocale('en'));
afterEach(() => {
  session.signOut();
});

function Host({ onLoggedIn }: { onLoggedIn: (way: string) => void }) {
  const [agreed, setAgreed] = useState(false);
  return <OneTapLogin agreement={{ agreed, setAgreed }} onLoggedIn={onLoggedIn} withAgreement />;
}

const mount = (onLoggedIn: (way: string) => void) =>
  renderWithProviders(<Host onLoggedIn={onLoggedIn} />).user;
const problem = () => screen.getByRole('alert').textContent;
const agreement = () => screen.getByRole('checkbox', { name: /^I have read and agree/ });
const oneTap = () => screen.getByRole('button', { name: 'One-tap login with this phone' });

describe('one-tap login', () => {
  it('needs the agreement, then logs in with the phone token the wrapper gives', async () => {
    const calls = fakeApi({
      'customeraccount/AutoSignByPhone': () => ({ token: 'tap-session', user: { uid: 3 } }),
    });
    const onLoggedIn = vi.fn();
    const user = mount(onLoggedIn);
    await user.click(oneTap());
    expect(problem()).toBe('Please read and agree to the Terms of Service and the Privacy Policy first');
    expect(asked).toEqual([]);
    await user.click(agreement());
    await user.click(oneTap());
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('autoPhone'));
    expect(asked).toEqual(['getPhoneToken']);
    expect(calls[0]).toMatchObject({
      path: 'customeraccount/AutoSignByPhone',
      body: { phoneToken: 'cGhvbmU.c2lnbmF0dXJl', agreed: true },
    });
    expect(session.token()).toBe('tap-session');
  });

  it("says so when the wrapper gives no number, and shows the server's refusal", async () => {
    fakeApi({ 'customeraccount/AutoSignByPhone': () => new Refusal(401, 'AUTH_FAILED', '授权失败') });
    const user = mount(vi.fn());
    await user.click(agreement());
    wrapperAnswer = { ok: false, payload: 'user declined' };
    await user.click(oneTap());
    await waitFor(() =>
      expect(problem()).toBe('This phone number could not be read. Please log in another way.'),
    );
    wrapperAnswer = { ok: true, payload: 'cGhvbmU.c2lnbmF0dXJl' };
    await user.click(oneTap());
    await waitFor(() => expect(problem()).toBe('Authorization failed'));
  });
});
