import { clockOffset } from '@shop/domain';

/**
 * The server's clock as seen from this device: results that carry `serverTime` (orders) set the offset, and
 * countdowns read `serverNow()`, so a device clock that is wrong by minutes does not shorten or stretch them.
 */

let offsetMs = 0;

/** Records the server time of a result that arrived at device time `receivedAt`. */
export function syncServerTime(serverTime: string | undefined, receivedAt = Date.now()): void {
  if (serverTime) offsetMs = clockOffset(serverTime, receivedAt);
}

/** Now by the server's clock (epoch ms), given the device's now. */
export function serverNow(deviceNow = Date.now()): number {
  return deviceNow + offsetMs;
}

/** The recorded offset (tests). */
export function serverOffset(): number {
  return offsetMs;
}
