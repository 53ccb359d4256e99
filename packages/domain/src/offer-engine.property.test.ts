import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSelected } from './coupon-rules.ts';
import type { OfferedOrder } from './offer-engine-types.ts';
import { run, scenario } from './offer-scenario-test-kit.ts';
import type { TestLine } from './offer-test-kit.ts';
import { assertOrderAddsUp } from './pricing.ts';
import { linePromotionTypes } from './promotion-rules.ts';

/**
 * The offer engine's promises over random carts, promotions and coupons (decision 029): figures whole and never
 * negative, discounts within what they apply to, allocations summing, the order adding up, the coupons' order
 * irrelevant, a non-stackable coupon alone, and the preselection never worse than one usable coupon.
 */

const RUNS = { numRuns: 300 };

function figures(order: OfferedOrder<TestLine>): number[] {
  const all = [order.discountedPrice, ...Object.values(order.totals)];
  for (const l of order.lines) all.push(l.unitPrice, l.originalUnitPrice, l.amount, l.originalAmount);
  for (const a of order.adjustments) all.push(a.amount, ...(a.allocation ?? []));
  for (const v of order.coupons) all.push(v.saving, v.shortBy);
  return all;
}

describe('the offer engine over random carts, promotions and coupons', () => {
  it('gives whole, safe figures; nothing negative; each discount within what it applies to; the order adds up', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const chosen of ['best' as const, s.pick]) {
          const order = run(s, { chosen });
          expect(figures(order).every(Number.isSafeInteger)).toBe(true);
          // Allocations sum to their adjustment and leave no line below zero; the amount is never below zero.
          assertOrderAddsUp(order);
          expect(order.lines.every((l) => l.amount >= 0 && l.unitPrice >= 0)).toBe(true);
          expect(order.adjustments.every((a) => a.kind === 'delivery-fee' || a.amount <= 0)).toBe(true);
          const fee = order.adjustments
            .filter((a) => a.kind === 'delivery-fee')
            .reduce((n, a) => n + a.amount, 0);
          const freight = order.adjustments
            .filter((a) => a.detail.couponKind === 'freight')
            .reduce((n, a) => n - a.amount, 0);
          expect(freight).toBeLessThanOrEqual(fee);
          expect(order.totals.amount).toBeGreaterThanOrEqual(0);
          expect(order.discountedPrice).toBeGreaterThanOrEqual(0);
          expect(order.coupons.every((v) => v.saving >= 0 && v.shortBy >= 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('gives the same order whatever the order of the coupons and promotions given', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const chosen of ['best' as const, s.pick]) {
          const given = run(s, { chosen });
          const reversed = run(s, {
            chosen: chosen === 'best' ? chosen : chosen.slice().reverse(),
            coupons: s.coupons.slice().reverse(),
            promotions: s.promotions.slice().reverse(),
          });
          expect(reversed).toEqual(given);
        }
      }),
      RUNS,
    );
  });

  it('never lets a non-stackable coupon share an order', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const chosen of ['best' as const, s.pick]) {
          const { applied } = run(s, { chosen });
          const lone = applied.some((id) => !s.coupons.find((c) => c.id === id)!.rule.stackable);
          if (lone) expect(applied).toHaveLength(1);
        }
      }),
      RUNS,
    );
  });

  it('preselects a combination never worse than any single usable coupon', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const best = run(s, { chosen: 'best' });
        for (const verdict of best.coupons) {
          if (!verdict.usable) continue;
          const single = run(s, { chosen: [verdict.id] });
          expect(single.applied).toEqual([verdict.id]);
          expect(best.discountedPrice).toBeGreaterThanOrEqual(single.discountedPrice);
        }
      }),
      RUNS,
    );
  });

  it('shows for each usable coupon the saving it gives when applied alone', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const none = run(s, { chosen: [] });
        for (const verdict of none.coupons) {
          if (!verdict.usable) continue;
          expect(run(s, { chosen: [verdict.id] }).discountedPrice - none.discountedPrice).toBe(
            verdict.saving,
          );
        }
      }),
      RUNS,
    );
  });

  it('discounts with a coupon only the lines it selects, outside coupon-excluding promotions', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const order = run(s, { chosen: s.pick });
        const excluded = new Set<number>();
        for (const a of order.adjustments) {
          const promotion = s.promotions.find((p) => p.id === a.detail.promotionId);
          if (promotion && !promotion.rule.stackableWithCoupons)
            for (const [i, part] of (a.allocation ?? []).entries()) if (part < 0) excluded.add(i);
        }
        for (const a of order.adjustments) {
          const coupon = s.coupons.find((c) => c.id === a.detail.memberCouponId);
          if (!coupon || a.detail.couponKind === 'freight') continue;
          a.allocation!.forEach((part, i) => {
            if (part === 0) return;
            const line = order.lines[i]!;
            const { rule } = coupon;
            const named =
              rule.kind === 'pickup'
                ? line.productId === rule.pickup.productId
                : isSelected(rule.products, line.productId, line.categoryId);
            expect(named && !excluded.has(i) && i < s.lines.length).toBe(true);
          });
        }
      }),
      RUNS,
    );
  });

  it('gives the line promotions together at least what the best of them gives alone', () => {
    const lineTypes: readonly string[] = linePromotionTypes;
    const saved = (order: OfferedOrder<TestLine>) =>
      order.adjustments.reduce((n, a) => n - (a.kind === 'promotion' ? a.amount : 0), 0);
    fc.assert(
      fc.property(scenario, (s) => {
        const promotions = s.promotions.filter((p) => lineTypes.includes(p.rule.t));
        const together = saved(run(s, { promotions, coupons: [] }));
        for (const p of promotions)
          expect(together).toBeGreaterThanOrEqual(saved(run(s, { promotions: [p], coupons: [] })));
      }),
      RUNS,
    );
  });
});
