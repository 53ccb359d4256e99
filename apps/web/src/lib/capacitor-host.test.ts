import { describe, expect, it } from 'vitest';
import { type CapacitorRuntime, capacitorHost } from './capacitor-host.ts';
import { createBridge } from './native-bridge.ts';

/** A simulated Capacitor runtime: plugin answers by name, listeners kept so the test can fire events. */
function simulatedCapacitor(answers: Record<string, (options: unknown) => unknown>) {
  const listeners = new Map<string, (data: unknown) => void>();
  const calls: string[] = [];
  const cap: CapacitorRuntime = {
    isNativePlatform: () => true,
    nativePromise: async (plugin, method, options) => {
      calls.push(`${plugin}.${method}`);
      const answer = answers[`${plugin}.${method}`];
      if (!answer) throw new Error(`"${plugin}.${method}()" is not implemented`);
      return answer(options);
    },
    nativeCallback: (plugin, _method, options, callback) => {
      listeners.set(`${plugin}.${(options as { eventName: string }).eventName}`, callback);
      return 'cb';
    },
  };
  const fire = (event: string, data: unknown) => listeners.get(event)?.(data);
  return { cap, calls, fire };
}

function connect(sim: ReturnType<typeof simulatedCapacitor>) {
  const events: [string, unknown][] = [];
  let post: (m: string) => void = () => undefined;
  const bridge = createBridge((m) => post(m), 1000);
  post = capacitorHost(
    sim.cap,
    (id, ok, payload) => bridge.reply(id, ok, payload),
    (name, payload) => events.push([name, payload]),
  );
  return { bridge, events };
}

describe('the bridge over Capacitor plugins', () => {
  it('registers for push and answers the token', async () => {
    const sim = simulatedCapacitor({
      'PushNotifications.requestPermissions': () => ({ receive: 'granted' }),
      'PushNotifications.register': () => {
        queueMicrotask(() => sim.fire('PushNotifications.registration', { value: 'fcm-token-123456' }));
        return undefined;
      },
    });
    const { bridge } = connect(sim);
    expect(await bridge.call('getDeviceToken')).toBe('fcm-token-123456');
    expect(sim.calls).toEqual(['PushNotifications.requestPermissions', 'PushNotifications.register']);
  });

  it('answers no token when push is not allowed', async () => {
    const sim = simulatedCapacitor({ 'PushNotifications.requestPermissions': () => ({ receive: 'denied' }) });
    expect(await connect(sim).bridge.call('getDeviceToken')).toBe('');
  });

  it('turns a tapped notification into a notificationTap event with its data', () => {
    const sim = simulatedCapacitor({});
    const { events } = connect(sim);
    const data = { extra: { customType: 1, customExt: '202611250001' } };
    sim.fire('PushNotifications.pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { data },
    });
    expect(events).toEqual([['notificationTap', data]]);
  });

  it('answers the position and exit, and refuses what it does not host', async () => {
    const sim = simulatedCapacitor({
      'Geolocation.getCurrentPosition': () => ({
        coords: { latitude: 22.3, longitude: 114.2, accuracy: 30 },
      }),
      'App.exitApp': () => undefined,
    });
    const { bridge } = connect(sim);
    expect(await bridge.call('getCurrentPosition', { timeout: 8000 })).toEqual({
      latitude: 22.3,
      longitude: 114.2,
      accuracy: 30,
    });
    expect(await bridge.call('exitApp')).toBeNull();
    expect(await bridge.call('getLaunchNotification')).toBeNull();
    await expect(bridge.call('openAppStore')).rejects.toMatchObject({ code: 'FAILED' });
    await expect(bridge.call('getPhoneToken')).rejects.toMatchObject({ code: 'FAILED' });
  });
});
