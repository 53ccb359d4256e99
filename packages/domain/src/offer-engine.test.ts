import { describe, expect, it } from 'vitest';
import type { CouponRule } from './coupon-rules.ts';
import { deliveryFeeAdjuster } from './delivery-fee.ts';
import { offerProductIds, priceWithOffers } from './offer-engine.ts';
import type { OfferInput } from './offer-engine-types.ts';
import {
  catalogue,
  couponRule,
  held,
  NOW,
  offers,
  promotion,
  type TestLine,
  testLine,
} from './offer-test-kit.ts';
import { assertOrderAddsUp } from './pricing.ts';

const DAY = 86_400_000;

function price(lines: TestLine[], over: Partial<OfferInput<TestLine>> = {}, fee = 0) {
  const order = priceWithOffers(lines, offers(over), fee > 0 ? [deliveryFeeAdjuster({ id: 'z', fee })] : []);
  assertOrderAddsUp(order);
  return order;
}

/** Prices with one coupon chosen and returns its verdict and the order. */
function withCoupon(lines: TestLine[], rule: CouponRule, over: Partial<OfferInput<TestLine>> = {}, fee = 0) {
  const order = price(lines, { coupons: [held(1, rule)], chosen: [1], deliveryFee: fee, ...over }, fee);
  return { order, verdict: order.coupons[0]! };
}

const adjustmentsOf = (order: ReturnType<typeof price>) =>
  order.adjustments.map((a) => [a.kind, a.amount, a.allocation ?? null]);

describe('cash coupons', () => {
  it('take the back amount off over the required amount, split over the lines by largest remainder', () => {
    const { order, verdict } = withCoupon(
      [testLine(1, 1000, 1), testLine(2, 1400, 1)],
      couponRule({ kind: 'cash', backAmount: 500 }, { requireAmount: 2000 }),
    );
    expect(verdict).toEqual({ id: 1, usable: true, reason: null, shortBy: 0, saving: 500 });
    // 500 × 1000 / 2400 = 208.33 and 291.67: the spare unit goes to the larger fraction.
    expect(adjustmentsOf(order)).toEqual([['coupon', -500, [-208, -292]]]);
    expect(order.adjustments[0]!.detail).toEqual({ memberCouponId: 1, templateId: 1, couponKind: 'cash' });
    expect(order.totals.amount).toBe(1900);
    expect(order.applied).toEqual([1]);
  });

  it('say how much is short of the minimum spend', () => {
    const { order, verdict } = withCoupon(
      [testLine(1, 1500, 1)],
      couponRule({ kind: 'cash', backAmount: 500 }, { requireAmount: 2000 }),
    );
    expect(verdict).toMatchObject({ usable: false, reason: 'BELOW_MINIMUM', shortBy: 500 });
    expect(order.adjustments).toEqual([]);
    expect(order.applied).toEqual([]);
  });

  it('count only the selected goods towards the minimum and take off only them', () => {
    const rule = couponRule(
      { kind: 'cash', backAmount: 300 },
      { requireAmount: 1000, products: { rule: 'include', productIds: [], categoryIds: [7] } },
    );
    const short = withCoupon([testLine(1, 900, 1, 7), testLine(2, 5000, 1, 8)], rule);
    expect(short.verdict).toMatchObject({ reason: 'BELOW_MINIMUM', shortBy: 100 });
    const met = withCoupon([testLine(1, 900, 2, 7), testLine(2, 5000, 1, 8)], rule);
    expect(adjustmentsOf(met.order)).toEqual([['coupon', -300, [-300, 0]]]);
  });

  it('never take more than the goods come to', () => {
    const { order } = withCoupon([testLine(1, 300, 1)], couponRule({ kind: 'cash', backAmount: 500 }));
    expect(order.totals.amount).toBe(0);
  });
});

describe('discount coupons', () => {
  const lines = [testLine(1, 1000, 2), testLine(2, 2000, 1)];
  it('charge the rate on the eligible goods', () => {
    const { order } = withCoupon(
      lines,
      couponRule({ kind: 'discount', rate: 85, maxDiscountableQuantity: null, maxDiscount: null }),
    );
    expect(adjustmentsOf(order)).toEqual([['coupon', -600, [-300, -300]]]);
  });
  it('take the dearest units first up to the discountable quantity, and stop at the cap', () => {
    const one = couponRule({ kind: 'discount', rate: 85, maxDiscountableQuantity: 1, maxDiscount: null });
    expect(adjustmentsOf(withCoupon(lines, one).order)).toEqual([['coupon', -300, [0, -300]]]);
    const two = couponRule({ kind: 'discount', rate: 85, maxDiscountableQuantity: 2, maxDiscount: 200 });
    expect(adjustmentsOf(withCoupon(lines, two).order)).toEqual([['coupon', -200, [-67, -133]]]);
  });
});

describe('free-shipping coupons', () => {
  const lines = [testLine(1, 3000, 1)];
  it('take the delivery fee off after it is charged', () => {
    const all = withCoupon(
      lines,
      couponRule({ kind: 'freight', freightOff: null }),
      { mode: 'package' },
      600,
    );
    expect(adjustmentsOf(all.order)).toEqual([
      ['delivery-fee', 600, null],
      ['coupon', -600, []],
    ]);
    expect(all.order.totals.amount).toBe(3000);
    expect(all.order.discountedPrice).toBe(600);
    const part = withCoupon(
      lines,
      couponRule({ kind: 'freight', freightOff: 400 }),
      { mode: 'package' },
      600,
    );
    expect(part.order.totals.amount).toBe(3200);
  });
  it('never take more than the fee the delivery adjuster actually charged', () => {
    const rule = couponRule({ kind: 'freight', freightOff: null });
    const order = priceWithOffers(
      [testLine(1, 3000, 1)],
      offers({ coupons: [held(1, rule)], chosen: [1], mode: 'package', deliveryFee: 600 }),
      [deliveryFeeAdjuster({ id: 'z', fee: 400 })],
    );
    assertOrderAddsUp(order);
    expect(adjustmentsOf(order)).toEqual([
      ['delivery-fee', 400, null],
      ['coupon', -400, []],
    ]);
  });
  it('are for delivery with a fee only', () => {
    const rule = couponRule({ kind: 'freight', freightOff: null });
    expect(withCoupon(lines, rule).verdict.reason).toBe('WRONG_MODE');
    expect(withCoupon(lines, rule, { mode: 'package' }).verdict.reason).toBe('NO_DELIVERY_FEE');
  });
});

describe('gift and exchange coupons', () => {
  const addedLine = catalogue({ 9: 800 });
  it('add the gift free once the spend is reached, its catalogue price crossed out', () => {
    const rule = couponRule({ kind: 'gift', gift: { productId: 9, quantity: 2 } }, { requireAmount: 2000 });
    const { order, verdict } = withCoupon([testLine(1, 2000, 1)], rule, { addedLine });
    expect(verdict.saving).toBe(1600);
    expect(order.lines[1]).toMatchObject({ productId: 9, unitPrice: 0, originalUnitPrice: 800, quantity: 2 });
    expect(order.added).toEqual([{ index: 1, kind: 'gift', promotionId: null, memberCouponId: 1 }]);
    expect(order.totals).toMatchObject({ amount: 2000, originalAmount: 3600 });
    expect(order.discountedPrice).toBe(1600);
    expect(withCoupon([testLine(1, 2000, 1)], rule).verdict.reason).toBe('PRODUCT_UNAVAILABLE');
  });
  it('swap an exchange coupon for its product at its price', () => {
    const rule = couponRule({ kind: 'exchange', exchange: { productId: 9, price: 100 } });
    const { order } = withCoupon([testLine(1, 500, 1)], rule, { addedLine });
    expect(order.lines[1]).toMatchObject({ unitPrice: 100, originalUnitPrice: 800, amount: 100 });
    expect(order.totals.amount).toBe(600);
  });
});

describe('pickup vouchers', () => {
  const rule = couponRule({ kind: 'pickup', pickup: { productId: 5 } });
  it('make one unit of their product free in self-pickup', () => {
    const { order } = withCoupon([testLine(4, 300, 1), testLine(5, 700, 2)], rule);
    expect(adjustmentsOf(order)).toEqual([['coupon', -700, [0, -700]]]);
  });
  it('need their product, in self-pickup', () => {
    expect(withCoupon([testLine(4, 300, 1)], rule).verdict.reason).toBe('NO_ELIGIBLE_ITEMS');
    expect(withCoupon([testLine(5, 700, 1)], rule, { mode: 'queue' }).verdict.reason).toBe('WRONG_MODE');
  });
});

describe('coupon reasons', () => {
  const lines = [testLine(1, 2000, 1)];
  const cash = (over: Parameters<typeof couponRule>[1]) =>
    couponRule({ kind: 'cash', backAmount: 100 }, over);
  const reason = (
    rule: CouponRule,
    over: Partial<Parameters<typeof held>[2]> = {},
    mode = 'takeout' as const,
  ) => price(lines, { coupons: [held(1, rule, over)], chosen: [1], mode }).coupons[0]!.reason;

  it('judge the validity instants: from inclusive, until exclusive', () => {
    expect(reason(cash({}), { validFrom: new Date(NOW.getTime() + 1) })).toBe('NOT_STARTED');
    expect(reason(cash({}), { validFrom: NOW })).toBe(null);
    expect(reason(cash({}), { validUntil: NOW })).toBe('EXPIRED');
  });
  it("judge weekdays, time slots and banned dates on the store's clock", () => {
    // NOW is Wednesday 25 November, 14:00 in Shanghai (06:00 UTC).
    expect(reason(cash({ weekdays: [1, 2] }))).toBe('WRONG_WEEKDAY');
    expect(reason(cash({ weekdays: [3] }))).toBe(null);
    expect(reason(cash({ timeSlots: [{ from: '09:00', to: '11:00' }] }))).toBe('WRONG_TIME');
    expect(reason(cash({ timeSlots: [{ from: '14:00', to: '17:00' }] }))).toBe(null);
    expect(reason(cash({ timeSlots: [{ from: '22:00', to: '15:00' }] }))).toBe(null);
    expect(reason(cash({ bannedDates: ['2026-11-25'] }))).toBe('BANNED_DATE');
    expect(reason(cash({ bannedDates: ['2026-11-24'] }))).toBe(null);
  });
  it('judge the scope and the modes', () => {
    expect(reason(cash({ scope: 'offline' }))).toBe('WRONG_SCOPE');
    expect(reason(cash({ scope: 'online' }))).toBe(null);
    expect(reason(cash({ modes: ['queue'] }))).toBe('WRONG_MODE');
  });
  it('judge the use limits of the template', () => {
    expect(reason(cash({ usesPerDay: 1 }), { uses: { day: 1, week: 1, month: 1 } })).toBe('USE_LIMIT_DAY');
    expect(reason(cash({ usesPerWeek: 2 }), { uses: { day: 0, week: 2, month: 2 } })).toBe('USE_LIMIT_WEEK');
    expect(reason(cash({ usesPerMonth: 3 }), { uses: { day: 0, week: 0, month: 3 } })).toBe(
      'USE_LIMIT_MONTH',
    );
    expect(reason(cash({ usesPerMonth: 3 }), { uses: { day: 0, week: 0, month: 2 } })).toBe(null);
  });
  it('say when no goods are selected', () => {
    expect(reason(cash({ products: { rule: 'exclude', productIds: [1], categoryIds: [] } }))).toBe(
      'NO_ELIGIBLE_ITEMS',
    );
  });
});

describe('choosing coupons', () => {
  const lines = [testLine(1, 5000, 1)];
  const cash = (back: number, stackable: boolean) =>
    couponRule({ kind: 'cash', backAmount: back }, { stackable });

  it('preselect the stackable set when it saves more than the best non-stackable one', () => {
    const coupons = [held(1, cash(500, false)), held(2, cash(300, true)), held(3, cash(400, true))];
    expect(price(lines, { coupons }).applied).toEqual([2, 3]);
    const more = [held(1, cash(800, false)), held(2, cash(300, true)), held(3, cash(400, true))];
    expect(price(lines, { coupons: more }).applied).toEqual([1]);
  });
  it('break a tie by the earliest expiry, then the lowest id', () => {
    const soon = new Date(NOW.getTime() + DAY / 2);
    const coupons = [held(1, cash(500, false)), held(2, cash(500, false), { validUntil: soon })];
    expect(price(lines, { coupons }).applied).toEqual([2]);
    expect(price(lines, { coupons: [held(2, cash(500, false)), held(1, cash(500, false))] }).applied).toEqual(
      [1],
    );
  });
  it('leave out a stackable coupon that would save nothing more', () => {
    const freight = (id: number) =>
      held(id, couponRule({ kind: 'freight', freightOff: null }, { stackable: true }));
    const order = price(lines, { coupons: [freight(1), freight(2)], mode: 'package', deliveryFee: 500 }, 500);
    expect(order.applied).toEqual([1]);
    expect(order.totals.amount).toBe(5000);
  });
  it('keep one non-stackable coupon when several are chosen, refusing the others', () => {
    const order = price(lines, {
      coupons: [held(1, cash(500, false)), held(2, cash(300, true))],
      chosen: [2, 1],
    });
    expect(order.applied).toEqual([1]);
    expect(order.coupons.map((v) => [v.id, v.usable, v.reason])).toEqual([
      [1, true, null],
      [2, false, 'NOT_STACKABLE'],
    ]);
  });
  it('apply every stackable coupon chosen, counting the use limit within the order', () => {
    const limited = couponRule({ kind: 'cash', backAmount: 100 }, { stackable: true, usesPerDay: 1 });
    const order = price(lines, {
      coupons: [
        held(1, cash(300, true)),
        held(2, limited, { templateId: 9 }),
        held(3, limited, { templateId: 9 }),
      ],
      chosen: [1, 2, 3],
    });
    expect(order.applied).toEqual([1, 2]);
    expect(order.coupons[2]).toMatchObject({ id: 3, usable: false, reason: 'USE_LIMIT_DAY' });
    expect(order.totals.amount).toBe(4600);
  });
  it('apply discounts before cash whatever order they are given in', () => {
    const discount = couponRule(
      { kind: 'discount', rate: 50, maxDiscountableQuantity: null, maxDiscount: null },
      { stackable: true },
    );
    const a = price(lines, { coupons: [held(1, cash(1000, true)), held(2, discount)], chosen: [1, 2] });
    const b = price(lines, { coupons: [held(2, discount), held(1, cash(1000, true))], chosen: [2, 1] });
    expect(a.totals.amount).toBe(1500);
    expect(b).toEqual(a);
  });
});

describe('line promotions', () => {
  it('ProductDiscount: the rate on selected units, at most the unit limit, the dearest first', () => {
    const p = promotion(1, { t: 'PromotionProductDiscount', rate: 80, unitLimit: 1 });
    const order = price([testLine(1, 1000, 2), testLine(2, 1500, 1)], { promotions: [p] });
    expect(adjustmentsOf(order)).toEqual([['promotion', -300, [0, -300]]]);
    expect(order.adjustments[0]!.detail).toEqual({
      promotionId: 1,
      t: 'PromotionProductDiscount',
      name: 'promo 1',
    });
    expect(order.adjustments[0]!.labelKey).toBe('marketing.promotions.types.PromotionProductDiscount');
  });
  it('SecondProductHalfPrice: every second unit of a product at half price', () => {
    const p = promotion(1, { t: 'PromotionSecondProductHalfPrice', nth: 2, rate: 50 });
    expect(price([testLine(1, 1000, 3)], { promotions: [p] }).totals.amount).toBe(2500);
    expect(price([testLine(1, 1000, 4)], { promotions: [p] }).totals.amount).toBe(3000);
    // Different products do not pair up.
    expect(price([testLine(1, 1000, 1), testLine(2, 1000, 1)], { promotions: [p] }).totals.amount).toBe(2000);
  });
  it('GradientDiscount: the rate of the highest tier the quantity or amount reaches', () => {
    const tiers = [
      { threshold: 2, rate: 90 },
      { threshold: 4, rate: 80 },
    ];
    const p = promotion(1, { t: 'PromotionGradientDiscount', basis: 'quantity', tiers });
    expect(price([testLine(1, 1000, 1)], { promotions: [p] }).totals.amount).toBe(1000);
    expect(price([testLine(1, 1000, 3)], { promotions: [p] }).totals.amount).toBe(2700);
    expect(price([testLine(1, 1000, 4)], { promotions: [p] }).totals.amount).toBe(3200);
    const byAmount = promotion(1, {
      t: 'PromotionGradientDiscount',
      basis: 'amount',
      tiers: [{ threshold: 2500, rate: 90 }],
    });
    expect(price([testLine(1, 1000, 3)], { promotions: [byAmount] }).totals.amount).toBe(2700);
  });
  it('Combo: each whole set for the set price, the saving split over its units', () => {
    const p = promotion(1, {
      t: 'PromotionCombo',
      items: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      price: 1500,
    });
    const order = price([testLine(1, 1000, 2), testLine(2, 800, 1)], { promotions: [p] });
    // One set (1000 + 800) for 1500: 300 off, 166.67 and 133.33 by largest remainder.
    expect(adjustmentsOf(order)).toEqual([['promotion', -300, [-167, -133]]]);
  });
  it('give a unit at most one line promotion, the one saving most', () => {
    const discount = promotion(1, { t: 'PromotionProductDiscount', rate: 90, unitLimit: null });
    const half = promotion(2, { t: 'PromotionSecondProductHalfPrice', nth: 2, rate: 50 });
    const order = price([testLine(1, 1000, 3)], { promotions: [discount, half] });
    // Half price takes two units (500 off); the third is left for the 10 % (100 off).
    expect(adjustmentsOf(order)).toEqual([
      ['promotion', -500, [-500]],
      ['promotion', -100, [-100]],
    ]);
  });
  it('pick the split that saves the shopper more: a second-half deal on its cups, the store-wide rate on the rest', () => {
    const drinks = promotion(1, { t: 'PromotionProductDiscount', rate: 80, unitLimit: null });
    const half = promotion(
      2,
      { t: 'PromotionSecondProductHalfPrice', nth: 2, rate: 50 },
      {
        products: { rule: 'include', productIds: [1], categoryIds: [] },
      },
    );
    // 20 % of everything saves 1040 in all, more than half price's 900; but half price on the two milk teas and
    // 20 % on the coffee save 900 + 320.
    const order = price([testLine(1, 1800, 2), testLine(2, 1600, 1)], { promotions: [drinks, half] });
    expect(adjustmentsOf(order)).toEqual([
      ['promotion', -900, [-900, 0]],
      ['promotion', -320, [0, -320]],
    ]);
    // And the other way round when a tier needs every unit: 40 % off from three units beats 50 % off one.
    const one = promotion(3, { t: 'PromotionProductDiscount', rate: 50, unitLimit: 1 });
    const tier = promotion(4, {
      t: 'PromotionGradientDiscount',
      basis: 'quantity',
      tiers: [{ threshold: 3, rate: 60 }],
    });
    const tiered = price([testLine(1, 1000, 1), testLine(2, 1000, 2)], { promotions: [one, tier] });
    expect(tiered.totals.amount).toBe(1800);
  });
  it('keep to their span, days, levels and new members', () => {
    const lines = [testLine(1, 1000, 1)];
    const off = (over: Parameters<typeof promotion>[2]) => [
      promotion(1, { t: 'PromotionProductDiscount', rate: 50, unitLimit: null }, over),
    ];
    expect(price(lines, { promotions: off({ weekdays: [3] }) }).totals.amount).toBe(500);
    expect(price(lines, { promotions: off({ weekdays: [4] }) }).totals.amount).toBe(1000);
    expect(
      price(lines, { promotions: off({ timeSlots: [{ from: '15:00', to: '16:00' }] }) }).totals.amount,
    ).toBe(1000);
    expect(price(lines, { promotions: off({ levelIds: [2] }) }).totals.amount).toBe(1000);
    expect(price(lines, { promotions: off({ levelIds: [1, 2] }) }).totals.amount).toBe(500);
    expect(price(lines, { promotions: off({ newMembersOnly: true }) }).totals.amount).toBe(1000);
    const ended = off({});
    ended[0]!.endsAt = NOW;
    expect(price(lines, { promotions: ended }).totals.amount).toBe(1000);
  });
});

describe('order promotions', () => {
  it('CashBack: the highest tier reached, on the goods after the line promotions', () => {
    const tiers = [
      { requireAmount: 2000, backAmount: 300 },
      { requireAmount: 5000, backAmount: 1000 },
    ];
    const back = promotion(2, { t: 'PromotionCashBack', tiers, repeat: false, maxBack: null });
    expect(price([testLine(1, 5500, 1)], { promotions: [back] }).totals.amount).toBe(4500);
    const half = promotion(1, { t: 'PromotionProductDiscount', rate: 50, unitLimit: null });
    // 5500 at half price is 2750: the lower tier.
    expect(price([testLine(1, 5500, 1)], { promotions: [back, half] }).totals.amount).toBe(2450);
  });
  it('CashBack repeats for every whole tier, up to its cap; only the best one applies', () => {
    const every = (maxBack: number | null, id = 1) =>
      promotion(id, {
        t: 'PromotionCashBack',
        tiers: [{ requireAmount: 2000, backAmount: 300 }],
        repeat: true,
        maxBack,
      });
    expect(price([testLine(1, 6500, 1)], { promotions: [every(null)] }).totals.amount).toBe(5600);
    expect(price([testLine(1, 6500, 1)], { promotions: [every(500)] }).totals.amount).toBe(6000);
    expect(
      price([testLine(1, 6500, 1)], { promotions: [every(500, 1), every(null, 2)] }).adjustments,
    ).toHaveLength(1);
  });
  it('Gift: adds its product free once the spend is reached', () => {
    const gift = promotion(3, { t: 'PromotionGift', requireAmount: 2000, productId: 9, quantity: 1 });
    const addedLine = catalogue({ 9: 800 });
    expect(price([testLine(1, 1900, 1)], { promotions: [gift], addedLine }).added).toEqual([]);
    const order = price([testLine(1, 2000, 1)], { promotions: [gift], addedLine });
    expect(order.added).toEqual([{ index: 1, kind: 'gift', promotionId: 3, memberCouponId: null }]);
    expect(order.lines[1]).toMatchObject({ productId: 9, amount: 0, originalAmount: 800 });
    expect(order.dropped).toEqual([]);
  });
  it('Gift: one whose product cannot be sold now is left out and named, the order priced without it', () => {
    const gift = promotion(3, { t: 'PromotionGift', requireAmount: 2000, productId: 9, quantity: 2 });
    const order = price([testLine(1, 2000, 1)], { promotions: [gift], addedLine: catalogue({}) });
    expect(order.added).toEqual([]);
    expect(order.lines).toHaveLength(1);
    expect(order.dropped).toEqual([{ productId: 9, quantity: 2, kind: 'gift', promotionId: 3 }]);
    expect(order.totals).toMatchObject({ amount: 2000, quantity: 1, originalAmount: 2000 });
  });
  it('Redemption: adds its product at its price only when the shopper opts in', () => {
    const p = promotion(4, {
      t: 'PromotionProductRedemption',
      requireAmount: 2000,
      productId: 9,
      price: 100,
      quantity: 1,
    });
    const addedLine = catalogue({ 9: 800 });
    expect(price([testLine(1, 2000, 1)], { promotions: [p], addedLine }).added).toEqual([]);
    const order = price([testLine(1, 2000, 1)], { promotions: [p], addedLine, redemptions: [4] });
    expect(order.added[0]).toMatchObject({ kind: 'redemption', promotionId: 4 });
    expect(order.totals.amount).toBe(2100);
  });
});

describe('promotions with coupons', () => {
  it('coupons skip the lines of a promotion that does not stack with them, and measure after promotions', () => {
    const p = promotion(
      1,
      { t: 'PromotionProductDiscount', rate: 50, unitLimit: null },
      {
        products: { rule: 'include', productIds: [1], categoryIds: [] },
        stackableWithCoupons: false,
      },
    );
    const rule = couponRule({ kind: 'cash', backAmount: 300 }, { requireAmount: 1000 });
    const order = price([testLine(1, 2000, 1), testLine(2, 1200, 1)], {
      promotions: [p],
      coupons: [held(1, rule)],
      chosen: [1],
    });
    expect(adjustmentsOf(order)).toEqual([
      ['promotion', -1000, [-1000, 0]],
      ['coupon', -300, [0, -300]],
    ]);
    const short = price([testLine(1, 2000, 1), testLine(2, 900, 1)], {
      promotions: [p],
      coupons: [held(1, rule)],
    });
    expect(short.coupons[0]).toMatchObject({ reason: 'BELOW_MINIMUM', shortBy: 100 });
  });
});

describe('offerProductIds', () => {
  it('lists the products gifts, exchanges and redemptions could add', () => {
    expect(
      offerProductIds(
        [promotion(1, { t: 'PromotionGift', requireAmount: 0, productId: 9, quantity: 1 })],
        [held(1, couponRule({ kind: 'exchange', exchange: { productId: 4, price: 0 } }))],
      ),
    ).toEqual([4, 9]);
  });
});
