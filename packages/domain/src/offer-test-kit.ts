import type { CouponRule, CouponRuleBase, HeldCoupon } from './coupon-rules.ts';
import type { OfferInput, OfferLine } from './offer-engine-types.ts';
import type { Promotion, PromotionRule, PromotionRuleBase } from './promotion-rules.ts';

/** Builders for the offer engine's tests (unit and property): plain carts, coupons and promotions. */

export interface TestLine extends OfferLine {
  name: string;
}

/** A line of `quantity` units of a product at `price` (minor units), in category `categoryId`. */
export function testLine(
  productId: number,
  price: number,
  quantity: number,
  categoryId: number | null = null,
) {
  return {
    name: `p${productId}`,
    productId,
    categoryId,
    price,
    originalPrice: null,
    addOns: [],
    quantity,
  } satisfies TestLine;
}

/** The catalogue the added lines come from: product id → price; absent = cannot be sold. */
export function catalogue(
  prices: Record<number, number>,
): (productId: number, quantity: number) => TestLine | null {
  return (productId, quantity) =>
    prices[productId] === undefined ? null : testLine(productId, prices[productId]!, quantity, null);
}

const couponBase: CouponRuleBase = {
  requireAmount: 0,
  products: { rule: 'all' },
  scope: 'both',
  modes: [],
  weekdays: [],
  timeSlots: [],
  bannedDates: [],
  stackable: false,
  usesPerDay: null,
  usesPerWeek: null,
  usesPerMonth: null,
};

/** A rule union's own figures, member by member, without the base every member shares. */
type FiguresOf<Union, Base> = Union extends unknown ? Omit<Union, keyof Base> : never;
type KindFigures = FiguresOf<CouponRule, CouponRuleBase>;

/** A coupon rule: the base with nothing limited, the kind's figures, and any overrides. */
export function couponRule(figures: KindFigures, over: Partial<CouponRuleBase> = {}): CouponRule {
  return Object.assign({}, couponBase, figures, over) as CouponRule;
}

export const NOW = new Date('2026-11-25T06:00:00Z'); // Wednesday 14:00 in Shanghai

/** A held coupon valid a day either side of NOW, unused. */
export function held(id: number, rule: CouponRule, over: Partial<HeldCoupon> = {}): HeldCoupon {
  return Object.assign(
    {
      id,
      templateId: id,
      rule,
      validFrom: new Date(NOW.getTime() - 86_400_000),
      validUntil: new Date(NOW.getTime() + 86_400_000),
      uses: { day: 0, week: 0, month: 0 },
    },
    over,
  );
}

const promotionBase: PromotionRuleBase = {
  products: { rule: 'all' },
  weekdays: [],
  timeSlots: [],
  stackableWithCoupons: true,
  levelIds: [],
  newMembersOnly: false,
};

type TypeFigures = FiguresOf<PromotionRule, PromotionRuleBase>;

/** An open-ended promotion started yesterday. */
export function promotion(
  id: number,
  figures: TypeFigures,
  over: Partial<PromotionRuleBase> = {},
): Promotion {
  return {
    id,
    name: `promo ${id}`,
    startsAt: new Date(NOW.getTime() - 86_400_000),
    endsAt: null,
    rule: Object.assign({}, promotionBase, figures, over) as PromotionRule,
  };
}

/** Offers with nothing in them: self-pickup, a plain member, no fee, no coupons, no promotions. */
export function offers(over: Partial<OfferInput<TestLine>> = {}): OfferInput<TestLine> {
  return Object.assign(
    {
      member: { levelId: 1, isNew: false },
      mode: 'takeout' as const,
      clock: { at: NOW, timeZone: 'Asia/Shanghai' },
      deliveryFee: 0,
      promotions: [],
      coupons: [],
      chosen: 'best' as const,
      redemptions: [],
      addedLine: catalogue({}),
    },
    over,
  );
}
