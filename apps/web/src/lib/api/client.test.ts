import { storeEndpoints } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type ApiClientOptions, createApiClient } from './client.ts';

const ep = storeEndpoints.getStoreDataFast;

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch whose answers the test gives, recording what was sent. */
function fakeFetch(answer: (sent: Sent) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const s = { url: String(url), init: init ?? {} };
    sent.push(s);
    return answer(s);
  });
  return { fn: fn as unknown as typeof fetch, sent };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const texts: Record<string, string> = {
  'errors.CART_INSUFFICIENT_STOCK': 'Insufficient stock, current stock {Stock}',
  'errors.STORE_CLOSED': 'This merchant has closed',
  'errors.NETWORK_ERROR': 'network error, try later',
  'errors.NETWORK_GONE': 'network went away',
  'errors.TIMEOUT': 'timed out',
  'errors.REQUEST_ERROR': 'request error, please try again later',
};

function client(fetch: typeof globalThis.fetch, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch,
    headers: () => ({
      storeId: 1001,
      session: 'tok',
      appVersion: '2024.06.14',
      locale: 'en',
      inviterUid: null,
    }),
    translate: (key, params) =>
      key in texts ? texts[key]!.replace(/\{(\w+)\}/g, (w, n: string) => params?.[n] ?? w) : null,
    ...extra,
  });
}

afterEach(() => vi.useRealTimers());

describe('api client', () => {
  it('posts JSON to /wxapi/<path> with the client headers and returns the result', async () => {
    const f = fakeFetch(() => json({ Success: true, Result: { storeId: 1001 }, Message: '', Code: null }));
    const result = await client(f.fn).call(ep, { storeId: 1001 });
    expect(result).toEqual({ storeId: 1001 });
    const [s] = f.sent;
    expect(s!.url).toBe('/wxapi/store/GetStoreDataFast');
    expect(s!.init.method).toBe('POST');
    expect(JSON.parse(String(s!.init.body))).toEqual({ storeId: 1001 });
    expect(s!.init.headers).toEqual({
      'content-type': 'application/json',
      'x-store-id': '1001',
      'x-session-token': 'tok',
      'x-app-version': '2024.06.14',
      'x-locale': 'en',
    });
  });

  it('asks for keepalive only when the page is hidden, so a call made on leaving outlives the page', async () => {
    const f = fakeFetch(() => json({ Success: true, Result: {}, Message: '', Code: null }));
    try {
      vi.stubGlobal('document', { visibilityState: 'visible' });
      await client(f.fn).call(ep, { storeId: 1001 });
      vi.stubGlobal('document', { visibilityState: 'hidden' });
      await client(f.fn).call(ep, { storeId: 1002 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(f.sent.map((s) => s.init.keepalive)).toEqual([false, true]);
  });

  it('shares identical in-flight calls and sends again once they settle', async () => {
    const release: Array<(r: Response) => void> = [];
    const f = fakeFetch(() => new Promise<Response>((r) => release.push(r)));
    const c = client(f.fn);
    const a = c.call(ep, { storeId: 1 });
    const b = c.call(ep, { storeId: 1 });
    const other = c.call(ep, { storeId: 2 });
    expect(a).toBe(b);
    expect(c.callEnvelope(ep, { storeId: 1 })).toBe(c.callEnvelope(ep, { storeId: 1 }));
    expect(f.sent).toHaveLength(2);
    for (const r of release) r(json({ Success: true, Result: 'x', Message: '', Code: null }));
    expect(await a).toBe('x');
    expect(await other).toBe('x');
    const again = c.call(ep, { storeId: 1 });
    expect(again).not.toBe(a);
    expect(f.sent).toHaveLength(3);
  });

  it('does not share a call made in another language (its store text differs, decision 020)', async () => {
    const release: Array<(r: Response) => void> = [];
    const f = fakeFetch(() => new Promise<Response>((r) => release.push(r)));
    let locale = 'en';
    const c = client(f.fn, { headers: () => ({ storeId: 1001, locale }) });
    const english = c.call(ep, { storeId: 1 });
    locale = 'zh-CN';
    const chinese = c.call(ep, { storeId: 1 });
    expect(chinese).not.toBe(english);
    expect(f.sent.map((s) => (s.init.headers as Record<string, string>)['x-locale'])).toEqual([
      'en',
      'zh-CN',
    ]);
    for (const r of release) r(json({ Success: true, Result: 'x', Message: '', Code: null }));
    await Promise.all([english, chinese]);
  });

  it('translates a failure by code, filling parameters from the server text', async () => {
    const f = fakeFetch(() =>
      json(
        { Success: false, Result: null, Message: '库存不足，当前库存3', Code: 'CART_INSUFFICIENT_STOCK' },
        409,
      ),
    );
    const err = (await client(f.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('CART_INSUFFICIENT_STOCK');
    expect(err.message).toBe('Insufficient stock, current stock 3');
    expect(err.status).toBe(409);
    expect(err.serverMessage).toBe('库存不足，当前库存3');
    expect(err.envelope?.Code).toBe('CART_INSUFFICIENT_STOCK');
  });

  it('falls back to the known Chinese text, then to the server text', async () => {
    const known = fakeFetch(() =>
      json({ Success: false, Result: null, Message: '该商户已打烊', Code: 'X1' }, 422),
    );
    const e1 = (await client(known.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect(e1.message).toBe('This merchant has closed');
    expect(e1.code).toBe('X1');
    const unknown = fakeFetch(() =>
      json({ Success: false, Result: null, Message: '别的错误', Code: null }, 422),
    );
    const e2 = (await client(unknown.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect(e2.message).toBe('别的错误');
    expect(e2.code).toBe('REQUEST_ERROR');
  });

  it('keeps the whole envelope with callEnvelope', async () => {
    const body = {
      Success: true,
      Result: '[]',
      Message: '部分商品库存不足',
      Code: null,
      InvalidBasketItems: [{ Stock: 1 }],
    };
    const f = fakeFetch(() => json(body));
    expect(await client(f.fn).callEnvelope(ep, { storeId: 1 })).toEqual(body);
  });

  it('reports network failures, distinguishing offline', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const online = (await client(f.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect([online.code, online.message, online.status]).toEqual([
      'NETWORK_ERROR',
      'network error, try later',
      0,
    ]);
    const offline = (await client(f.fn, { isOnline: () => false })
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect(offline.message).toBe('network went away');
  });

  it('gives up after the time-out by aborting the request', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(
      (s) =>
        new Promise<Response>((_, reject) =>
          s.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = client(f.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(f.sent[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = (await pending) as ApiError;
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toBe('timed out');
  });

  it('counts the body in the time-out', async () => {
    vi.useFakeTimers();
    const f = fakeFetch((s) => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"Success":'));
          s.init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(stream, { status: 200 });
    });
    const pending = client(f.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await pending) as ApiError).code).toBe('TIMEOUT');
  });

  it('asks for an upgrade when the server refuses this client version (LOW_VERSION)', async () => {
    const onOutdated = vi.fn();
    const refused = fakeFetch(() =>
      json({ Success: false, Result: null, Message: '客户端版本过低', Code: 'LOW_VERSION' }, 426),
    );
    const err = (await client(refused.fn, { onOutdated })
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect([err.code, err.status, onOutdated.mock.calls.length]).toEqual(['LOW_VERSION', 426, 1]);
    const other = fakeFetch(() =>
      json({ Success: false, Result: null, Message: '', Code: 'STORE_CLOSED' }, 422),
    );
    await client(other.fn, { onOutdated })
      .call(ep, { storeId: 1 })
      .catch(() => undefined);
    expect(onOutdated).toHaveBeenCalledTimes(1);
  });

  it('clears the session on 401 and rejects non-envelope answers', async () => {
    const onUnauthorized = vi.fn();
    const f = fakeFetch(() =>
      json({ Success: false, Result: null, Message: '请先登录', Code: 'NOT_LOGGED_IN' }, 401),
    );
    const err = (await client(f.fn, { onUnauthorized })
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(err.status).toBe(401);
    expect(err.message).toBe('请先登录');
    const html = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const e2 = (await client(html.fn)
      .call(ep, { storeId: 1 })
      .catch((e) => e)) as ApiError;
    expect([e2.code, e2.status, e2.message]).toEqual([
      'REQUEST_ERROR',
      502,
      'request error, please try again later',
    ]);
  });
});
