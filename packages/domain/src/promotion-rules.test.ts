import { describe, expect, it } from 'vitest';
import { priceWithOffers } from './offer-engine.ts';
import { NOW, offers, promotion, testLine } from './offer-test-kit.ts';
import { isPromotionOn } from './promotion-rules.ts';

const clock = () => {
  throw new Error('no window: the clock is not read');
};
const member = { levelId: 1, isNew: false };

describe('isPromotionOn with unlockedOnly', () => {
  const locked = promotion(
    7,
    { t: 'PromotionProductDiscount', rate: 80, unitLimit: null },
    { unlockedOnly: true },
  );

  it('is off for a member nothing unlocks it for, on for one who holds its unlock', () => {
    expect(isPromotionOn(locked, member, NOW, clock)).toBe(false);
    expect(isPromotionOn(locked, { ...member, unlocked: new Set([3]) }, NOW, clock)).toBe(false);
    expect(isPromotionOn(locked, { ...member, unlocked: new Set([7]) }, NOW, clock)).toBe(true);
  });

  it('reads a rule stored without the flag as for everyone', () => {
    const old = promotion(8, { t: 'PromotionProductDiscount', rate: 80, unitLimit: null });
    delete (old.rule as { unlockedOnly?: boolean }).unlockedOnly;
    expect(isPromotionOn(old, member, NOW, clock)).toBe(true);
  });

  it('still keeps the other rules: an unlocked promotion for another level stays off', () => {
    const forGold = promotion(
      9,
      { t: 'PromotionProductDiscount', rate: 80, unitLimit: null },
      { unlockedOnly: true, levelIds: [2] },
    );
    expect(isPromotionOn(forGold, { ...member, unlocked: new Set([9]) }, NOW, clock)).toBe(false);
  });

  it('prices the discount only for the member who holds the unlock', () => {
    const lines = [testLine(1, 1000, 2)];
    const without = priceWithOffers(lines, offers({ promotions: [locked] }), []);
    const withIt = priceWithOffers(
      lines,
      offers({ promotions: [locked], member: { ...member, unlocked: new Set([7]) } }),
      [],
    );
    expect(without.adjustments).toHaveLength(0);
    expect(withIt.adjustments.map((a) => a.amount)).toEqual([-400]);
  });
});
