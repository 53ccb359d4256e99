// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, endpointRef } from '../lib/api/client.ts';
import { queryClient } from '../lib/api/query-client.ts';
import { clientKeys } from '../lib/client-state.ts';
import { session } from '../lib/session/session.ts';
import { storage } from '../lib/storage.ts';
import { setupApi } from './api-setup.ts';

const ping = endpointRef('test/Ping');

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api setup', () => {
  it('sends the client headers from the app state', async () => {
    setupApi();
    session.signIn('tok-1');
    storage.set(clientKeys.storeMode, 'TablePay');
    storage.set(clientKeys.inviterUid, 77);
    storage.set(clientKeys.guiderCookie, 'g=1');
    const fetch = stubFetch(200, { Success: true, Result: 1, Message: '', Code: null });
    await call(ping, {});
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers;
    expect(headers).toMatchObject({
      'x-store-mode': 'TablePay',
      'x-app-name': 'amber-shop-web',
      'x-app-version': '2024.06.14',
      'x-session-token': 'tok-1',
      'x-guider-cookie': 'g=1',
      'x-inviter-uid': '77',
    });
    expect(headers).toHaveProperty('x-locale');
  });

  it('signs out on 401 and resets member queries, keeping public ones', async () => {
    setupApi();
    session.signIn('tok-2');
    queryClient.setQueryData(['account', 'me'], { uid: 1 });
    queryClient.setQueryData(['catalog', 'x'], [1]);
    stubFetch(401, { Success: false, Result: null, Message: '请先登录', Code: 'NOT_LOGGED_IN' });
    await expect(call(ping, {})).rejects.toMatchObject({ status: 401 });
    expect(session.token()).toBeNull();
    expect(localStorage.getItem('amber:session.token')).toBeNull();
    expect(queryClient.getQueryData(['account', 'me'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'x'])).toEqual([1]);
  });
});
