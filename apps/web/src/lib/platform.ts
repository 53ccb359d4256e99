/**
 * Where the app runs (SPEC §1): a plain web page, the mini-program's web-view, or the native wrapper. The
 * wrapper announces itself in the user agent with `AmberShopApp/iOS` or `AmberShopApp/Android` (followed by
 * its version, e.g. `AmberShopApp/iOS/3.2.0`); native enables notifications, device tokens and location.
 */

export type PlatformKind = 'web' | 'miniprogram' | 'native';
export type NativeOs = 'ios' | 'android';

/** Device type codes of SPEC §9. */
export const deviceTypes = { ios: 1, android: 2 } as const;

export const nativeMarkers = { ios: 'AmberShopApp/iOS', android: 'AmberShopApp/Android' } as const;

export interface Platform {
  kind: PlatformKind;
  os: NativeOs | null;
  /** 1 iOS, 2 Android when native; null otherwise. */
  deviceType: 1 | 2 | null;
}

export interface PlatformHints {
  userAgent: string;
  /** `window.__wxjs_environment`, set by the mini-program web-view. */
  wxEnvironment?: unknown;
}

/** Detects the platform from the user agent and the web-view's marker. */
export function detectPlatform({ userAgent, wxEnvironment }: PlatformHints): Platform {
  if (userAgent.includes(nativeMarkers.ios))
    return { kind: 'native', os: 'ios', deviceType: deviceTypes.ios };
  if (userAgent.includes(nativeMarkers.android)) {
    return { kind: 'native', os: 'android', deviceType: deviceTypes.android };
  }
  if (wxEnvironment === 'miniprogram' || /miniProgram/i.test(userAgent)) {
    return { kind: 'miniprogram', os: null, deviceType: null };
  }
  return { kind: 'web', os: null, deviceType: null };
}

declare global {
  interface Window {
    __wxjs_environment?: unknown;
  }
}

/** The platform of this page. */
export const platform: Platform = detectPlatform({
  userAgent: globalThis.navigator?.userAgent ?? '',
  wxEnvironment: typeof window === 'undefined' ? undefined : window.__wxjs_environment,
});
