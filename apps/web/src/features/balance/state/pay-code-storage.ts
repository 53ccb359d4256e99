import { storage, storageKey } from '../../../lib/storage.ts';

// Where the phone keeps its payment-code enrolment. Apart from pay-code-device.ts, so the app shell can forget it
// at logout without loading the code generator (otpauth) into the first screen's bundle (issue 15's home budget).

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

export const deviceStorage = storageKey<PayCodeDevice>('payCode.device');

/** Drops the phone's secret (logout; a key the server no longer takes). */
export function forgetPayCodeDevice(): void {
  storage.remove(deviceStorage);
}
