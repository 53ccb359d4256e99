import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, createBridge } from './native-bridge.ts';
import { detectPlatform } from './platform.ts';

const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('platform detection', () => {
  it('finds the native wrapper by its user-agent markers', () => {
    expect(detectPlatform({ userAgent: `${safari} AmberShopApp/iOS/3.2.0` })).toEqual({
      kind: 'native',
      os: 'ios',
      deviceType: 1,
    });
    expect(
      detectPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AmberShopApp/Android/3.2.0' }),
    ).toEqual({
      kind: 'native',
      os: 'android',
      deviceType: 2,
    });
  });
  it('finds the mini-program web-view by its marker or user agent', () => {
    expect(detectPlatform({ userAgent: safari, wxEnvironment: 'miniprogram' }).kind).toBe('miniprogram');
    expect(detectPlatform({ userAgent: `${safari} MicroMessenger/8.0 miniProgram` }).kind).toBe(
      'miniprogram',
    );
  });
  it('is a web page otherwise', () => {
    expect(detectPlatform({ userAgent: safari })).toEqual({ kind: 'web', os: null, deviceType: null });
    expect(detectPlatform({ userAgent: 'AmberShopApp' }).kind).toBe('web');
  });
});

describe('native bridge', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a message and resolves with the reply to its id', async () => {
    const posted: string[] = [];
    const bridge = createBridge((m) => posted.push(m));
    const first = bridge.call<string>('getDeviceToken');
    const second = bridge.call('getLocation', { precise: true });
    expect(posted.map((m) => JSON.parse(m))).toEqual([
      { id: 1, method: 'getDeviceToken', params: {} },
      { id: 2, method: 'getLocation', params: { precise: true } },
    ]);
    bridge.reply(2, false, 'denied');
    bridge.reply(1, true, 'tok-1');
    expect(await first).toBe('tok-1');
    await expect(second).rejects.toMatchObject({ code: 'FAILED', message: 'denied' });
  });

  it('rejects with TIMEOUT after 60 s without a reply and ignores a late one', async () => {
    vi.useFakeTimers();
    const bridge = createBridge(() => undefined);
    const pending = bridge.call('getDeviceToken').catch((e: BridgeError) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err).toBeInstanceOf(BridgeError);
    expect((err as BridgeError).code).toBe('TIMEOUT');
    expect(() => bridge.reply(1, true, 'late')).not.toThrow();
  });

  it('rejects at once outside the wrapper', async () => {
    await expect(createBridge(null).call('x')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
