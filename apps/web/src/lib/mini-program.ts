import { platform } from './platform.ts';

/**
 * The mini-program around the web-view (decision 043), through WeChat's JS-SDK: `wx.miniProgram.navigateTo` opens
 * one of the shell's pages (WeChat Pay, the enterprise chat), `postMessage` leaves it a message (the page title for
 * share cards, delivered when the shopper shares). A small typed wrapper over WeChat's own script, loaded only
 * inside the mini-program, rather than the unofficial `weixin-js-sdk` npm repackaging, which every platform's
 * bundle would carry.
 */
export interface MiniProgramApi {
  navigateTo(options: { url: string; success?: () => void; fail?: (err: unknown) => void }): void;
  postMessage(options: { data: unknown }): void;
}

declare global {
  interface Window {
    wx?: { miniProgram?: Partial<MiniProgramApi> };
  }
}

/** WeChat's JS-SDK; the web-view needs 1.3.2 or later for wx.miniProgram. */
export const jsSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** How long to wait for the script before doing without the host (the web cashier then takes the payment). */
export const jsSdkWaitMs = 10_000;

let loading: Promise<MiniProgramApi | null> | null = null;

function presentHost(): MiniProgramApi | null {
  const host = typeof window === 'undefined' ? undefined : window.wx?.miniProgram;
  return host && typeof host.navigateTo === 'function' && typeof host.postMessage === 'function'
    ? (host as MiniProgramApi)
    : null;
}

/**
 * The mini-program host: null outside the mini-program's web-view, or when the JS-SDK cannot be had. The script
 * is added once; a failed load may be tried again later.
 */
export function miniProgramHost(kind = platform.kind): Promise<MiniProgramApi | null> {
  if (kind !== 'miniprogram') return Promise.resolve(null);
  const present = presentHost();
  if (present) return Promise.resolve(present);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = jsSdkUrl;
    script.async = true;
    const done = (host: MiniProgramApi | null) => {
      clearTimeout(timer);
      if (!host) loading = null;
      resolve(host);
    };
    const timer = setTimeout(() => done(presentHost()), jsSdkWaitMs);
    script.onload = () => done(presentHost());
    script.onerror = () => done(null);
    document.head.append(script);
  });
  return loading;
}

/** Leaves the shell the page's title for its share card (nothing outside the mini-program). */
export async function postPageTitle(title: string, kind = platform.kind): Promise<void> {
  const host = await miniProgramHost(kind);
  host?.postMessage({ data: { title } });
}

/** Forgets a loading script (tests). */
export function resetMiniProgramHost(): void {
  loading = null;
}
