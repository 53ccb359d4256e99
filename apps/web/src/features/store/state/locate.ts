import type { LatLon } from '@shop/domain';

/**
 * Where the shopper is, for the nearest-first store list (SPEC §9): one position lookup that gives up after
 * 8 s, after which the stores are listed without a position. In the native wrapper the position comes through the
 * bridge first (native-position.ts), else from navigator.geolocation.
 */

export const locateTimeoutMs = 8_000;
/** A position up to five minutes old is still good enough to sort stores by. */
const maximumAgeMs = 5 * 60_000;

export type LocateFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported';
export type LocateResult = { ok: true; position: LatLon } | { ok: false; reason: LocateFailure };

/** The part of the Geolocation API the lookup uses (a fake in tests). */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/** The browser's position source, or undefined where there is none. */
export function browserPositionSource(): PositionSource | undefined {
  return globalThis.navigator?.geolocation ?? undefined;
}

function failureOf(error: GeolocationPositionError): LocateFailure {
  // Codes of the Geolocation API: 1 permission denied, 2 position unavailable, 3 time-out.
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

function validPosition(coords: GeolocationCoordinates): LatLon | null {
  const { latitude, longitude } = coords;
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : null;
}

/** Asks for the current position once; never rejects, and settles within `timeoutMs` whatever the browser does. */
export function locate(
  source: PositionSource | undefined,
  timeoutMs: number = locateTimeoutMs,
): Promise<LocateResult> {
  if (!source) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: LocateResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // The browser's own time-out runs only once permission is given; this one also covers an unanswered prompt.
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    try {
      source.getCurrentPosition(
        (p) => {
          const position = validPosition(p.coords);
          finish(position ? { ok: true, position } : { ok: false, reason: 'unavailable' });
        },
        (error) => finish({ ok: false, reason: failureOf(error) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: maximumAgeMs },
      );
    } catch {
      finish({ ok: false, reason: 'unavailable' });
    }
  });
}
