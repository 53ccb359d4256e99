import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  type HeldCoupon,
  isSelected,
  type OfferMode,
  type ProductSelection,
} from './coupon-rules.ts';
import { deliveryFeeAdjuster } from './delivery-fee.ts';
import { priceWithOffers } from './offer-engine.ts';
import type { OfferedOrder, OfferInput } from './offer-engine-types.ts';
import { catalogue, couponRule, NOW, offers, promotion, type TestLine, testLine } from './offer-test-kit.ts';
import { assertOrderAddsUp } from './pricing.ts';
import { linePromotionTypes, type Promotion } from './promotion-rules.ts';

/**
 * The offer engine's promises over random carts, promotions and coupons (decision 029): figures whole and never
 * negative, discounts within what they apply to, allocations summing, the order adding up, the coupons' order
 * irrelevant, a non-stackable coupon alone, and the preselection never worse than one usable coupon.
 */

const RUNS = { numRuns: 300 };
const HOUR = 3_600_000;

const product = fc.integer({ min: 1, max: 5 });
const money = fc.integer({ min: 0, max: 200_000 });
const rate = fc.integer({ min: 0, max: 100 });

const line = fc
  .record({
    productId: product,
    price: money,
    quantity: fc.integer({ min: 1, max: 12 }),
    categoryId: fc.option(fc.integer({ min: 1, max: 3 })),
    crossed: fc.option(money),
    addOns: fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 2 }),
  })
  .map((l) =>
    Object.assign(testLine(l.productId, l.price, l.quantity, l.categoryId), {
      originalPrice: l.crossed,
      addOns: l.addOns,
    }),
  );

const selection: fc.Arbitrary<ProductSelection> = fc.oneof(
  { arbitrary: fc.constant({ rule: 'all' as const }), weight: 2 },
  fc.record({
    rule: fc.constantFrom('include' as const, 'exclude' as const),
    productIds: fc.array(product, { maxLength: 3 }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  }),
);

const kindFigures = fc.oneof(
  fc.record({ kind: fc.constant('cash' as const), backAmount: money }),
  fc.record({
    kind: fc.constant('discount' as const),
    rate,
    maxDiscountableQuantity: fc.option(fc.integer({ min: 1, max: 5 })),
    maxDiscount: fc.option(money),
  }),
  fc.record({ kind: fc.constant('freight' as const), freightOff: fc.option(money) }),
  fc.record({
    kind: fc.constant('gift' as const),
    gift: fc.record({ productId: fc.integer({ min: 8, max: 10 }), quantity: fc.integer({ min: 1, max: 3 }) }),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    exchange: fc.record({ productId: fc.integer({ min: 8, max: 10 }), price: money }),
  }),
  fc.record({ kind: fc.constant('pickup' as const), pickup: fc.record({ productId: product }) }),
);

const limit = fc.option(fc.integer({ min: 1, max: 3 }), { freq: 3 });

const rule: fc.Arbitrary<CouponRule> = fc
  .record({
    figures: kindFigures,
    requireAmount: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.integer({ min: 0, max: 300_000 })),
    products: selection,
    scope: fc.oneof(
      { arbitrary: fc.constant('both' as const), weight: 4 },
      fc.constantFrom('online' as const, 'offline' as const),
    ),
    stackable: fc.oneof({ arbitrary: fc.constant(true), weight: 2 }, fc.constant(false)),
    usesPerDay: limit,
    weekdays: fc.oneof(
      { arbitrary: fc.constant<number[]>([]), weight: 4 },
      fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
    ),
  })
  .map(({ figures, ...over }) => couponRule(figures as never, over));

/** Coupons with distinct ids, a few sharing a template (so use limits count within the order). */
const coupons: fc.Arbitrary<HeldCoupon[]> = fc
  .array(
    fc.record({
      rule,
      templateId: fc.integer({ min: 1, max: 4 }),
      // Mostly valid now, some not yet or no longer.
      fromHours: fc.integer({ min: -48, max: 1 }),
      forHours: fc.integer({ min: 1, max: 480 }),
      usedToday: fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, fc.integer({ min: 1, max: 2 })),
    }),
    { maxLength: 6 },
  )
  .map((list) =>
    list.map((c, i) => ({
      id: i + 1,
      templateId: c.templateId,
      rule: c.rule,
      validFrom: new Date(NOW.getTime() + c.fromHours * HOUR),
      validUntil: new Date(NOW.getTime() + (c.fromHours + c.forHours) * HOUR),
      uses: { day: c.usedToday, week: c.usedToday, month: c.usedToday },
    })),
  );

const tiers = (threshold: fc.Arbitrary<number>, value: fc.Arbitrary<number>) =>
  fc.array(fc.tuple(threshold, value), { minLength: 1, maxLength: 3 });

const promotionFigures = fc.oneof(
  fc.record({
    t: fc.constant('PromotionProductDiscount' as const),
    rate,
    unitLimit: fc.option(fc.integer({ min: 1, max: 5 })),
  }),
  fc.record({
    t: fc.constant('PromotionCashBack' as const),
    tiers: tiers(money, money).map((ts) =>
      ts.map(([requireAmount, backAmount]) => ({ requireAmount, backAmount })),
    ),
    repeat: fc.boolean(),
    maxBack: fc.option(money),
  }),
  fc.record({
    t: fc.constant('PromotionSecondProductHalfPrice' as const),
    nth: fc.integer({ min: 2, max: 4 }),
    rate,
  }),
  fc.record({
    t: fc.constant('PromotionGradientDiscount' as const),
    basis: fc.constantFrom('quantity' as const, 'amount' as const),
    tiers: tiers(fc.integer({ min: 1, max: 300_000 }), rate).map((ts) =>
      ts.map(([threshold, r]) => ({ threshold, rate: r })),
    ),
  }),
  fc.record({
    t: fc.constant('PromotionProductRedemption' as const),
    requireAmount: money,
    productId: fc.integer({ min: 8, max: 10 }),
    price: money,
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    t: fc.constant('PromotionCombo' as const),
    items: fc.array(fc.record({ productId: product, quantity: fc.integer({ min: 1, max: 2 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    price: money,
  }),
  fc.record({
    t: fc.constant('PromotionGift' as const),
    requireAmount: money,
    productId: fc.integer({ min: 8, max: 10 }),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
);

const promotions: fc.Arbitrary<Promotion[]> = fc
  .array(fc.record({ figures: promotionFigures, products: selection, stackableWithCoupons: fc.boolean() }), {
    maxLength: 4,
  })
  .map((list) => list.map(({ figures, ...over }, i) => promotion(i + 1, figures as never, over)));

const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  promotions,
  coupons,
  mode: fc.constantFrom<OfferMode>('takeout', 'package', 'package', 'queue', 'table'),
  fee: fc.integer({ min: 0, max: 2_000 }),
  redeem: fc.boolean(),
  pick: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/** The catalogue of the products offers add: 10 cannot be sold. */
const addedLine = catalogue({ 8: 1_500, 9: 0 });

function input(s: Scenario, over: Partial<OfferInput<TestLine>> = {}): OfferInput<TestLine> {
  const fee = s.mode === 'package' ? s.fee : 0;
  return offers({
    mode: s.mode,
    deliveryFee: fee,
    promotions: s.promotions,
    coupons: s.coupons,
    redemptions: s.redeem ? s.promotions.map((p) => p.id) : [],
    addedLine,
    ...over,
  });
}

function run(s: Scenario, over: Partial<OfferInput<TestLine>> = {}): OfferedOrder<TestLine> {
  const offered = input(s, over);
  const fee =
    offered.deliveryFee > 0 ? [deliveryFeeAdjuster<TestLine>({ id: 'z', fee: offered.deliveryFee })] : [];
  return priceWithOffers(s.lines, offered, fee);
}

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
