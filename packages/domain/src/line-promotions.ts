import { isSelected } from './coupon-rules.ts';
import type { Minor } from './money.ts';
import { allocateByLargestRemainder, rateOff } from './offer-allocation.ts';
import type { Slot } from './offer-slots.ts';
import type {
  ComboRule,
  GradientDiscountRule,
  ProductDiscountRule,
  Promotion,
  SecondProductHalfPriceRule,
} from './promotion-rules.ts';

/**
 * The four line promotions (decision 029): each says, over the units no line promotion has taken yet, which units
 * it would take and what it would take off each line. The engine applies the one saving most, then asks the rest
 * again over the units left, so a unit takes at most one line promotion.
 */

/** What a line promotion would do now: units taken and discount per slot (positive), and their sums. */
export interface LineDeal {
  claimed: number[];
  discount: Minor[];
  total: Minor;
  /** The units taken in all. */
  units: number;
}

/** A promotion with what one pricing asks of it again and again, worked out once. */
export interface PreparedPromotion {
  promotion: Promotion;
  /** Per slot: whether its product is among the promotion's. */
  selected: boolean[];
}

export function preparePromotion(promotion: Promotion, slots: readonly Slot[]): PreparedPromotion {
  const { products } = promotion.rule;
  const selected = new Array<boolean>(slots.length);
  for (let i = 0; i < slots.length; i++)
    selected[i] = isSelected(products, slots[i]!.productId, slots[i]!.categoryId);
  return { promotion, selected };
}

function emptyDeal(n: number): LineDeal {
  return { claimed: new Array<number>(n).fill(0), discount: new Array<Minor>(n).fill(0), total: 0, units: 0 };
}

function take(deal: LineDeal, slot: Slot, units: number, off: Minor): void {
  deal.claimed[slot.index] = deal.claimed[slot.index]! + units;
  deal.discount[slot.index] = deal.discount[slot.index]! + off;
  deal.total += off;
  deal.units += units;
}

/** Selected units at the rate, the dearest first, at most `unitLimit` of them. */
function productDiscount(
  rule: ProductDiscountRule,
  p: PreparedPromotion,
  dearest: readonly Slot[],
): LineDeal {
  const deal = emptyDeal(p.selected.length);
  let limit = rule.unitLimit ?? Number.POSITIVE_INFINITY;
  for (const slot of dearest) {
    if (limit <= 0) break;
    if (!p.selected[slot.index] || slot.free === 0) continue;
    const units = Math.min(slot.free, limit);
    take(deal, slot, units, rateOff(slot.unit * units, rule.rate));
    limit -= units;
  }
  return deal;
}

/**
 * Of each selected product, its units the dearest first in groups of `nth`: each whole group is taken and its last
 * (cheapest) unit is at the rate; units short of a group are left for other promotions.
 */
function nthUnit(rule: SecondProductHalfPriceRule, p: PreparedPromotion, dearest: readonly Slot[]): LineDeal {
  const deal = emptyDeal(p.selected.length);
  const nth = Math.max(2, Math.floor(rule.nth));
  const units = new Map<number, number>();
  for (const slot of dearest)
    if (p.selected[slot.index]) units.set(slot.productId, (units.get(slot.productId) ?? 0) + slot.free);
  const seen = new Map<number, number>();
  for (const slot of dearest) {
    if (!p.selected[slot.index] || slot.free === 0) continue;
    const before = seen.get(slot.productId) ?? 0;
    const whole = Math.floor(units.get(slot.productId)! / nth) * nth;
    const count = Math.max(0, Math.min(slot.free, whole - before));
    seen.set(slot.productId, before + slot.free);
    if (count === 0) continue;
    const discounted = Math.floor((before + count) / nth) - Math.floor(before / nth);
    take(deal, slot, count, discounted * rateOff(slot.unit, rule.rate));
  }
  return deal;
}

/** All selected units at the rate of the highest tier their quantity or amount reaches. */
function gradient(rule: GradientDiscountRule, p: PreparedPromotion, slots: readonly Slot[]): LineDeal {
  const deal = emptyDeal(p.selected.length);
  let reached = 0;
  for (const slot of slots)
    if (p.selected[slot.index]) reached += rule.basis === 'quantity' ? slot.free : slot.unit * slot.free;
  let rate: number | null = null;
  let best = 0;
  for (const tier of rule.tiers)
    if (tier.threshold <= reached && tier.threshold > 0 && tier.threshold >= best) {
      best = tier.threshold;
      rate = tier.rate;
    }
  if (rate === null) return deal;
  for (const slot of slots)
    if (p.selected[slot.index] && slot.free > 0)
      take(deal, slot, slot.free, rateOff(slot.unit * slot.free, rate));
  return deal;
}

/** Whole sets of the combo's items, each made of the dearest units, for the set price; the saving over the units. */
function combo(rule: ComboRule, p: PreparedPromotion, dearest: readonly Slot[]): LineDeal {
  const deal = emptyDeal(p.selected.length);
  const need = new Map<number, number>();
  for (const item of rule.items) need.set(item.productId, (need.get(item.productId) ?? 0) + item.quantity);
  const free = new Map<number, number>();
  for (const slot of dearest) free.set(slot.productId, (free.get(slot.productId) ?? 0) + slot.free);
  let sets = Number.POSITIVE_INFINITY;
  for (const [productId, quantity] of need) {
    if (quantity <= 0) return deal;
    sets = Math.min(sets, Math.floor((free.get(productId) ?? 0) / quantity));
  }
  if (sets === 0 || !Number.isFinite(sets)) return deal;
  for (const [productId, quantity] of need) need.set(productId, quantity * sets);
  const value = new Array<Minor>(p.selected.length).fill(0);
  let worth = 0;
  for (const slot of dearest) {
    const wanted = need.get(slot.productId) ?? 0;
    if (wanted === 0 || slot.free === 0) continue;
    const units = Math.min(slot.free, wanted);
    need.set(slot.productId, wanted - units);
    deal.claimed[slot.index] = units;
    deal.units += units;
    value[slot.index] = slot.unit * units;
    worth += slot.unit * units;
  }
  const saving = Math.max(0, worth - sets * Math.max(0, rule.price));
  deal.discount = allocateByLargestRemainder(saving, value);
  deal.total = saving;
  return deal;
}

/** What a line promotion would do over the units still free. */
export function lineDeal(
  p: PreparedPromotion,
  slots: readonly Slot[],
  dearest: readonly Slot[],
): LineDeal | null {
  const { rule } = p.promotion;
  switch (rule.t) {
    case 'PromotionProductDiscount':
      return productDiscount(rule, p, dearest);
    case 'PromotionSecondProductHalfPrice':
      return nthUnit(rule, p, dearest);
    case 'PromotionGradientDiscount':
      return gradient(rule, p, slots);
    case 'PromotionCombo':
      return combo(rule, p, dearest);
    default:
      return null;
  }
}
