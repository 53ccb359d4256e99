import { describe, expect, it } from 'vitest';
import {
  COUPON_EXPIRING_SOON_MS,
  couponTab,
  heldCouponState,
  isCouponCodeLocked,
  resolveValidity,
  type TakeTerms,
  takeRefusal,
} from './coupon-life.ts';

const at = new Date('2026-11-25T06:00:00Z');
const hours = (h: number) => new Date(at.getTime() + h * 3_600_000);

describe('resolveValidity', () => {
  it('keeps a fixed span as it is', () => {
    const v = {
      mode: 'fixed',
      startsAt: '2026-12-01T00:00:00+08:00',
      endsAt: '2026-12-31T16:00:00Z',
    } as const;
    expect(resolveValidity(v, at)).toEqual({
      validFrom: new Date('2026-11-30T16:00:00Z'),
      validUntil: new Date('2026-12-31T16:00:00Z'),
    });
  });

  it.each(['purchase', 'receipt', 'sharing', 'firstUse'] as const)(
    'counts days from the moment given (%s)',
    (from) => {
      expect(resolveValidity({ mode: 'days', from, days: 7 }, at)).toEqual({
        validFrom: at,
        validUntil: hours(168),
      });
    },
  );
});

describe('heldCouponState', () => {
  const held = { status: 'valid' as const, validFrom: hours(-1), validUntil: hours(100) };

  it('reads not yet effective, valid, about to expire and expired from the instants', () => {
    expect(heldCouponState({ ...held, validFrom: hours(1) }, at)).toBe('notYetEffective');
    expect(heldCouponState(held, at)).toBe('valid');
    expect(
      heldCouponState({ ...held, validUntil: new Date(at.getTime() + COUPON_EXPIRING_SOON_MS) }, at),
    ).toBe('aboutToExpire');
    expect(heldCouponState({ ...held, validUntil: at }, at)).toBe('expired');
  });

  it('shows a stored status other than valid as it is, whatever the instants', () => {
    for (const status of ['reserved', 'used', 'transferred', 'disabled'] as const)
      expect(heldCouponState({ ...held, status, validUntil: hours(-5) }, at)).toBe(status);
  });

  it('lists each state under its tab', () => {
    expect(
      ['notYetEffective', 'valid', 'aboutToExpire', 'reserved'].map((s) => couponTab(s as never)),
    ).toEqual(Array(4).fill('usable'));
    expect([couponTab('used'), couponTab('transferred')]).toEqual(['used', 'used']);
    expect([couponTab('expired'), couponTab('disabled')]).toEqual(['expired', 'expired']);
  });
});

describe('takeRefusal', () => {
  const free: TakeTerms = {
    status: 'active',
    publishStartsAt: null,
    publishEndsAt: null,
    price: 0,
    remaining: 10,
    claimLimit: 1,
    buyLimit: null,
    newMembersOnly: false,
    oldMembersOnly: false,
    levelIds: [],
    validity: { mode: 'days', from: 'receipt', days: 30 },
  };
  const member = { isNew: true, levelId: 3, claimed: 0, bought: 0 };

  it('lets a member take an open template', () => {
    expect(takeRefusal(free, member, at)).toBeNull();
    expect(
      takeRefusal({ ...free, remaining: null, claimLimit: null }, { ...member, claimed: 50 }, at),
    ).toBeNull();
  });

  it('refuses outside the window, when ended or its fixed validity is over, guests after that', () => {
    expect(takeRefusal({ ...free, status: 'ended' }, member, at)?.code).toBe('COUPON_ENDED');
    expect(takeRefusal({ ...free, publishEndsAt: at }, null, at)?.code).toBe('COUPON_ENDED');
    expect(takeRefusal({ ...free, publishStartsAt: hours(1) }, member, at)?.code).toBe('COUPON_NOT_STARTED');
    const fixed = { mode: 'fixed', startsAt: '2026-11-01T00:00:00Z', endsAt: at.toISOString() } as const;
    expect(takeRefusal({ ...free, validity: fixed }, member, at)?.code).toBe('COUPON_EXPIRED');
    expect(takeRefusal(free, null, at)?.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses by newness and level', () => {
    expect(takeRefusal({ ...free, newMembersOnly: true }, { ...member, isNew: false }, at)?.code).toBe(
      'COUPON_NEW_MEMBERS_ONLY',
    );
    expect(takeRefusal({ ...free, oldMembersOnly: true }, member, at)?.code).toBe('COUPON_OLD_MEMBERS_ONLY');
    expect(takeRefusal({ ...free, levelIds: [4, 5] }, member, at)?.code).toBe('COUPON_LEVEL_INSUFFICIENT');
    expect(takeRefusal({ ...free, levelIds: [3] }, member, at)).toBeNull();
  });

  it('refuses past the claim or buy limit, with the limit', () => {
    expect(takeRefusal(free, { ...member, claimed: 1 }, at)).toEqual({ code: 'COUPON_ALREADY_CLAIMED' });
    expect(takeRefusal({ ...free, claimLimit: 2 }, { ...member, claimed: 2 }, at)).toEqual({
      code: 'COUPON_CLAIM_LIMIT',
      params: { Limit: 2 },
    });
    const sold = { ...free, price: 990, buyLimit: 3 };
    expect(takeRefusal(sold, { ...member, bought: 2 }, at, 1)).toBeNull();
    expect(takeRefusal(sold, { ...member, bought: 2 }, at, 2)).toEqual({
      code: 'COUPON_BUY_LIMIT',
      params: { Limit: 3 },
    });
  });

  it('refuses when none are left: fully claimed when free, sold out when bought', () => {
    expect(takeRefusal({ ...free, remaining: 0 }, member, at)?.code).toBe('COUPON_FULLY_CLAIMED');
    expect(takeRefusal({ ...free, price: 990, remaining: 1 }, member, at, 2)?.code).toBe('COUPON_SOLD_OUT');
  });
});

describe('isCouponCodeLocked', () => {
  it('locks at 10 wrong tries of a member or 30 of an address', () => {
    expect(isCouponCodeLocked({ memberFailures: 9, addressFailures: 29 })).toBe(false);
    expect(isCouponCodeLocked({ memberFailures: 10, addressFailures: 0 })).toBe(true);
    expect(isCouponCodeLocked({ memberFailures: 0, addressFailures: 30 })).toBe(true);
  });
});
