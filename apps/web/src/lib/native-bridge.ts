/**
 * Calls into the native wrapper. The wrapper exposes `window.AmberShopNative.postMessage(json)` (Android) or
 * `window.webkit.messageHandlers.amberShop.postMessage(json)` (iOS), receives `{ id, method, params }` and
 * answers by calling `window.__amberShopBridgeReply(id, ok, payload)`. A call with no reply within 60 s rejects
 * with a BridgeError whose code is TIMEOUT (SPEC §7, §9). Things the wrapper tells unasked (a tapped notification)
 * arrive as `window.__amberShopBridgeEvent(name, payload)`. In the Capacitor wrapper (apps/native) there is no such
 * channel: the bridge talks to Capacitor's plugins through capacitor-host.ts (decision 042).
 */

import type { CapacitorRuntime } from './capacitor-host.ts';
import { type PlatformKind, platform } from './platform.ts';

export const bridgeTimeoutMs = 60_000;

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: 'TIMEOUT' | 'UNAVAILABLE' | 'FAILED',
    message: string = code,
  ) {
    super(message);
  }
}

export interface Bridge {
  /** False outside the native wrapper: every call then rejects with UNAVAILABLE. */
  readonly available: boolean;
  call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Delivers the wrapper's answer to a pending call. */
  reply(id: number, ok: boolean, payload: unknown): void;
}

export type Post = (message: string) => void;

export function createBridge(post: Post | null, timeoutMs = bridgeTimeoutMs): Bridge {
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  return {
    available: post !== null,
    call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      if (!post) return Promise.reject(new BridgeError('UNAVAILABLE'));
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new BridgeError('TIMEOUT'));
        }, timeoutMs);
        const settle =
          <A>(fn: (a: A) => void) =>
          (a: A) => {
            clearTimeout(timer);
            pending.delete(id);
            fn(a);
          };
        pending.set(id, { resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) });
        try {
          post(JSON.stringify({ id, method, params }));
        } catch (err) {
          pending.get(id)?.reject(new BridgeError('FAILED', String(err)));
        }
      });
    },
    reply(id, ok, payload) {
      const waiter = pending.get(id);
      if (!waiter) return; // late answer after the time-out: dropped
      if (ok) waiter.resolve(payload);
      else waiter.reject(new BridgeError('FAILED', typeof payload === 'string' ? payload : 'FAILED'));
    },
  };
}

interface NativeWindow {
  AmberShopNative?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { amberShop?: { postMessage(message: string): void } } };
  __amberShopBridgeReply?: (id: number, ok: boolean, payload: unknown) => void;
  __amberShopBridgeEvent?: (name: string, payload: unknown) => void;
  Capacitor?: CapacitorRuntime;
}

type EventListener = (payload: unknown) => void;
const eventListeners = new Map<string, Set<EventListener>>();
/** Events that came before anyone listened (a cold start's tap), kept until a listener takes them. */
const unheard = new Map<string, unknown[]>();
const unheardMax = 5;

/**
 * Listens to one kind of the wrapper's events (e.g. notificationTap); events of that kind that arrived before
 * anyone listened are handed over at once. Returns the unsubscribe.
 */
export function onBridgeEvent(name: string, listener: EventListener): () => void {
  nativeBridge();
  const set = eventListeners.get(name) ?? new Set<EventListener>();
  eventListeners.set(name, set);
  set.add(listener);
  const waiting = unheard.get(name) ?? [];
  unheard.delete(name);
  for (const payload of waiting) dispatchBridgeEvent(name, payload);
  return () => set.delete(listener);
}

/** Hands a wrapper event to its listeners (one that throws does not keep the others from it), or keeps it. */
export function dispatchBridgeEvent(name: string, payload: unknown): void {
  const listeners = [...(eventListeners.get(name) ?? [])];
  if (listeners.length === 0) {
    unheard.set(name, [...(unheard.get(name) ?? []), payload].slice(-unheardMax));
    return;
  }
  for (const listener of listeners) {
    try {
      listener(payload);
    } catch (err) {
      console.warn('bridge event', name, err);
    }
  }
}

/**
 * In the Capacitor wrapper (apps/native) the bridge's host is capacitor-host.ts, loaded on the first call so the
 * web page never carries it; its answers and events come back through the same hooks as a native channel's.
 */
function capacitorPost(w: NativeWindow, cap: CapacitorRuntime): Post {
  let host: Promise<Post> | null = null;
  return (message) => {
    host ??= import('./capacitor-host.ts').then(({ capacitorHost }) =>
      capacitorHost(
        cap,
        (id, ok, payload) => w.__amberShopBridgeReply?.(id, ok, payload),
        dispatchBridgeEvent,
      ),
    );
    void host.then((post) => post(message));
  };
}

/** What answers the bridge on this page: a wrapper's own channel, the Capacitor plugins, or nothing. */
export type BridgeHost = 'channel' | 'capacitor' | null;

/** The host of this page's bridge (capacitor-host.ts answers fewer methods than a channel may). */
export function bridgeHost(
  w: NativeWindow = (typeof window === 'undefined' ? {} : window) as NativeWindow,
): BridgeHost {
  if (w.AmberShopNative || w.webkit?.messageHandlers?.amberShop) return 'channel';
  return w.Capacitor?.isNativePlatform?.() ? 'capacitor' : null;
}

/** The wrapper's post function on this page, or null outside the native wrapper. */
function findPost(w: NativeWindow): Post | null {
  const android = w.AmberShopNative;
  if (android) return (m) => android.postMessage(m);
  const ios = w.webkit?.messageHandlers?.amberShop;
  if (ios) return (m) => ios.postMessage(m);
  if (w.Capacitor?.isNativePlatform?.()) return capacitorPost(w, w.Capacitor);
  return null;
}

let shared: Bridge | null = null;

/** The page's bridge; installs the reply hook the wrapper calls. */
export function nativeBridge(): Bridge {
  if (shared) return shared;
  const w = (typeof window === 'undefined' ? {} : window) as NativeWindow;
  const bridge = createBridge(findPost(w));
  w.__amberShopBridgeReply = (id, ok, payload) => bridge.reply(id, ok, payload);
  w.__amberShopBridgeEvent = dispatchBridgeEvent;
  shared = bridge;
  return bridge;
}

/** Bridge method of the wrapper that answers the platform's signed assertion of the device's phone number. */
export const phoneTokenMethod = 'getPhoneToken';

const phoneTokenPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Whether this client can vouch for the device's phone (one-tap login, AutoSignByPhone): only the native wrapper
 * with a channel of its own does; a plain browser, the mini-program web-view and the Capacitor wrapper (which has no
 * phone-assertion plugin, decision 042) cannot.
 */
export function providesPhoneToken(
  kind: PlatformKind = platform.kind,
  bridge: Bridge = nativeBridge(),
  host: BridgeHost = bridgeHost(),
): boolean {
  return kind === 'native' && bridge.available && host !== 'capacitor';
}

/**
 * The platform's phone assertion, asked of the wrapper (which gets it from its back end after the user allowed
 * it); rejects with a BridgeError when the wrapper cannot give one (FAILED) or does not answer (TIMEOUT).
 */
export async function getPhoneToken(bridge: Pick<Bridge, 'call'> = nativeBridge()): Promise<string> {
  const token = await bridge.call<unknown>(phoneTokenMethod);
  if (typeof token !== 'string' || token.length > 2048 || !phoneTokenPattern.test(token)) {
    throw new BridgeError('FAILED', 'no phone token');
  }
  return token;
}
