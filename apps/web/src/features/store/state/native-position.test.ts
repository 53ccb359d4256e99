import { describe, expect, it, vi } from 'vitest';
import { type Bridge, BridgeError, createBridge } from '../../../lib/native-bridge.ts';
import { locate, type PositionSource } from './locate.ts';
import { devicePositionSource, nativePositionSource, positionMethod } from './native-position.ts';

/** A simulated wrapper: answers each bridge call as `answer` says. */
function simulatedHost(answer: (method: string) => { ok: boolean; payload: unknown } | null) {
  const calls: string[] = [];
  const bridge: Bridge = createBridge((message) => {
    const { id, method } = JSON.parse(message) as { id: number; method: string };
    calls.push(method);
    const reply = answer(method);
    if (reply) queueMicrotask(() => bridge.reply(id, reply.ok, reply.payload));
  }, 50);
  return { bridge, calls };
}

const browser = (latitude: number, longitude: number): PositionSource => ({
  getCurrentPosition: (ok) => ok({ coords: { latitude, longitude } } as GeolocationPosition),
});

describe('native location for the store picker', () => {
  it('takes the wrapper’s position over the bridge', async () => {
    const host = simulatedHost(() => ({ ok: true, payload: { latitude: 31.23, longitude: 121.47 } }));
    const fallback = { getCurrentPosition: vi.fn() };
    const result = await locate(nativePositionSource(host.bridge, fallback));
    expect(result).toEqual({ ok: true, position: { latitude: 31.23, longitude: 121.47 } });
    expect(host.calls).toEqual([positionMethod]);
    expect(fallback.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('falls back to the browser when the wrapper refuses, answers nonsense or does not answer', async () => {
    const refused = simulatedHost(() => ({ ok: false, payload: 'denied' }));
    expect(await locate(nativePositionSource(refused.bridge, browser(1, 2)))).toEqual({
      ok: true,
      position: { latitude: 1, longitude: 2 },
    });
    const nonsense = simulatedHost(() => ({ ok: true, payload: { lat: 'x' } }));
    expect(await locate(nativePositionSource(nonsense.bridge, browser(3, 4)))).toMatchObject({ ok: true });
    const silent = simulatedHost(() => null); // the bridge's own time-out (50 ms here) ends the wait
    expect(await locate(nativePositionSource(silent.bridge, browser(5, 6)))).toMatchObject({
      ok: true,
      position: { latitude: 5 },
    });
    const none = simulatedHost(() => ({ ok: false, payload: 'denied' }));
    expect(await locate(nativePositionSource(none.bridge, undefined))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('uses the bridge only in the native wrapper with a bridge', () => {
    const call = vi.fn(() => Promise.reject(new BridgeError('UNAVAILABLE'))) as Bridge['call'];
    expect(devicePositionSource({ kind: 'web' }, { available: true, call })).toBe(
      globalThis.navigator?.geolocation ?? undefined,
    );
    expect(devicePositionSource({ kind: 'native' }, { available: false, call })).toBe(
      globalThis.navigator?.geolocation ?? undefined,
    );
    expect(devicePositionSource({ kind: 'native' }, { available: true, call })).toBeDefined();
  });
});
