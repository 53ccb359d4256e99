import type { Minor } from './money.ts';
import type { OfferLine } from './offer-engine-types.ts';
import { linePrices } from './pricing.ts';

/**
 * A given line as the offer engine works on it (decision 029). Units of one line are alike, so the engine counts
 * them rather than listing them: a promotion takes a number of a line's units, never a unit object.
 */
export interface Slot {
  /** Its index among the given lines (and in the priced order). */
  index: number;
  productId: number;
  categoryId: number | null;
  /** The unit price with add-ons, as priceOrder charges it. */
  unit: Minor;
  qty: number;
  /** Units no line promotion has taken yet. */
  free: number;
  /** What the line still comes to after the discounts so far. */
  left: Minor;
  /** A promotion that does not stack with coupons applied to it: coupons skip it. */
  blocked: boolean;
}

export function slotsOf(lines: readonly OfferLine[]): Slot[] {
  const slots = new Array<Slot>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const unit = linePrices(line.price, line.originalPrice, line.addOns).unit;
    slots[i] = {
      index: i,
      productId: line.productId,
      categoryId: line.categoryId,
      unit,
      qty: line.quantity,
      free: line.quantity,
      left: unit * line.quantity,
      blocked: false,
    };
  }
  return slots;
}

/** The slots dearest unit first, the earlier line first on a tie: the order "dearest first" rules take units in. */
export function dearestFirst(slots: readonly Slot[]): Slot[] {
  return slots.slice().sort((a, b) => b.unit - a.unit || a.index - b.index);
}

/** The sum of `left` over the slots a mask marks. */
export function leftOf(slots: readonly Slot[], mask: readonly boolean[]): Minor {
  let sum = 0;
  for (let i = 0; i < slots.length; i++) if (mask[i]) sum += slots[i]!.left;
  return sum;
}
