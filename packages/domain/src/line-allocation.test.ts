import { describe, expect, it } from 'vitest';
import { deliveryFeeAdjuster } from './delivery-fee.ts';
import { allocateAdjustments, spreadProportionally } from './line-allocation.ts';
import { refundableOf } from './line-refund.ts';
import { priceWithOffers } from './offer-engine.ts';
import type { OfferInput } from './offer-engine-types.ts';
import { catalogue, couponRule, held, offers, promotion, type TestLine, testLine } from './offer-test-kit.ts';
import { type PricedOrder, priceOrder } from './pricing.ts';

function delivered(lines: TestLine[], fee: number, over: Partial<OfferInput<TestLine>> = {}) {
  const adjusters = fee > 0 ? [deliveryFeeAdjuster<TestLine>({ id: 'z', fee })] : [];
  return priceWithOffers(lines, offers({ mode: 'package', deliveryFee: fee, ...over }), adjusters);
}

const secondHalf = promotion(1, { t: 'PromotionSecondProductHalfPrice', nth: 2, rate: 50 });
const spend50save8 = promotion(2, {
  t: 'PromotionCashBack',
  tiers: [{ requireAmount: 5000, backAmount: 800 }],
  repeat: false,
  maxBack: null,
});

describe('allocateAdjustments', () => {
  it('keeps a line promotion on its line, splits the order-level ones and the delivery fee, summing to the amount', () => {
    const milkTea = testLine(1, 1800, 2);
    const cake = testLine(2, 2500, 1);
    const order = delivered([milkTea, cake], 500, {
      promotions: [secondHalf, spend50save8],
      coupons: [held(7, couponRule({ kind: 'cash', backAmount: 1000 }))],
      chosen: [7],
    });
    expect(order.totals.amount).toBe(3900);
    // Second half price: the tea's second cup, 900 off the tea alone. ¥8 off ¥52 of goods: 415 and 385 (largest
    // remainder, the engine's). The coupon over what is left (2285, 2115): 519 and 481. The fee over what is left
    // then (1766, 1634): 259.7 and 240.3, floors 259 and 240, the spare unit to the larger line, the tea.
    expect(allocateAdjustments(order)).toEqual([
      {
        paid: 2026,
        shares: { 'promotion:1': -900, 'promotion:2': -415, 'coupon:7': -519, 'delivery-fee': 260 },
      },
      { paid: 1874, shares: { 'promotion:2': -385, 'coupon:7': -481, 'delivery-fee': 240 } },
    ]);
  });

  it('gives a free gift line nothing to pay and no share of the fee', () => {
    const gift = promotion(3, { t: 'PromotionGift', requireAmount: 2000, productId: 9, quantity: 1 });
    const order = delivered([testLine(1, 1000, 1), testLine(2, 2000, 1)], 301, {
      promotions: [gift],
      addedLine: catalogue({ 9: 1200 }),
    });
    expect(order.lines).toHaveLength(3);
    expect(allocateAdjustments(order)).toEqual([
      { paid: 1100, shares: { 'delivery-fee': 100 } },
      { paid: 2201, shares: { 'delivery-fee': 201 } },
      { paid: 0, shares: {} },
    ]);
  });

  it('takes a free-shipping coupon off each line’s share of the fee, which it cancels exactly', () => {
    const order = delivered([testLine(1, 1000, 1), testLine(2, 2000, 3)], 500, {
      coupons: [held(4, couponRule({ kind: 'freight', freightOff: null }))],
      chosen: [4],
    });
    const lines = allocateAdjustments(order);
    expect(lines.map((l) => l.paid)).toEqual([1000, 6000]);
    for (const { shares } of lines) expect(shares['coupon:4']).toBe(-(shares['delivery-fee'] ?? 0));
  });

  it('lays a fee on units when every line is free', () => {
    const order = priceOrder(
      [testLine(1, 0, 1), testLine(2, 0, 2)],
      [deliveryFeeAdjuster({ id: 'z', fee: 100 })],
    );
    expect(allocateAdjustments(order).map((l) => l.paid)).toEqual([33, 67]);
  });

  it('splits an order-level discount without an allocation (a points offset) over what each line has left', () => {
    const priced = priceOrder([testLine(1, 100, 1), testLine(2, 100, 1), testLine(3, 100, 1)]);
    const order = withDiscount(priced, 'points', 299);
    // 99.67 each: floors of 99; of the 2 units left the largest line (the first on a tie) has room for one, the
    // next for the other.
    expect(allocateAdjustments(order)).toEqual([
      { paid: 0, shares: { points: -100 } },
      { paid: 0, shares: { points: -100 } },
      { paid: 1, shares: { points: -99 } },
    ]);
  });

  it('refuses an order whose discount exceeds its lines', () => {
    const order = withDiscount(priceOrder([testLine(1, 100, 1)]), 'points', 101);
    expect(() => allocateAdjustments(order)).toThrow(RangeError);
  });
});

/** The order with a discount of `kind` appended after pricing, its totals moved by it. */
function withDiscount(order: PricedOrder, kind: string, off: number): PricedOrder {
  const adjustment = { kind, labelKey: kind, amount: -off, detail: {} };
  return {
    ...order,
    adjustments: [...order.adjustments, adjustment],
    totals: {
      ...order.totals,
      adjustmentsAmount: order.totals.adjustmentsAmount - off,
      amount: order.totals.amount - off,
    },
  };
}

describe('spreadProportionally', () => {
  it('gives the units left over to the largest base, the earlier on a tie', () => {
    expect(spreadProportionally(100, [1, 1, 1], false)).toEqual([34, 33, 33]);
    expect(spreadProportionally(10, [1, 3, 3], false)).toEqual([1, 5, 4]);
  });
  it('keeps a capped part within its base, spreading the rest down from the largest', () => {
    expect(spreadProportionally(2, [1, 1, 1], true)).toEqual([1, 1, 0]);
    expect(spreadProportionally(5, [1, 2, 3], true)).toEqual([0, 2, 3]);
    expect(() => spreadProportionally(7, [1, 2, 3], true)).toThrow(RangeError);
  });
});

describe('refundableOf', () => {
  it('returns each unit’s floor share, the remainder with the last unit, never more than was paid', () => {
    const line = { paid: 1000, quantity: 3 };
    expect(refundableOf(line, 1)).toBe(333);
    expect(refundableOf({ ...line, refundedQuantity: 1 }, 1)).toBe(333);
    expect(refundableOf({ ...line, refundedQuantity: 2 }, 1)).toBe(334);
    expect(refundableOf({ ...line, refundedQuantity: 1 }, 2)).toBe(667);
    expect(refundableOf(line, 3)).toBe(1000);
    expect(refundableOf(line, 0)).toBe(0);
  });
  it('refuses more units than are left to refund', () => {
    expect(() => refundableOf({ paid: 10, quantity: 2, refundedQuantity: 2 }, 1)).toThrow(RangeError);
    expect(() => refundableOf({ paid: 10, quantity: 2 }, 1.5)).toThrow(RangeError);
  });
});
