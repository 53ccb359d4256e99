import { nativeMarkers, type PlatformKind } from './platform.ts';

/**
 * What this client can do beyond the web page itself, judged by where it runs and the version of its host
 * (SPEC §6: customer service type 2 opens the enterprise chat "if the client version supports it, else asks to
 * upgrade"). The versions come from the user agent: the wrapper writes `AmberShopApp/iOS/3.2.0`, WeChat
 * `MicroMessenger/8.0.47(0x18002f2f)`.
 */

/**
 * The first host versions with the enterprise chat: the native wrapper answers the `openEnterpriseChat` bridge
 * method from 3.0.0; WeChat opens a customer-service chat from a mini-program page from 8.0.0.
 */
export const enterpriseChatMinimum = { native: '3.0.0', wechat: '8.0.0' } as const;

/** How the enterprise chat opens here, or why it cannot: no host to open it, or a host too old. */
export type ChatSupport =
  | { supported: true; via: 'bridge' | 'miniProgram' }
  | { supported: false; reason: 'web' | 'outdatedApp' | 'outdatedWechat' };

/** The numeric parts of a dotted version ("8.0.47" → [8, 0, 47]); null when it is not one. */
function parts(version: string): number[] | null {
  return /^\d+(\.\d+)*$/.test(version) ? version.split('.').map(Number) : null;
}

/** Compares dotted versions part by part, missing parts counting as 0: negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const x = parts(a) ?? [0];
  const y = parts(b) ?? [0];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The native wrapper's version from its marker, or null. */
export function nativeAppVersion(userAgent: string): string | null {
  for (const marker of Object.values(nativeMarkers)) {
    const m = new RegExp(`${marker}/(\\d+(?:\\.\\d+)*)`).exec(userAgent);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** WeChat's version from its user agent, or null. */
export function wechatVersion(userAgent: string): string | null {
  return /MicroMessenger\/(\d+(?:\.\d+)*)/.exec(userAgent)?.[1] ?? null;
}

const atLeast = (version: string | null, minimum: string) =>
  version !== null && compareVersions(version, minimum) >= 0;

/**
 * Whether the enterprise chat can be opened: in the native wrapper from 3.0.0 (through the bridge), in the
 * mini-program's web-view from WeChat 8.0.0 when the host's JS bridge is there (through a mini-program page).
 */
export function enterpriseChatSupport(
  kind: PlatformKind,
  userAgent: string,
  hasMiniProgramBridge: boolean,
): ChatSupport {
  if (kind === 'native') {
    return atLeast(nativeAppVersion(userAgent), enterpriseChatMinimum.native)
      ? { supported: true, via: 'bridge' }
      : { supported: false, reason: 'outdatedApp' };
  }
  if (kind === 'miniprogram') {
    return atLeast(wechatVersion(userAgent), enterpriseChatMinimum.wechat) && hasMiniProgramBridge
      ? { supported: true, via: 'miniProgram' }
      : { supported: false, reason: 'outdatedWechat' };
  }
  return { supported: false, reason: 'web' };
}
