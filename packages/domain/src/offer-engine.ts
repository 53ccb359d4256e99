import {
  type CouponEffect,
  couponGoodsRefusal,
  type PreparedCoupon,
  prepareCoupon,
  runCoupons,
} from './coupon-effects.ts';
import {
  type CouponSetting,
  couponSettingRefusal,
  type HeldCoupon,
  type LocalClock,
  localClock,
} from './coupon-rules.ts';
import { chooseCoupons } from './offer-choice.ts';
import type {
  AddedLineTag,
  CouponVerdict,
  OfferAdjustment,
  OfferedOrder,
  OfferInput,
  OfferLine,
} from './offer-engine-types.ts';
import { chargedLine } from './offer-lines.ts';
import { applyPromotions, type PromotionOutcome } from './offer-promotions.ts';
import { dearestFirst, type Slot, slotsOf } from './offer-slots.ts';
import { type Adjuster, type Adjustment, priceOrder } from './pricing.ts';
import type { Promotion } from './promotion-rules.ts';

export { promotionLabelKey } from './offer-promotions.ts';

/**
 * The offer engine (decision 029): prices an order with its automatic promotions and the member's coupons through
 * priceOrder, the one pricing function. In order: line promotions (a unit takes at most one, the best first) →
 * CashBack (the best one) → Gift and Redemption lines → coupons on the goods (pickup, discount, cash) and their
 * added lines (gift, exchange) → the mode's adjusters (the delivery fee) → free shipping. Every discount is
 * allocated to the lines it comes off by largest remainder; nothing is ever negative.
 */

/** The i18n key of a coupon's adjustment in the settlement and the order. */
export function couponLabelKey(kind: string): string {
  // The coupon area's name of the kind (web catalogue coupon.kind.*): the line reads "Cash coupon · <its name>".
  return `coupon.kind.${kind}`;
}

function couponAdjustment(effect: CouponEffect, width: number): OfferAdjustment | null {
  if (effect.discount === null || effect.saving === 0) return null;
  const { coupon } = effect.prepared;
  const allocation = new Array<number>(width).fill(0);
  for (let i = 0; i < effect.discount.length; i++) allocation[i] = -effect.discount[i]! || 0;
  return {
    kind: 'coupon',
    labelKey: couponLabelKey(coupon.rule.kind),
    amount: -effect.saving,
    detail: { memberCouponId: coupon.id, templateId: coupon.templateId, couponKind: coupon.rule.kind },
    allocation,
  };
}

/** Free shipping after the mode's adjusters: each applied coupon takes its part of what is left of the fee. */
function freightAdjuster<T extends OfferLine>(effects: readonly CouponEffect[]): Adjuster<T> {
  return (order) => {
    let fee = 0;
    for (const a of order.adjustments) if (a.kind === 'delivery-fee') fee += a.amount;
    const made: Adjustment[] = [];
    for (const effect of effects) {
      const { coupon } = effect.prepared;
      if (coupon.rule.kind !== 'freight') continue;
      const off = Math.min(coupon.rule.freightOff ?? fee, fee);
      if (off <= 0) continue;
      fee -= off;
      // No allocation: it comes off the delivery fee, not the goods.
      made.push({
        kind: 'coupon',
        labelKey: couponLabelKey('freight'),
        amount: -off,
        detail: { memberCouponId: coupon.id, templateId: coupon.templateId, couponKind: 'freight' },
        allocation: [],
      });
    }
    return made;
  };
}

/** Judges every coupon on its own: the setting, then the goods after the promotions; what it saves alone. */
function verdictsOf<T extends OfferLine>(
  prepared: readonly PreparedCoupon<T>[],
  setting: CouponSetting,
  slots: readonly Slot[],
  dearest: readonly Slot[],
): CouponVerdict[] {
  return prepared.map((p) => {
    const reason = couponSettingRefusal(p.coupon, setting);
    if (reason) return { id: p.coupon.id, usable: false, reason, shortBy: 0, saving: 0 };
    const goods = couponGoodsRefusal(p, slots);
    if (goods)
      return { id: p.coupon.id, usable: false, reason: goods.reason, shortBy: goods.shortBy, saving: 0 };
    const { saving } = runCoupons([p], slots, dearest, setting.deliveryFee);
    return { id: p.coupon.id, usable: true, reason: null, shortBy: 0, saving };
  });
}

/** The lines and adjustments the applied coupons make, given the promotions' outcome. */
function couponParts<T extends OfferLine>(
  effects: readonly CouponEffect<T>[],
  base: number,
  added: T[],
  tags: AddedLineTag[],
): CouponEffect<T>[] {
  const onGoods: CouponEffect<T>[] = [];
  for (const effect of effects) {
    const p = effect.prepared;
    if (p.added === null) {
      if (effect.discount) onGoods.push(effect);
      continue;
    }
    const quantity = p.coupon.rule.kind === 'gift' ? Math.max(1, p.coupon.rule.gift.quantity) : 1;
    tags.push({
      index: base + added.length,
      kind: p.coupon.rule.kind === 'gift' ? 'gift' : 'exchange',
      promotionId: null,
      memberCouponId: p.coupon.id,
    });
    added.push(chargedLine(p.added, effect.addedPrice, quantity));
  }
  return onGoods;
}

/** Pads each allocation (made over the given lines) with zeros for the added lines. */
function widen(adjustments: OfferAdjustment[], width: number): void {
  for (const a of adjustments) while (a.allocation.length < width) a.allocation.push(0);
}

/**
 * Prices lines with their offers (the engine's one entry point). `adjusters` are the mode's own (the delivery
 * fee), applied after promotions and coupons and before free shipping. Pure and deterministic: the same input in
 * any order of its coupons and promotions gives the same order.
 */
export function priceWithOffers<T extends OfferLine>(
  lines: readonly T[],
  offers: OfferInput<T>,
  adjusters: readonly Adjuster<T>[] = [],
): OfferedOrder<T> {
  const slots = slotsOf(lines);
  const dearest = dearestFirst(slots);
  let local: LocalClock | null = null;
  const setting: CouponSetting = {
    at: offers.clock.at,
    mode: offers.mode,
    deliveryFee: offers.deliveryFee,
    local: () => (local ??= localClock(offers.clock.at, offers.clock.timeZone)),
  };
  const promoted: PromotionOutcome<T> = applyPromotions(offers, slots, dearest, setting.local);
  const prepared = offers.coupons
    .map((c) => prepareCoupon(c, slots, offers.addedLine))
    .sort((a, b) => a.coupon.id - b.coupon.id);
  const verdicts = verdictsOf(prepared, setting, slots, dearest);
  const chosen = chooseCoupons(prepared, verdicts, offers.chosen, setting, slots, dearest);
  const { effects } = runCoupons(chosen, slots, dearest, offers.deliveryFee);
  const added = promoted.added;
  const tags = promoted.tags;
  const onGoods = couponParts(effects, lines.length, added, tags);
  const width = lines.length + added.length;
  const goodsAdjustments = promoted.adjustments;
  for (const effect of onGoods) {
    const made = couponAdjustment(effect, width);
    if (made) goodsAdjustments.push(made);
  }
  widen(goodsAdjustments, width);
  const all = added.length > 0 ? lines.concat(added) : (lines as T[]);
  const priced = priceOrder(all, [() => goodsAdjustments, ...adjusters, freightAdjuster<T>(effects)]);
  let charges = 0;
  for (const a of priced.adjustments) if (a.amount > 0) charges += a.amount;
  const applied = chosen.map((p) => p.coupon.id).sort((a, b) => a - b);
  return Object.assign(priced, {
    added: tags,
    coupons: verdicts,
    applied,
    discountedPrice: priced.totals.originalAmount - priced.totals.amount + charges,
    dropped: promoted.dropped,
  });
}

/** The products gifts, exchanges and redemptions could add: what the caller reads to build `addedLine`. */
export function offerProductIds(promotions: readonly Promotion[], coupons: readonly HeldCoupon[]): number[] {
  const ids = new Set<number>();
  for (const { rule } of promotions)
    if (rule.t === 'PromotionGift' || rule.t === 'PromotionProductRedemption') ids.add(rule.productId);
  for (const { rule } of coupons) {
    if (rule.kind === 'gift') ids.add(rule.gift.productId);
    if (rule.kind === 'exchange') ids.add(rule.exchange.productId);
  }
  return [...ids].sort((a, b) => a - b);
}
