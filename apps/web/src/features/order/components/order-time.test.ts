import { describe, expect, it } from 'vitest';
import { setLocale, translate } from '../../../lib/i18n/messages.ts';
import { bookedTimeText, handoverTimeText } from './order-time.ts';

const booked = {
  status: 'booked' as const,
  orderMode: 'package' as const,
  storeTimezone: 'Asia/Shanghai',
  pickupTime: '2026-11-26T04:00:00.000Z',
};

describe('bookedTimeText', () => {
  it("says a booked delivery's day and half-hour window on the store's clock, in the reader's language", async () => {
    await setLocale('en');
    expect(bookedTimeText(booked, translate)).toBe('Delivery on Thu, Nov 26, 12:00–12:30');
    await setLocale('zh-CN');
    expect(bookedTimeText(booked, translate)).toBe('11月26日周四 12:00–12:30 送达');
    await setLocale('en');
  });

  it("says a booked pickup's day and time (a reservation), in the reader's language", async () => {
    const pickup = { ...booked, orderMode: 'takeout' as const };
    expect(bookedTimeText(pickup, translate)).toBe('Pickup on Thu, Nov 26, 12:00');
    await setLocale('zh-Hant');
    expect(bookedTimeText(pickup, translate)).toBe('11月26日週四 12:00 取餐');
    await setLocale('en');
  });

  it('is null for an order no longer booked, or one as soon as possible', () => {
    expect(bookedTimeText({ ...booked, status: 'pending' }, translate)).toBeNull();
    expect(bookedTimeText({ ...booked, pickupTime: null }, translate)).toBeNull();
  });
});

describe('handoverTimeText', () => {
  const asap = { ...booked, status: 'pending' as const, pickupTime: null };
  it.each([
    ['en', 'As soon as possible', 'As soon as possible'],
    ['es', 'Lo antes posible', 'Lo antes posible'],
    ['zh-CN', '尽快送达', '立即取餐'],
    ['zh-Hant', '盡快送達', '立即取餐'],
  ] as const)(
    'in %s says a delivery is brought, a pickup collected, as soon as possible',
    async (locale, delivery, pickup) => {
      await setLocale(locale);
      expect(handoverTimeText(asap, translate)).toBe(delivery);
      expect(handoverTimeText({ ...asap, orderMode: 'takeout' }, translate)).toBe(pickup);
      await setLocale('en');
    },
  );

  it('gives the booked time, else the time asked for on the store clock', () => {
    expect(handoverTimeText(booked, translate)).toBe('Delivery on Thu, Nov 26, 12:00–12:30');
    expect(handoverTimeText({ ...booked, status: 'pending' }, translate)).toBe('November 26, 2026 at 12:00');
  });
});
