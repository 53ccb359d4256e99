import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../lib/native-bridge.ts';
import { detectPlatform, nativeMarkers } from '../../../lib/platform.ts';
import {
  type DeviceReport,
  type DeviceTokenDeps,
  deviceTokenMethod,
  refreshDeviceToken,
} from './device-token.ts';

const apnsToken = 'a1b2c3d4'.repeat(8);

/** A wrapper that answers the token method with `answer` (after a tick, as a real one would). */
function fakeWrapper(answer: { ok: boolean; payload: unknown }) {
  const asked: string[] = [];
  const bridge = createBridge((message) => {
    const { id, method } = JSON.parse(message) as { id: number; method: string };
    asked.push(method);
    setTimeout(() => bridge.reply(id, answer.ok, answer.payload), 0);
  }, 1000);
  return { bridge, asked };
}

function harness(userAgent: string, answer = { ok: true, payload: apnsToken as unknown }) {
  const wrapper = fakeWrapper(answer);
  const sent: DeviceReport[] = [];
  let kept: string | undefined;
  const listeners = new Set<() => void>();
  let language = 'zh-CN';
  const deps: DeviceTokenDeps = {
    platform: detectPlatform({ userAgent }),
    bridge: wrapper.bridge,
    send: vi.fn(async (report: DeviceReport) => {
      sent.push(report);
    }),
    language: () => language,
    remembered: { get: () => kept, set: (token) => (kept = token) },
    onSessionChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    deps,
    sent,
    asked: wrapper.asked,
    kept: () => kept,
    setLanguage: (l: string) => (language = l),
    sessionChanged: () => {
      for (const l of listeners) l();
    },
  };
}

describe('refreshing the device token at start-up', () => {
  it('does nothing on the plain web or in the mini-program: no bridge call, no report', async () => {
    for (const ua of ['Mozilla/5.0 (iPhone) Safari/604.1', 'Mozilla/5.0 MicroMessenger/8.0.47 miniProgram']) {
      const h = harness(ua);
      expect(await refreshDeviceToken(h.deps)).toBe('web');
      expect(h.asked).toEqual([]);
      expect(h.sent).toEqual([]);
    }
  });

  it('asks the iOS wrapper for its token and reports it with device type 1 and the app language', async () => {
    const h = harness(`Mozilla/5.0 (iPhone) ${nativeMarkers.ios}/3.2.0`);
    expect(await refreshDeviceToken(h.deps)).toBe('sent');
    expect(h.asked).toEqual([deviceTokenMethod]);
    expect(h.sent).toEqual([{ deviceToken: apnsToken, deviceType: 1, language: 'zh-CN' }]);
    expect(h.kept()).toBe(apnsToken);
  });

  it('reports with device type 2 in the Android wrapper, and again on every session change', async () => {
    const h = harness(`Mozilla/5.0 (Linux; Android 14) ${nativeMarkers.android}/3.0.1`);
    await refreshDeviceToken(h.deps);
    h.setLanguage('es');
    h.sessionChanged();
    await Promise.resolve();
    expect(h.sent).toEqual([
      { deviceToken: apnsToken, deviceType: 2, language: 'zh-CN' },
      { deviceToken: apnsToken, deviceType: 2, language: 'es' },
    ]);
  });

  it('reports nothing when the wrapper has no usable token yet', async () => {
    for (const payload of ['', null, 42, 'has spaces in it', 'short']) {
      const h = harness(`x ${nativeMarkers.ios}/3.2.0`, { ok: true, payload });
      expect(await refreshDeviceToken(h.deps)).toBe('no-token');
      expect(h.sent).toEqual([]);
      expect(h.kept()).toBeUndefined();
    }
  });

  it('fails (a warning for the init runner) when the wrapper refuses, without reporting', async () => {
    const h = harness(`x ${nativeMarkers.ios}/3.2.0`, { ok: false, payload: 'push disabled' });
    await expect(refreshDeviceToken(h.deps)).rejects.toThrow('push disabled');
    expect(h.sent).toEqual([]);
  });

  it('keeps no token whose report failed, so the next start reports it again', async () => {
    const h = harness(`x ${nativeMarkers.android}/3.0.1`);
    h.deps.send = async () => {
      throw new Error('offline');
    };
    await expect(refreshDeviceToken(h.deps)).rejects.toThrow('offline');
    expect(h.kept()).toBeUndefined();
  });
});
