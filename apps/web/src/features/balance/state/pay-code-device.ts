import { joinPayCode, payCodeStep } from '@shop/domain';
import { TOTP } from 'otpauth';
import { storage, storageKey } from '../../../lib/storage.ts';
import type { PayCodeEnrolment } from '../api/enroll-pay-code.ts';

/** What this phone keeps of its enrolment (decision 034), for the login session it was made in. */
export interface PayCodeDevice {
  /** The start of the session token it belongs to: a record of another login is not used. */
  session: string;
  deviceKey: string;
  secret: string;
  digits: number;
  stepSeconds: number;
  refreshSeconds: number;
  /** Server time minus device time at enrolment, so a wrong phone clock still makes codes the server accepts. */
  offsetMs: number;
}

const deviceStorage = storageKey<PayCodeDevice>('payCode.device');

const sessionMark = (token: string) => token.slice(0, 12);

/** The device record of this login, if the phone has one. */
export function savedPayCodeDevice(token: string): PayCodeDevice | null {
  const saved = storage.get(deviceStorage);
  return saved && saved.session === sessionMark(token) ? saved : null;
}

/** Keeps a new enrolment, received at device time `receivedAt`. */
export function savePayCodeDevice(
  token: string,
  e: PayCodeEnrolment,
  receivedAt = Date.now(),
): PayCodeDevice {
  const device: PayCodeDevice = {
    session: sessionMark(token),
    deviceKey: e.deviceKey,
    secret: e.secret,
    digits: e.digits,
    stepSeconds: e.stepSeconds,
    refreshSeconds: e.refreshSeconds,
    offsetMs: e.serverTime - receivedAt,
  };
  storage.set(deviceStorage, device);
  return device;
}

/** Drops the phone's secret (logout; a key the server no longer takes). */
export function forgetPayCodeDevice(): void {
  storage.remove(deviceStorage);
}

/** A code as shown: its digits and the time step it was made for. */
export interface ShownCode {
  code: string;
  step: number;
}

/** The code of the device at a device time: RFC 6238 on the phone, no network involved. */
export function payCodeAt(device: PayCodeDevice, deviceNow: number): ShownCode {
  const at = deviceNow + device.offsetMs;
  const totp = new TOTP({
    secret: device.secret,
    algorithm: 'SHA1',
    digits: device.digits,
    period: device.stepSeconds,
  });
  return { code: joinPayCode(device.deviceKey, totp.generate({ timestamp: at })), step: payCodeStep(at) };
}

/** Milliseconds until the device's next time step begins (a refresh inside one step would show the same code). */
export function msToNextStep(device: PayCodeDevice, deviceNow: number): number {
  const periodMs = device.stepSeconds * 1000;
  const at = deviceNow + device.offsetMs;
  return periodMs - (((at % periodMs) + periodMs) % periodMs);
}
