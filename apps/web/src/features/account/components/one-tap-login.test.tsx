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
} from '../../../test/legacy-harness.tsx';
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

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
  session.signOut();
});

function Host({ onLoggedIn }: { onLoggedIn: (way: string) => void }) {
  const [agreed, setAgreed] = useState(false);
  return <OneTapLogin agreement={{ agreed, setAgreed }} onLoggedIn={onLoggedIn} withAgreement />;
}

const problem = () => view!.container.querySelector('.login-form__error')?.textContent;

describe('one-tap login', () => {
  it('needs the agreement, then logs in with the phone token the wrapper gives', async () => {
    const calls = fakeApi({
      'customeraccount/AutoSignByPhone': () => ({ token: 'tap-session', user: { uid: 3 } }),
    });
    const onLoggedIn = vi.fn();
    view = await renderWithQuery(<Host onLoggedIn={onLoggedIn} />);
    await clickButton(view.container, 'One-tap login with this phone');
    expect(problem()).toBe('Please read and agree to the Terms of Service and the Privacy Policy first');
    expect(asked).toEqual([]);
    await act(async () => view!.container.querySelector<HTMLInputElement>('input[name="agree"]')!.click());
    await clickButton(view.container, 'One-tap login with this phone');
    await eventually(() => expect(onLoggedIn).toHaveBeenCalledWith('autoPhone'));
    expect(asked).toEqual(['getPhoneToken']);
    expect(calls[0]).toMatchObject({
      path: 'customeraccount/AutoSignByPhone',
      body: { phoneToken: 'cGhvbmU.c2lnbmF0dXJl', agreed: true },
    });
    expect(session.token()).toBe('tap-session');
  });

  it("says so when the wrapper gives no number, and shows the server's refusal", async () => {
    fakeApi({ 'customeraccount/AutoSignByPhone': () => new Refusal(401, 'AUTH_FAILED', '授权失败') });
    view = await renderWithQuery(<Host onLoggedIn={vi.fn()} />);
    await act(async () => view!.container.querySelector<HTMLInputElement>('input[name="agree"]')!.click());
    wrapperAnswer = { ok: false, payload: 'user declined' };
    await clickButton(view.container, 'One-tap login with this phone');
    await eventually(() =>
      expect(problem()).toBe('This phone number could not be read. Please log in another way.'),
    );
    wrapperAnswer = { ok: true, payload: 'cGhvbmU.c2lnbmF0dXJl' };
    await clickButton(view.container, 'One-tap login with this phone');
    await eventually(() => expect(problem()).toBe('Authorization failed'));
  });
});
