import { describe, expect, it } from 'vitest';
import { setLocale, translate } from '../../../lib/i18n/messages.ts';
import { bookedDeliveryText } from './order-time.ts';

const booked = {
  status: 'booked' as const,
  orderMode: 'package' as const,
  storeTimezone: 'Asia/Shanghai',
  pickupTime: '2026-11-26T04:00:00.000Z',
};

describe('bookedDeliveryText', () => {
  it("says a booked delivery's day and half-hour window on the store's clock, in the reader's language", async () => {
    await setLocale('en');
    expect(bookedDeliveryText(booked, translate)).toBe('Delivery on Thu, Nov 26, 12:00–12:30');
    await setLocale('zh-CN');
    expect(bookedDeliveryText(booked, translate)).toBe('11月26日周四 12:00–12:30 送达');
    await setLocale('en');
  });

  it('is null for a pickup, an order no longer booked, or one as soon as possible', () => {
    expect(bookedDeliveryText({ ...booked, orderMode: 'takeout' }, translate)).toBeNull();
    expect(bookedDeliveryText({ ...booked, status: 'pending' }, translate)).toBeNull();
    expect(bookedDeliveryText({ ...booked, pickupTime: null }, translate)).toBeNull();
  });
});
