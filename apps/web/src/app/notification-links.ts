import { type LinkTarget, openNotification } from '@shop/domain';
import { type Bridge, nativeBridge, onBridgeEvent } from '../lib/native-bridge.ts';
import { type PlatformKind, platform } from '../lib/platform.ts';
import { navigate } from '../lib/router/use-route.tsx';

/**
 * Notification deep links in the native wrapper (SPEC §2, §3; decision 042). A notification tapped while the app
 * runs arrives as the wrapper's `notificationTap` event; one tapped while it was closed is asked for once the app
 * has started (`getLaunchNotification`, null when the app was opened otherwise). Either payload opens its page
 * through the customType table of @shop/domain, provided its domain is this host.
 */

export const notificationTapEvent = 'notificationTap';
export const launchNotificationMethod = 'getLaunchNotification';

export interface NotificationLinkDeps {
  kind: PlatformKind;
  bridge: Pick<Bridge, 'available' | 'call'>;
  onTap: (listener: (payload: unknown) => void) => () => void;
  host: string;
  open: (target: LinkTarget) => void;
}

/** Opens the page of one tapped notification; false when the payload opens nothing. */
export function openTappedNotification(payload: unknown, deps: Pick<NotificationLinkDeps, 'host' | 'open'>) {
  const opened = openNotification(payload, deps.host);
  if (!opened.ok) {
    console.warn('notification payload opens nothing:', opened.reason);
    return false;
  }
  deps.open(opened.target);
  return true;
}

/** Follows taps from now on and opens the notification that launched the app, if any. */
export async function startNotificationLinks(deps: NotificationLinkDeps): Promise<'web' | 'listening'> {
  if (deps.kind !== 'native' || !deps.bridge.available) return 'web';
  deps.onTap((payload) => openTappedNotification(payload, deps));
  const launched = await deps.bridge.call<unknown>(launchNotificationMethod).catch(() => null);
  if (launched) openTappedNotification(launched, deps);
  return 'listening';
}

/** The app's own wiring of startNotificationLinks. */
export function followNotificationLinks(): void {
  void startNotificationLinks({
    kind: platform.kind,
    bridge: nativeBridge(),
    onTap: (listener) => onBridgeEvent(notificationTapEvent, listener),
    host: window.location.host,
    open: (target) => navigate(target.path, target.query),
  }).catch((err: unknown) => console.warn('notification links', err));
}
