import { describe, expect, it } from 'vitest';
import { canSwitchStore, storeBadge, todaysHours } from './store-display.ts';
import type { OpeningHours } from './store-hours.ts';

describe('storeBadge', () => {
  it('names the merchant states before the clock', () => {
    expect(storeBadge({ storeStatus: 'temp_closed', isOutBizTime: false })).toBe('tempClosed');
    expect(storeBadge({ storeStatus: 'closed', isOutBizTime: false })).toBe('closed');
    expect(storeBadge({ storeStatus: 'reservation_only', isOutBizTime: true })).toBe('reservationOnly');
  });

  it('tells an open store inside its hours from one outside them', () => {
    expect(storeBadge({ storeStatus: 'open', isOutBizTime: false })).toBe('open');
    expect(storeBadge({ storeStatus: 'open', isOutBizTime: true })).toBe('outsideHours');
  });
});

describe('todaysHours', () => {
  const hours: OpeningHours[] = [
    { weekday: 6, open: '09:00', close: '12:00' },
    { weekday: 6, open: '14:00', close: '22:30' },
    { weekday: 7, open: '10:00', close: '18:00' },
  ];

  it("lists the spans of the store's own weekday", () => {
    // 2026-11-21 is a Saturday; 17:00 UTC is already Sunday 01:00 in Shanghai.
    const saturdayNoonUtc = new Date('2026-11-21T12:00:00Z');
    expect(todaysHours(hours, 'UTC', saturdayNoonUtc)).toBe('09:00–12:00, 14:00–22:30');
    expect(todaysHours(hours, 'Asia/Shanghai', new Date('2026-11-21T17:00:00Z'))).toBe('10:00–18:00');
  });

  it('is empty on a day without hours', () => {
    expect(todaysHours(hours, 'UTC', new Date('2026-11-23T12:00:00Z'))).toBe('');
  });
});

describe('canSwitchStore', () => {
  const chain = { isChainStore: true, isOpenMulMiniAppStore: true, PlatformMode: 0 };

  it('allows a chain open to several stores', () => {
    expect(canSwitchStore(chain)).toBe(true);
  });

  it('refuses a single store, a chain closed to switching, and platform mode 2', () => {
    expect(canSwitchStore({ ...chain, isChainStore: false })).toBe(false);
    expect(canSwitchStore({ ...chain, isOpenMulMiniAppStore: false })).toBe(false);
    expect(canSwitchStore({ ...chain, PlatformMode: 2 })).toBe(false);
    expect(canSwitchStore({ ...chain, PlatformMode: 1 })).toBe(true);
  });
});
