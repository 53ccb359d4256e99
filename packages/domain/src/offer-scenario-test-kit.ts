import fc from 'fast-check';
import type { CouponRule, HeldCoupon, OfferMode, ProductSelection } from './coupon-rules.ts';
import { deliveryFeeAdjuster } from './delivery-fee.ts';
import { priceWithOffers } from './offer-engine.ts';
import type { OfferedOrder, OfferInput } from './offer-engine-types.ts';
import { catalogue, couponRule, NOW, offers, promotion, type TestLine, testLine } from './offer-test-kit.ts';
import type { Promotion } from './promotion-rules.ts';

/**
 * Random orders for the property tests of the offer engine and of per-line allocation (decisions 029, 047): carts of
 * up to six lines, all seven promotions, all six coupon kinds, every mode, a delivery fee, opted-in redemptions and
 * a choice of coupons, run through the real engine with the delivery fee's adjuster.
 */

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

export const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  promotions,
  coupons,
  mode: fc.constantFrom<OfferMode>('takeout', 'package', 'package', 'queue', 'table'),
  fee: fc.integer({ min: 0, max: 2_000 }),
  redeem: fc.boolean(),
  pick: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
});

export type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/** The catalogue of the products offers add: 10 cannot be sold. */
const addedLine = catalogue({ 8: 1_500, 9: 0 });

/** The engine's input for a scenario, with any field overridden. */
export function input(s: Scenario, over: Partial<OfferInput<TestLine>> = {}): OfferInput<TestLine> {
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

/** Prices a scenario through priceWithOffers, the delivery fee's adjuster among the mode's. */
export function run(s: Scenario, over: Partial<OfferInput<TestLine>> = {}): OfferedOrder<TestLine> {
  const offered = input(s, over);
  const fee =
    offered.deliveryFee > 0 ? [deliveryFeeAdjuster<TestLine>({ id: 'z', fee: offered.deliveryFee })] : [];
  return priceWithOffers(s.lines, offered, fee);
}
