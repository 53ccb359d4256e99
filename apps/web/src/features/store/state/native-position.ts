import type { Bridge } from '../../../lib/native-bridge.ts';
import { nativeBridge } from '../../../lib/native-bridge.ts';
import { type Platform, platform } from '../../../lib/platform.ts';
import { browserPositionSource, type PositionSource } from './locate.ts';

/**
 * The native wrapper's location for the store picker (SPEC §1 'native location', decision 042): the wrapper's
 * geolocation plugin answers the bridge method `getCurrentPosition` with `{ latitude, longitude }`, asking the
 * device's permission itself. Whatever it cannot answer (no permission, an old wrapper without the method, no
 * reply) falls back to the web view's navigator.geolocation; locate() keeps its 8 s limit over both.
 */

export const positionMethod = 'getCurrentPosition';

function coordsOf(answer: unknown): GeolocationCoordinates | null {
  const { latitude, longitude, accuracy } = (answer ?? {}) as Record<string, unknown>;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return {
    latitude,
    longitude,
    accuracy: typeof accuracy === 'number' ? accuracy : 0,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  } as GeolocationCoordinates;
}

/** A position source that asks the wrapper first and the browser second. */
export function nativePositionSource(
  bridge: Pick<Bridge, 'call'>,
  fallback: PositionSource | undefined,
): PositionSource {
  return {
    getCurrentPosition(success, failure, options) {
      const params = { timeout: options?.timeout ?? 0, maximumAge: options?.maximumAge ?? 0 };
      const viaBrowser = () => {
        if (fallback) fallback.getCurrentPosition(success, failure, options);
        else failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError);
      };
      bridge.call<unknown>(positionMethod, params).then((answer) => {
        const coords = coordsOf(answer);
        if (coords) success({ coords, timestamp: Date.now() } as GeolocationPosition);
        else viaBrowser();
      }, viaBrowser);
    },
  };
}

/** Where this device's position comes from: the wrapper's in the native app, else the browser's. */
export function devicePositionSource(
  on: Pick<Platform, 'kind'> = platform,
  bridge: Pick<Bridge, 'available' | 'call'> | null = null,
): PositionSource | undefined {
  if (on.kind !== 'native') return browserPositionSource();
  const native = bridge ?? nativeBridge();
  return native.available ? nativePositionSource(native, browserPositionSource()) : browserPositionSource();
}
