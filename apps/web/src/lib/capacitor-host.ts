/**
 * The bridge's host inside the Capacitor wrapper (apps/native, decision 042). Capacitor injects its runtime into the
 * web view as `window.Capacitor` (nativePromise / nativeCallback); this file turns our bridge's `{ id, method,
 * params }` messages into calls of the wrapper's plugins and answers through the bridge's reply, so the app keeps
 * one bridge (native-bridge.ts, 60 s TIMEOUT) whatever the wrapper. It is loaded on the first call only.
 *
 *   getDeviceToken        PushNotifications: permission, register, the 'registration' event's token ('' if refused)
 *   getLaunchNotification null: Capacitor keeps a tap until a listener takes it, as the notificationTap event
 *   getCurrentPosition    Geolocation.getCurrentPosition → { latitude, longitude, accuracy }
 *   exitApp               App.exitApp
 *   openEnterpriseChat    the chat's https address, which Capacitor opens in the system browser
 * Other methods (openAppStore, getPhoneToken, …) are refused, so their callers take their fallbacks.
 */

export interface CapacitorRuntime {
  isNativePlatform?: () => boolean;
  nativePromise(plugin: string, method: string, options?: unknown): Promise<unknown>;
  nativeCallback(
    plugin: string,
    method: string,
    options: unknown,
    callback: (data: unknown, error?: unknown) => void,
  ): unknown;
}

export type Reply = (id: number, ok: boolean, payload: unknown) => void;
export type Emit = (name: string, payload: unknown) => void;

const push = 'PushNotifications';

/** Listens to one plugin event; Capacitor keeps it registered for the page's life. */
function listen(cap: CapacitorRuntime, plugin: string, eventName: string, fn: (data: unknown) => void) {
  cap.nativeCallback(plugin, 'addListener', { eventName }, (data) => {
    if (data !== null && data !== undefined) fn(data);
  });
}

/** The push token: asks permission, registers, and waits for the registration's answer. */
async function deviceToken(cap: CapacitorRuntime): Promise<string> {
  const permission = (await cap.nativePromise(push, 'requestPermissions')) as { receive?: string };
  if (permission?.receive !== 'granted') return '';
  const token = new Promise<string>((resolve) => {
    listen(cap, push, 'registration', (data) => resolve(String((data as { value?: unknown }).value ?? '')));
    listen(cap, push, 'registrationError', () => resolve(''));
  });
  await cap.nativePromise(push, 'register');
  return token;
}

async function position(cap: CapacitorRuntime, params: Record<string, unknown>) {
  const options = { enableHighAccuracy: false, timeout: params.timeout, maximumAge: params.maximumAge };
  const found = (await cap.nativePromise('Geolocation', 'getCurrentPosition', options)) as {
    coords?: { latitude: number; longitude: number; accuracy: number };
  };
  if (!found?.coords) throw new Error('no position');
  const { latitude, longitude, accuracy } = found.coords;
  return { latitude, longitude, accuracy };
}

type Method = (cap: CapacitorRuntime, params: Record<string, unknown>) => Promise<unknown>;

const methods: Record<string, Method> = {
  getDeviceToken: (cap) => deviceToken(cap),
  getLaunchNotification: async () => null,
  getCurrentPosition: position,
  exitApp: (cap) => cap.nativePromise('App', 'exitApp'),
  // Capacitor hands an address outside the app's own host to the system browser.
  openEnterpriseChat: async (_cap, params) => {
    const url = typeof params.url === 'string' ? params.url : '';
    if (!/^https:\/\//i.test(url)) throw new Error('no chat address');
    globalThis.open(url, '_blank');
    return null;
  },
};

/**
 * Connects the bridge to Capacitor: tapped notifications become notificationTap events (their `data` is the
 * payload our server sends: extra.domain / customType / customExt), and `post` runs one bridge message.
 */
export function capacitorHost(cap: CapacitorRuntime, reply: Reply, emit: Emit) {
  listen(cap, push, 'pushNotificationActionPerformed', (action) => {
    emit('notificationTap', (action as { notification?: { data?: unknown } }).notification?.data ?? null);
  });
  return (message: string) => {
    const { id, method, params } = JSON.parse(message) as {
      id: number;
      method: string;
      params?: Record<string, unknown>;
    };
    const run = methods[method];
    if (!run) {
      reply(id, false, `unsupported: ${method}`);
      return;
    }
    run(cap, params ?? {}).then(
      (payload) => reply(id, true, payload ?? null),
      (err: unknown) => reply(id, false, err instanceof Error ? err.message : String(err)),
    );
  };
}
