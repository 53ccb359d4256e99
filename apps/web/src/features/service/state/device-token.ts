import type { Bridge } from '../../../lib/native-bridge.ts';
import type { Platform } from '../../../lib/platform.ts';

/**
 * The native wrapper's push token (SPEC §3, §4 'refresh the device token'). At start-up the wrapper is asked for
 * its token, which is reported to the server (UpdateEshopAppDeviceInfo) and remembered; whenever the session
 * changes (login, logout, account switch) the remembered token is reported again, so the server ties it to whoever
 * is logged in on the device now. Nothing happens outside the native wrapper.
 */

export interface DeviceReport {
  deviceToken: string;
  deviceType: 1 | 2;
  language: string;
}

export interface DeviceTokenDeps {
  platform: Pick<Platform, 'kind' | 'deviceType'>;
  bridge: Pick<Bridge, 'call'>;
  send: (report: DeviceReport) => Promise<void>;
  /** The app's language now. */
  language: () => string;
  /** The token last reported, kept between visits. */
  remembered: { get: () => string | undefined; set: (token: string) => void };
  /** Calls back on every change of session; returns the unsubscribe. */
  onSessionChange: (listener: () => void) => () => void;
}

/** Bridge method of the wrapper that answers the push token (a string; empty while it has none yet). */
export const deviceTokenMethod = 'getDeviceToken';

const tokenPattern = /^[\x21-\x7e]{8,512}$/;

/**
 * Asks the wrapper for its token and reports it; resolves to what happened. From then on, a session change
 * reports the remembered token again (a failed report is retried by the next change or start).
 */
export async function refreshDeviceToken(deps: DeviceTokenDeps): Promise<'web' | 'no-token' | 'sent'> {
  const { platform } = deps;
  if (platform.kind !== 'native' || platform.deviceType === null) return 'web';
  const deviceType = platform.deviceType;
  const token = await deps.bridge.call<unknown>(deviceTokenMethod);
  if (typeof token !== 'string' || !tokenPattern.test(token)) return 'no-token';
  const report = (deviceToken: string) => deps.send({ deviceToken, deviceType, language: deps.language() });
  await report(token);
  deps.remembered.set(token);
  deps.onSessionChange(() => {
    const known = deps.remembered.get();
    if (known) void report(known).catch(() => {});
  });
  return 'sent';
}
