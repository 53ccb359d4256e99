import type { LinkTarget } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { type Bridge, createBridge, dispatchBridgeEvent, onBridgeEvent } from '../lib/native-bridge.ts';
import {
  launchNotificationMethod,
  notificationTapEvent,
  startNotificationLinks,
} from './notification-links.ts';

/** A simulated wrapper that holds the notification the app was launched from. */
function simulatedWrapper(launchPayload: unknown) {
  const bridge: Bridge = createBridge((message) => {
    const { id, method } = JSON.parse(message) as { id: number; method: string };
    const known = method === launchNotificationMethod;
    queueMicrotask(() => bridge.reply(id, known, known ? launchPayload : 'unknown method'));
  }, 100);
  const opened: LinkTarget[] = [];
  const deps = {
    kind: 'native' as const,
    bridge,
    onTap: (listener: (payload: unknown) => void) => onBridgeEvent(notificationTapEvent, listener),
    host: 'shop.example.com',
    open: (target: LinkTarget) => opened.push(target),
  };
  return { deps, opened };
}

describe('notification deep links in the native wrapper', () => {
  it('opens the notification the app was launched from, then each tap', async () => {
    const launch = { extra: { domain: 'shop.example.com', customType: 1, customExt: '202611250001' } };
    const { deps, opened } = simulatedWrapper(launch);
    expect(await startNotificationLinks(deps)).toBe('listening');
    expect(opened).toEqual([
      {
        path: '/subpackages/orderhistory/orderDetail',
        query: { orderno: '202611250001' },
        tab: false,
      },
    ]);
    dispatchBridgeEvent(notificationTapEvent, { extra: { customType: '3' } });
    expect(opened[1]).toMatchObject({ path: '/subpackages/coupons/myCoupon', query: { singletype: '1' } });
  });

  it('opens a tap that came before anyone listened (the wrapper told it during the start)', async () => {
    dispatchBridgeEvent('earlyTap', { extra: { customType: 8 } });
    const heard: unknown[] = [];
    onBridgeEvent('earlyTap', (payload) => heard.push(payload));
    expect(heard).toEqual([{ extra: { customType: 8 } }]);
    dispatchBridgeEvent('earlyTap', 'later');
    expect(heard).toHaveLength(2);
  });

  it('opens nothing for another host’s, malformed or missing payloads', async () => {
    const { deps, opened } = simulatedWrapper(null);
    await startNotificationLinks(deps);
    dispatchBridgeEvent(notificationTapEvent, { extra: { domain: 'other.example', customType: 8 } });
    dispatchBridgeEvent(notificationTapEvent, { extra: { customType: 12 } });
    dispatchBridgeEvent(notificationTapEvent, 'junk');
    expect(opened).toEqual([]);
  });

  it('does nothing outside the native wrapper', async () => {
    const { deps, opened } = simulatedWrapper({ extra: { customType: 8 } });
    expect(await startNotificationLinks({ ...deps, kind: 'web' })).toBe('web');
    expect(opened).toEqual([]);
  });
});
