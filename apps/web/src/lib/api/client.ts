import {
  type Endpoint,
  type Envelope,
  type HeaderKey,
  headerNames,
  type RequestOf,
  type ResultOf,
} from '@shop/contracts';
import { hasKey, translate } from '../i18n/messages.ts';
import { ApiError } from './api-error.ts';
import { matchKnownMessage, paramsFromMessage } from './known-messages.ts';

/**
 * The one call wrapper of SPEC §7 / DESIGN §3: every call is POST /wxapi/<path> with a JSON body and the client
 * headers; identical in-flight calls share one request; a call gives up after 60 s; success means
 * `Success: true`, anything else throws an ApiError whose message is already translated.
 */

export const requestTimeoutMs = 60_000;

/** Values of the client headers (DESIGN §3), by their keys in the contracts' `headerNames`. */
export type HeaderValues = Partial<Record<HeaderKey, string | number | null | undefined>>;

/**
 * A typed reference to a contract endpoint that carries only its path. Importing an endpoint object brings its
 * zod schemas (and zod) into the bundle; the web uses a reference instead, named by the path constant the
 * contract itself uses (the contracts' paths/, which import nothing; decision 050):
 *
 *     import { type storeEndpoints, storePaths } from '@shop/contracts';
 *     const getStoreDataFast = endpointRef<typeof storeEndpoints.getStoreDataFast>(storePaths.getStoreDataFast);
 *
 * A unit test per area checks that each reference names its own endpoint's path (see
 * features/store/api/store-api.test.ts).
 */
export interface EndpointRef<E extends Endpoint> {
  readonly path: string;
  /** Phantom: the endpoint type; never set. */
  readonly __endpoint?: E;
}

export function endpointRef<E extends Endpoint>(path: string): EndpointRef<E> {
  return { path };
}

/** What call and callEnvelope accept: the contract's endpoint object or a reference to it. */
export type Callable<E extends Endpoint> = E | EndpointRef<E>;

export type Translator = (key: string, params?: Record<string, string>) => string | null;

export interface ApiClientOptions {
  /** Values of the client headers at the moment of a call. */
  headers: () => HeaderValues;
  /** Called when the server answers 401: the session is no longer valid. */
  onUnauthorized?: () => void;
  /** Called when the server refuses this client's version (LOW_VERSION, decision 042): it must upgrade. */
  onOutdated?: () => void;
  /** Returns the translation of a key, or null when the catalogue has none. */
  translate?: Translator;
  fetch?: typeof fetch;
  /** Prefix of every call path; '' serves /wxapi/ from the page's own origin (SPEC §7). */
  baseUrl?: string;
  timeoutMs?: number;
  isOnline?: () => boolean;
}

export interface ApiClient {
  /** Calls an endpoint and returns its Result. */
  call<E extends Endpoint>(endpoint: Callable<E>, body: RequestOf<E>): Promise<ResultOf<E>>;
  /** Calls an endpoint and returns the whole envelope (Message and extra fields such as InvalidBasketItems). */
  callEnvelope<E extends Endpoint>(endpoint: Callable<E>, body: RequestOf<E>): Promise<Envelope<ResultOf<E>>>;
}

const defaultTranslator: Translator = (key, params) => (hasKey(key) ? translate(key, params) : null);

function buildHeaders(values: HeaderValues): Record<string, string> {
  const out: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, header] of Object.entries(headerNames)) {
    const value = values[name as HeaderKey];
    if (value !== null && value !== undefined && value !== '') out[header] = String(value);
  }
  return out;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).Success === 'boolean';
}

/** Browsers finish keepalive requests after the page unloads, within 64 KB in flight: 20,000 characters of
 * JSON are 60 KB at most in UTF-8. */
const KEEPALIVE_MAX_CHARS = 20_000;

/**
 * A request sent while the page is hidden (leaving, closing, switching app) may outlive it: it asks for keepalive.
 * Only then, since keepalive requests share a small budget that ordinary traffic would exhaust.
 */
function survivesUnload(body: string): boolean {
  return globalThis.document?.visibilityState === 'hidden' && body.length < KEEPALIVE_MAX_CHARS;
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tr = opts.translate ?? defaultTranslator;
  const timeoutMs = opts.timeoutMs ?? requestTimeoutMs;
  const isOnline = opts.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const inflight = new Map<string, Promise<Envelope>>();

  const clientError = (code: string, status = 0, envelope: Envelope | null = null) =>
    new ApiError(code, tr(`errors.${code}`) ?? code, status, envelope);

  /** Translates by code; else recognises a known Chinese text; else keeps the server's own words. */
  function failure(status: number, envelope: Envelope): ApiError {
    const serverText = typeof envelope.Message === 'string' ? envelope.Message : '';
    const code = envelope.Code ?? '';
    const byCode = code ? tr(`errors.${code}`, paramsFromMessage(code, serverText)) : null;
    if (byCode !== null) return new ApiError(code, byCode, status, envelope, serverText);
    const known = serverText ? matchKnownMessage(serverText) : null;
    const byText = known ? tr(`errors.${known.code}`, known.params) : null;
    const message = byText ?? (serverText || tr('errors.REQUEST_ERROR') || 'REQUEST_ERROR');
    return new ApiError(code || known?.code || 'REQUEST_ERROR', message, status, envelope, serverText);
  }

  async function exchange(path: string, body: unknown, headers: Record<string, string>, signal: AbortSignal) {
    let response: Response;
    const text = JSON.stringify(body ?? {});
    try {
      response = await doFetch(`${opts.baseUrl ?? ''}/wxapi/${path}`, {
        method: 'POST',
        headers,
        body: text,
        signal,
        keepalive: survivesUnload(text),
      });
    } catch (err) {
      if (signal.aborted) throw err;
      throw clientError(isOnline() ? 'NETWORK_ERROR' : 'NETWORK_GONE');
    }
    if (response.status === 401) opts.onUnauthorized?.();
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (err) {
      if (signal.aborted) throw err;
      throw clientError(response.status === 401 ? 'NOT_LOGGED_IN' : 'REQUEST_ERROR', response.status);
    }
    if (!isEnvelope(parsed)) throw clientError('REQUEST_ERROR', response.status);
    if (!parsed.Success && parsed.Code === 'LOW_VERSION') opts.onOutdated?.();
    if (!parsed.Success) throw failure(response.status, parsed);
    return parsed;
  }

  /** One request; the time-out covers the whole exchange, the body included. */
  async function send(path: string, body: unknown, headers: Record<string, string>): Promise<Envelope> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await exchange(path, body, headers, controller.signal);
    } catch (err) {
      if (controller.signal.aborted && !(err instanceof ApiError)) throw clientError('TIMEOUT');
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  function callEnvelope<E extends Endpoint>(
    endpoint: Callable<E>,
    body: RequestOf<E>,
  ): Promise<Envelope<ResultOf<E>>> {
    const headers = buildHeaders(opts.headers());
    // Calls made as someone else (other store or session) or in another language (the store text of the answer,
    // decision 020) are not the same call, so they are part of the key.
    const key = `${endpoint.path}\n${headers[headerNames.storeId] ?? ''}\n${headers[headerNames.session] ?? ''}\n${headers[headerNames.locale] ?? ''}\n${JSON.stringify(body ?? {})}`;
    let pending = inflight.get(key);
    if (!pending) {
      pending = send(endpoint.path, body, headers).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending as Promise<Envelope<ResultOf<E>>>;
  }

  // The Result promise is shared too, so two identical calls get the very same promise.
  const results = new WeakMap<Promise<Envelope>, Promise<unknown>>();
  function call<E extends Endpoint>(endpoint: Callable<E>, body: RequestOf<E>): Promise<ResultOf<E>> {
    const envelope = callEnvelope(endpoint, body);
    let result = results.get(envelope);
    if (!result) {
      result = envelope.then((e) => e.Result);
      results.set(envelope, result);
    }
    return result as Promise<ResultOf<E>>;
  }

  return { callEnvelope, call };
}

let client: ApiClient = createApiClient({ headers: () => ({}) });

/** Sets the app's client (done once at start-up by app/api-setup.ts). */
export function configureApi(options: ApiClientOptions): void {
  client = createApiClient(options);
}

/** `const store = await call(storeEndpoints.getStoreDataFast, { storeId })` */
export function call<E extends Endpoint>(endpoint: Callable<E>, body: RequestOf<E>): Promise<ResultOf<E>> {
  return client.call(endpoint, body);
}

/** Like call, but resolves to the whole envelope: `{ Success, Result, Message, Code, ...extra }`. */
export function callEnvelope<E extends Endpoint>(
  endpoint: Callable<E>,
  body: RequestOf<E>,
): Promise<Envelope<ResultOf<E>>> {
  return client.callEnvelope(endpoint, body);
}
