import { describe, expect, it } from 'vitest';
import {
  canCancelBooking,
  checkHeadcount,
  type SetMenuTerms,
  setMenuDeposit,
  setMenuTotal,
} from './group-meal.ts';

const perHead: SetMenuTerms = {
  pricePerHead: 8_850,
  fixedPrice: null,
  minHeadcount: 4,
  maxHeadcount: 8,
  depositAmount: null,
  depositRate: 30,
};

describe('group meal terms', () => {
  it('checks the headcount within the limits, whole people only', () => {
    expect(checkHeadcount(perHead, 4)).toEqual({ ok: true });
    expect(checkHeadcount(perHead, 8)).toEqual({ ok: true });
    for (const n of [3, 9, 4.5, 0])
      expect(checkHeadcount(perHead, n)).toEqual({
        ok: false,
        code: 'GROUP_MEAL_HEADCOUNT',
        params: { Min: 4, Max: 8 },
      });
  });

  it('prices per head or fixed, in minor units', () => {
    expect(setMenuTotal(perHead, 5)).toBe(44_250);
    expect(setMenuTotal({ ...perHead, pricePerHead: null, fixedPrice: 99_900 }, 7)).toBe(99_900);
  });

  it('takes a rate of the total rounded half up to the fen, or a fixed deposit never above the total', () => {
    expect(setMenuDeposit(perHead, 5)).toBe(13_275);
    expect(setMenuDeposit({ ...perHead, pricePerHead: 333, depositRate: 50 }, 5)).toBe(833); // 832.5 → 833
    expect(setMenuDeposit({ ...perHead, depositAmount: 20_000 }, 4)).toBe(20_000);
    expect(setMenuDeposit({ ...perHead, pricePerHead: 1_000, depositAmount: 20_000 }, 4)).toBe(4_000);
    expect(setMenuDeposit({ ...perHead, depositRate: 150 }, 4)).toBe(35_400);
  });

  it('allows a cancel strictly before the cut-off', () => {
    const meal = new Date('2026-11-25T06:00:00Z');
    expect(canCancelBooking(meal, 24, new Date('2026-11-24T05:59:59Z'))).toBe(true);
    expect(canCancelBooking(meal, 24, new Date('2026-11-24T06:00:00Z'))).toBe(false);
  });
});
