import type { CouponKind, CouponReason, HeldCoupon, OfferMode } from './coupon-rules.ts';
import type { Minor } from './money.ts';
import type { Adjuster, Adjustment, PricedOrder, PricingLine } from './pricing.ts';
import type { Promotion, PromotionType } from './promotion-rules.ts';

/**
 * What the offer engine (offer-engine.ts, decision 029) takes and gives. The engine plugs into priceOrder: its
 * promotions and coupons become adjustments (each allocated to the lines it discounts) and its gifts, exchanges and
 * redemptions become added lines, so the preview and the placed order stay priced by the one function.
 */

/** A line the engine can match against rules: what priceOrder prices, with the product and its category. */
export interface OfferLine extends PricingLine {
  productId: number;
  categoryId: number | null;
}

/** The member as promotions filter them (level, newness, what they hold unlocks); coupons check these when claimed. */
export interface OfferMember {
  levelId: number | null;
  /** No order placed yet. */
  isNew: boolean;
  /** The unlocked-only promotions what the member holds unlocks (order offer sources' unlocks); absent: none. */
  unlocked?: ReadonlySet<number>;
}

/** The store's clock: the instant priced at and the store's IANA time zone (weekdays, slots and dates are its). */
export interface StoreClock {
  at: Date;
  timeZone: string;
}

/**
 * Everything beyond the lines. `coupons` are the coupons to judge (all the member holds for GetAvailableCoupons, the
 * chosen ones for placefast); `chosen` says which to apply (ids among them), or 'best' for the preselection.
 */
export interface OfferInput<T extends OfferLine> {
  member: OfferMember;
  mode: OfferMode;
  clock: StoreClock;
  /** The delivery fee the mode's adjuster charges (0 for none): a free-shipping coupon is judged against it. */
  deliveryFee: Minor;
  promotions: readonly Promotion[];
  coupons: readonly HeldCoupon[];
  chosen: readonly number[] | 'best';
  /** Ids of the PromotionProductRedemption promotions the shopper opted in to. */
  redemptions: readonly number[];
  /**
   * A line selling `quantity` units of a product a gift, exchange or redemption adds, at its catalogue prices (the
   * engine sets the price charged); null when the product cannot be sold now.
   */
  addedLine: (productId: number, quantity: number) => T | null;
}

/** Why a line was added to the order, and by which rule. */
export interface AddedLineTag {
  /** The index of the line in the priced order's lines (added lines follow the given ones). */
  index: number;
  kind: 'gift' | 'exchange' | 'redemption';
  promotionId: number | null;
  memberCouponId: number | null;
}

/**
 * A line a reached Gift or opted-in Redemption promotion would have added, left out because `addedLine` could not
 * sell its product now (out of stock, off the shelf): the order goes on without it and the shopper is told.
 */
export interface DroppedLine {
  productId: number;
  quantity: number;
  kind: 'gift' | 'redemption';
  promotionId: number;
}

/** What the engine says of each coupon judged: usable (with what it would save alone) or the reason it is not. */
export interface CouponVerdict {
  id: number;
  usable: boolean;
  reason: CouponReason | null;
  /** With BELOW_MINIMUM: what the eligible lines still lack (minor units); else 0. */
  shortBy: Minor;
  /** What the coupon saves on this order on its own (minor units; for a gift or exchange, the product's value). */
  saving: Minor;
}

/**
 * An adjustment the engine makes: kind 'promotion' (detail: promotionId, t, name) or 'coupon' (detail:
 * memberCouponId, templateId, couponKind), with `allocation[i]` the part of `amount` borne by line i of the priced
 * order (same sign as amount, summing to it; largest remainder, decision 029).
 */
export interface OfferAdjustment extends Adjustment {
  kind: 'promotion' | 'coupon';
  allocation: Minor[];
}

/** The detail an engine adjustment keeps with the order. */
export type OfferDetail =
  | { promotionId: number; t: PromotionType; name: string }
  | { memberCouponId: number; templateId: number; couponKind: CouponKind };

/**
 * The order priced with its offers: priceOrder's result (lines given then added, adjustments in the order of
 * application, totals) with the added lines tagged, each judged coupon's verdict, the coupons applied, and SPEC §3's
 * discountedPrice (what the shopper saves against the crossed-out prices, delivery fee aside).
 */
export interface OfferedOrder<T extends OfferLine> extends PricedOrder<T> {
  added: AddedLineTag[];
  coupons: CouponVerdict[];
  /** The member coupon ids applied, ascending. */
  applied: number[];
  discountedPrice: Minor;
  /** The promotions' lines left out because their product cannot be sold now (coupons say so in their verdicts). */
  dropped: DroppedLine[];
}

/**
 * The engine's entry point (offer-engine.ts `priceWithOffers`): prices the lines with their promotions and coupons
 * through priceOrder, the mode's own adjusters (the delivery fee) taking their place before free shipping.
 */
export type PriceWithOffers = <T extends OfferLine>(
  lines: readonly T[],
  offers: OfferInput<T>,
  adjusters?: readonly Adjuster<T>[],
) => OfferedOrder<T>;
