import { type CouponKind, type CouponReason, type HeldCoupon, isSelected } from './coupon-rules.ts';
import type { Minor } from './money.ts';
import { allocateByLargestRemainder, mulDiv, rateOff } from './offer-allocation.ts';
import type { OfferLine } from './offer-engine-types.ts';
import type { Slot } from './offer-slots.ts';
import { linePrices } from './pricing.ts';

/**
 * What each coupon kind does to an order once the promotions are applied (decision 029). Coupons of one order are
 * applied in one fixed order — pickup, discount, cash, gift, exchange, free shipping; by id within a kind — each on
 * what the coupons before it left, so the result does not depend on the order the shopper picked them in.
 */

const kindRank: Record<CouponKind, number> = {
  pickup: 0,
  discount: 1,
  cash: 2,
  gift: 3,
  exchange: 4,
  freight: 5,
};

/** A coupon with what one pricing asks of it again and again, worked out once. */
export interface PreparedCoupon<T extends OfferLine = OfferLine> {
  coupon: HeldCoupon;
  rank: number;
  /** Per slot: the lines it takes off (selected, not under a coupon-excluding promotion; a pickup: its product). */
  eligible: boolean[];
  /** Per slot: the lines whose amount counts towards its minimum spend (selected, not under such a promotion). */
  spend: boolean[];
  /** For a gift or an exchange: the product's line at catalogue prices, null when it cannot be sold. */
  added: T | null;
  /** That line's catalogue unit price. */
  addedUnit: Minor;
}

export function prepareCoupon<T extends OfferLine>(
  coupon: HeldCoupon,
  slots: readonly Slot[],
  addedLine: (productId: number, quantity: number) => T | null,
): PreparedCoupon<T> {
  const { rule } = coupon;
  const spend = new Array<boolean>(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    spend[i] = !slot.blocked && isSelected(rule.products, slot.productId, slot.categoryId);
  }
  let eligible = spend;
  if (rule.kind === 'pickup')
    eligible = slots.map((s) => !s.blocked && s.productId === rule.pickup.productId);
  let added: T | null = null;
  if (rule.kind === 'gift') added = addedLine(rule.gift.productId, Math.max(1, rule.gift.quantity));
  if (rule.kind === 'exchange') added = addedLine(rule.exchange.productId, 1);
  const addedUnit = added ? linePrices(added.price, added.originalPrice, added.addOns).unit : 0;
  return { coupon, rank: kindRank[rule.kind], eligible, spend, added, addedUnit };
}

/** The order coupons are applied in: by kind, then by id. */
export function byApplication(a: PreparedCoupon, b: PreparedCoupon): number {
  return a.rank - b.rank || a.coupon.id - b.coupon.id;
}

/** Why the goods do not allow a coupon (after the promotions), with what the minimum spend still lacks. */
export function couponGoodsRefusal(
  p: PreparedCoupon,
  slots: readonly Slot[],
): { reason: CouponReason; shortBy: Minor } | null {
  const { rule } = p.coupon;
  let spent = 0;
  let any = false;
  for (let i = 0; i < slots.length; i++) {
    if (p.spend[i]) spent += slots[i]!.left;
    if (p.eligible[i] && slots[i]!.left > 0) any = true;
  }
  if (!any && rule.kind !== 'exchange') return { reason: 'NO_ELIGIBLE_ITEMS', shortBy: 0 };
  if (spent < rule.requireAmount) return { reason: 'BELOW_MINIMUM', shortBy: rule.requireAmount - spent };
  if ((rule.kind === 'gift' || rule.kind === 'exchange') && p.added === null)
    return { reason: 'PRODUCT_UNAVAILABLE', shortBy: 0 };
  return null;
}

/** What one coupon does in a run: its discount per slot (positive) or fee taken, and what the shopper saves. */
export interface CouponEffect<T extends OfferLine = OfferLine> {
  prepared: PreparedCoupon<T>;
  /** Per slot, for a coupon on the goods; null for the others. */
  discount: Minor[] | null;
  /** Taken off the delivery fee (free shipping). */
  freight: Minor;
  /** The unit price charged for an added line (gift 0, exchange its price). */
  addedPrice: Minor;
  saving: Minor;
}

function goodsEffect(p: PreparedCoupon, total: Minor, bases: Minor[]): CouponEffect {
  const discount = allocateByLargestRemainder(total, bases);
  return { prepared: p, discount, freight: 0, addedPrice: 0, saving: total };
}

function cashEffect(p: PreparedCoupon, back: Minor, work: readonly Minor[]): CouponEffect {
  const bases = new Array<Minor>(work.length);
  let sum = 0;
  for (let i = 0; i < work.length; i++) {
    bases[i] = p.eligible[i] ? work[i]! : 0;
    sum += bases[i]!;
  }
  return goodsEffect(p, Math.min(Math.max(0, back), sum), bases);
}

/** The eligible units the dearest first, at most `maxQuantity` of them, at the rate, the saving capped. */
function discountEffect(
  p: PreparedCoupon,
  rule: { rate: number; maxDiscountableQuantity: number | null; maxDiscount: Minor | null },
  work: readonly Minor[],
  dearest: readonly Slot[],
): CouponEffect {
  const bases = new Array<Minor>(work.length).fill(0);
  let units = rule.maxDiscountableQuantity ?? Number.POSITIVE_INFINITY;
  let sum = 0;
  for (const slot of dearest) {
    if (units <= 0) break;
    const left = work[slot.index]!;
    if (!p.eligible[slot.index] || left === 0) continue;
    const taken = Math.min(slot.qty, units);
    // Part of a line: its share of what is left of it, rounded down.
    bases[slot.index] = taken === slot.qty ? left : mulDiv(left, taken, slot.qty).q;
    sum += bases[slot.index]!;
    units -= taken;
  }
  let off = rateOff(sum, rule.rate);
  if (rule.maxDiscount !== null) off = Math.min(off, Math.max(0, rule.maxDiscount));
  return goodsEffect(p, off, bases);
}

/** One unit of the voucher's product free: from the line with the most left per unit, the earlier on a tie. */
function pickupEffect(p: PreparedCoupon, work: readonly Minor[], slots: readonly Slot[]): CouponEffect {
  let best = -1;
  for (let i = 0; i < slots.length; i++) {
    if (!p.eligible[i] || work[i] === 0) continue;
    if (best < 0 || work[i]! * slots[best]!.qty > work[best]! * slots[i]!.qty) best = i;
  }
  const bases = new Array<Minor>(work.length).fill(0);
  if (best < 0) return goodsEffect(p, 0, bases);
  const off = Math.min(work[best]!, Math.ceil(work[best]! / slots[best]!.qty));
  bases[best] = off;
  return goodsEffect(p, off, bases);
}

function addedEffect(p: PreparedCoupon, price: Minor, quantity: number): CouponEffect {
  const charged = Math.min(Math.max(0, price), p.addedUnit);
  return {
    prepared: p,
    discount: null,
    freight: 0,
    addedPrice: charged,
    saving: (p.addedUnit - charged) * quantity,
  };
}

/** What one coupon does, given what is left of each line and of the delivery fee. */
function effectOf(
  p: PreparedCoupon,
  work: readonly Minor[],
  feeLeft: Minor,
  slots: readonly Slot[],
  dearest: readonly Slot[],
): CouponEffect {
  const { rule } = p.coupon;
  switch (rule.kind) {
    case 'cash':
      return cashEffect(p, rule.backAmount, work);
    case 'discount':
      return discountEffect(p, rule, work, dearest);
    case 'pickup':
      return pickupEffect(p, work, slots);
    case 'gift':
      return addedEffect(p, 0, Math.max(1, rule.gift.quantity));
    case 'exchange':
      return addedEffect(p, rule.exchange.price, 1);
    case 'freight': {
      const freight = Math.min(rule.freightOff === null ? feeLeft : Math.max(0, rule.freightOff), feeLeft);
      return { prepared: p, discount: null, freight, addedPrice: 0, saving: freight };
    }
  }
}

/**
 * Applies coupons in the order given (byApplication), each on what those before it left of the lines and of the
 * delivery fee; the effects and what they save in all.
 */
export function runCoupons<T extends OfferLine>(
  ordered: readonly PreparedCoupon<T>[],
  slots: readonly Slot[],
  dearest: readonly Slot[],
  deliveryFee: Minor,
): { effects: CouponEffect<T>[]; saving: Minor } {
  const work = new Array<Minor>(slots.length);
  for (let i = 0; i < slots.length; i++) work[i] = slots[i]!.left;
  let feeLeft = Math.max(0, deliveryFee);
  let saving = 0;
  const effects: CouponEffect<T>[] = [];
  for (const p of ordered) {
    const effect = effectOf(p, work, feeLeft, slots, dearest) as CouponEffect<T>;
    if (effect.discount) for (let i = 0; i < work.length; i++) work[i] = work[i]! - effect.discount[i]!;
    feeLeft -= effect.freight;
    saving += effect.saving;
    effects.push(effect);
  }
  return { effects, saving };
}
