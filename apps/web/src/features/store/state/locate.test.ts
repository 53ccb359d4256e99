import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LocateResult, locate, locateTimeoutMs, type PositionSource } from './locate.ts';

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

/** A position source the test answers by hand; records the options it was asked with. */
function manualSource() {
  let success: Success = () => undefined;
  let failure: Failure;
  const asked: (PositionOptions | undefined)[] = [];
  const source: PositionSource = {
    getCurrentPosition: (ok, fail, options) => {
      success = ok;
      failure = fail;
      asked.push(options);
    },
  };
  return {
    source,
    asked,
    give: (latitude: number, longitude: number) =>
      success({ coords: { latitude, longitude } as GeolocationCoordinates } as GeolocationPosition),
    refuse: (code: 1 | 2 | 3) => failure?.({ code } as GeolocationPositionError),
  };
}

function track(promise: Promise<LocateResult>) {
  const seen: { result?: LocateResult } = {};
  void promise.then((r) => {
    seen.result = r;
  });
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('locate', () => {
  it('answers the position, asking the browser with the 8 s time-out of SPEC §9', async () => {
    const m = manualSource();
    const pending = locate(m.source);
    m.give(31.2397, 121.4998);
    await expect(pending).resolves.toEqual({
      ok: true,
      position: { latitude: 31.2397, longitude: 121.4998 },
    });
    expect(locateTimeoutMs).toBe(8000);
    expect(m.asked[0]).toMatchObject({ timeout: 8000 });
  });

  it('gives up after 8 s when the browser never answers (an ignored permission prompt)', async () => {
    const m = manualSource();
    const seen = track(locate(m.source));
    await vi.advanceTimersByTimeAsync(7999);
    expect(seen.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.result).toEqual({ ok: false, reason: 'timeout' });
    // A position arriving after the time-out changes nothing.
    m.give(31, 121);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.result).toEqual({ ok: false, reason: 'timeout' });
  });

  it('tells a denial from a lost position and from the browser timing out', async () => {
    const cases = [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const;
    for (const [code, reason] of cases) {
      const m = manualSource();
      const pending = locate(m.source);
      m.refuse(code);
      await expect(pending).resolves.toEqual({ ok: false, reason });
    }
  });

  it('reports a device without geolocation, or one that throws, without waiting', async () => {
    await expect(locate(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    const throwing: PositionSource = {
      getCurrentPosition: () => {
        throw new Error('blocked by policy');
      },
    };
    await expect(locate(throwing)).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });

  it('refuses coordinates out of range', async () => {
    const m = manualSource();
    const pending = locate(m.source);
    m.give(95, 10);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});
