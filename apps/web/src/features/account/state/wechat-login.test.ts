// @vitest-environment happy-dom
import { type Envelope, wechatEndpoints } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api/client.ts';
import { session } from '../../../lib/session/session.ts';
import { storage } from '../../../lib/storage.ts';
import { bindWechatRef, wechatAuthRef } from '../api/wechat-login.ts';
import { startWechatLogin, wechatTicketKey } from './wechat-login.ts';

vi.mock('../../cart/index.ts', () => ({ cartKeyForSignIn: async () => 'guest-cart-key-0123456789' }));

const mini = { kind: 'miniprogram' as const };
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let stop: () => void = () => {};

function api(answer: (path: string) => unknown) {
  calls = [];
  configureApi({
    headers: () => ({}),
    fetch: async (url, init) => {
      const path = String(url).replace(/^.*\/wxapi\//, '');
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      const envelope: Envelope = { Success: true, Result: answer(path), Message: '', Code: null };
      return new Response(JSON.stringify(envelope));
    },
  });
}

const user = { isLogin: true, uid: 5 };

beforeEach(() => {
  session.signOut();
  storage.remove(wechatTicketKey);
  window.history.replaceState(null, '', '/?storeid=1&locale=en&wxcode=local.amy.0001#/pages/index/index');
});
afterEach(() => stop());

describe('WeChat login at start', () => {
  it('points at the contract paths', () => {
    expect(wechatAuthRef.path).toBe(wechatEndpoints.auth.path);
    expect(bindWechatRef.path).toBe(wechatEndpoints.updateCustomerUnionId.path);
  });

  it('logs a bound WeChat user in by the code, with the guest cart, and takes the code out of the address', async () => {
    api(() => ({ bound: true, token: 'tok-1', user }));
    stop = await startWechatLogin({ wxcode: 'local.amy.0001' }, mini);
    expect(calls).toEqual([
      {
        path: 'customeraccount/Auth',
        body: { code: 'local.amy.0001', cartKey: 'guest-cart-key-0123456789' },
      },
    ]);
    expect(session.token()).toBe('tok-1');
    expect(window.location.href).toMatch(/\/\?storeid=1&locale=en#\/pages\/index\/index$/);
  });

  it('keeps the ticket of an unbound user and binds it once the shopper logs in another way', async () => {
    let now = 1_000;
    api((path) =>
      path === 'customeraccount/Auth'
        ? { bound: false, ticket: 'T'.repeat(32), expiresInSeconds: 600 }
        : { bound: true, hasUnionId: true },
    );
    stop = await startWechatLogin({ wxcode: 'local.ben.0001' }, mini, () => now);
    expect(session.token()).toBeNull();
    expect(storage.get(wechatTicketKey)).toEqual({ ticket: 'T'.repeat(32), until: 601_000 });
    now = 60_000;
    session.signIn('tok-sms');
    await vi.waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('customeraccount/UpdateCustomerUnionId'),
    );
    expect(calls.at(-1)!.body).toEqual({ ticket: 'T'.repeat(32) });
    expect(storage.get(wechatTicketKey)).toBeUndefined();
  });

  it('drops an expired ticket at login without calling', async () => {
    let now = 0;
    api(() => ({ bound: false, ticket: 'U'.repeat(32), expiresInSeconds: 600 }));
    stop = await startWechatLogin({ wxcode: 'local.cy.0001' }, mini, () => now);
    now = 700_000;
    session.signIn('tok-late');
    await vi.waitFor(() => expect(storage.get(wechatTicketKey)).toBeUndefined());
    expect(calls.map((c) => c.path)).toEqual(['customeraccount/Auth']);
  });

  it('does not spend the code when someone is logged in already, nor anything outside the mini-program', async () => {
    api(() => ({}));
    session.signIn('tok-kept');
    stop = await startWechatLogin({ wxcode: 'local.dee.0001' }, mini);
    await startWechatLogin({ wxcode: 'local.dee.0002' }, { kind: 'web' });
    expect(calls).toEqual([]);
    expect(session.token()).toBe('tok-kept');
  });
});
