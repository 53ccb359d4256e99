import { joinPayCode, payCodeStep } from '@shop/domain';
import { TOTP } from 'otpauth';
import { storage } from '../../../lib/storage.ts';
import type { PayCodeEnrolment } from '../api/enroll-pay-code.ts';
import { deviceStorage, type PayCodeDevice } from './pay-code-storage.ts';

export { forgetPayCodeDevice, type PayCodeDevice } from './pay-code-storage.ts';

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
