import type { Minor } from './money.ts';
import { mulDiv } from './offer-allocation.ts';
import type { Adjustment, PricedOrder } from './pricing.ts';

/**
 * Per-line allocation (decision 047): what each line of a priced order pays, and its share of every adjustment, so
 * a refund of some lines returns what they paid. The offer engine already splits what comes off the goods
 * (promotions and coupons: `allocation`, decision 029); every other adjustment — the delivery fee, a free-shipping
 * coupon, and whatever order-level kind comes next (points offset) — is split here, in the order of application:
 * in proportion to what each line bears so far, each line the floor of its exact share, the units left over to the
 * largest line (the earlier on a tie), spread to the next largest when a discount would take it below zero.
 */

/** A line's part of its order: what it pays and its share of each adjustment. */
export interface LineAllocation {
  /** What the line pays (minor units, ≥ 0): its amount plus its shares; the lines' sum is the order's amount. */
  paid: Minor;
  /** Its non-zero share of each adjustment by shareKey: a discount's negative, a charge's positive. */
  shares: Record<string, Minor>;
}

/**
 * What each line of an order priced so far still comes to: its amount plus its part of every adjustment that
 * allocates itself on the lines (the engine's promotions and coupons, the cards' discounts; fees allocate nothing
 * until allocateAdjustments), leaving out the adjustments `skip` names.
 */
export function goodsLeft(
  order: {
    lines: readonly { amount: Minor }[];
    adjustments: readonly Pick<Adjustment, 'kind' | 'allocation'>[];
  },
  skip: (adjustment: Pick<Adjustment, 'kind'>) => boolean = () => false,
): Minor[] {
  const left = order.lines.map((line) => line.amount);
  for (const a of order.adjustments) {
    if (!a.allocation || skip(a)) continue;
    a.allocation.forEach((part, i) => {
      if (i < left.length) left[i] = left[i]! + part;
    });
  }
  return left;
}

/** Detail fields naming which of several adjustments of one kind it is (two coupons, two promotions, two cards). */
const repeatable = ['memberCouponId', 'promotionId', 'memberCardId'] as const;

/**
 * The key a line's share of an adjustment is kept under: the kind ('delivery-fee'), with the member coupon or the
 * promotion or the member's card for kinds an order can carry more than once ('coupon:12', 'promotion:3',
 * 'pass-card:7').
 */
export function shareKey(adjustment: Adjustment): string {
  for (const field of repeatable) {
    const id = adjustment.detail[field];
    if (typeof id === 'number') return `${adjustment.kind}:${id}`;
  }
  return adjustment.kind;
}

/** The charge a discount comes off instead of the goods: a free-shipping coupon, the delivery fee. */
function chargeOf(adjustment: Adjustment): string | null {
  return adjustment.detail.couponKind === 'freight' ? 'delivery-fee' : null;
}

/**
 * Splits `total` (≥ 0) over `bases` (≥ 0, summing above 0 unless the total is 0) in proportion: each the floor of its exact share, the
 * rest to the largest base (the earlier on a tie); with `capped`, no part above its base, the rest then spread
 * down the bases from the largest. Requires a capped total within the bases' sum.
 */
export function spreadProportionally(total: Minor, bases: readonly Minor[], capped: boolean): Minor[] {
  const n = bases.length;
  let sum = 0;
  let largest = 0;
  for (let i = 0; i < n; i++) {
    sum += bases[i]!;
    if (bases[i]! > bases[largest]!) largest = i;
  }
  const parts = new Array<Minor>(n).fill(0);
  if (total === 0) return parts;
  if (sum === 0) throw new RangeError('an adjustment has no line to bear it');
  let left = total;
  for (let i = 0; i < n; i++) {
    parts[i] = mulDiv(total, bases[i]!, sum).q;
    left -= parts[i]!;
  }
  if (left === 0) return parts;
  if (!capped) {
    parts[largest] = parts[largest]! + left;
    return parts;
  }
  const first = Math.min(left, bases[largest]! - parts[largest]!);
  parts[largest] = parts[largest]! + first;
  left -= first;
  if (left === 0) return parts;
  // Rare (a discount close to the whole order): the rest down the other lines, largest first, so sorting only here.
  const order = [...bases.keys()].sort((a, b) => bases[b]! - bases[a]! || a - b);
  for (const i of order) {
    const give = Math.min(left, bases[i]! - parts[i]!);
    parts[i] = parts[i]! + give;
    left -= give;
    if (left === 0) return parts;
  }
  throw new RangeError('a discount is larger than what it comes off');
}

/** Sums `parts` into `into` line by line. */
function addInto(into: Minor[], parts: readonly Minor[], sign: 1 | -1): void {
  for (let i = 0; i < into.length; i++) into[i] = into[i]! + sign * parts[i]!;
}

/** Where an adjustment's parts come from: the engine's allocation, or the proportional split over what is left. */
function partsOf(
  a: Adjustment,
  left: readonly Minor[],
  charges: Map<string, Minor[]>,
  lines: PricedOrder['lines'],
): Minor[] {
  if (a.allocation && a.allocation.length > 0) {
    if (a.allocation.length !== left.length) throw new RangeError('an allocation does not cover the lines');
    return a.allocation;
  }
  if (a.amount > 0) {
    // A charge on lines that all come to nothing (a fee on gifts only) is borne by their units.
    const bases = left.some((amount) => amount > 0) ? left : lines.map((line) => line.quantity);
    const parts = spreadProportionally(a.amount, bases, false);
    const borne = charges.get(a.kind);
    if (borne) addInto(borne, parts, 1);
    else charges.set(a.kind, parts.slice());
    return parts;
  }
  const charge = chargeOf(a);
  const borne = charge === null ? undefined : charges.get(charge);
  const bases = borne ? borne.map((b, i) => Math.min(b, left[i]!)) : left;
  const parts = spreadProportionally(-a.amount, bases, true);
  if (borne) addInto(borne, parts, -1);
  return parts.map((part) => -part || 0);
}

/**
 * Each line's paid amount and shares of the adjustments (decision 047), by line index; none for an order without
 * lines. Pure, integer, one pass over the lines per adjustment. Throws when the order cannot be split without a
 * line below zero or when the lines would not sum to the order's amount: such an order is not written.
 */
export function allocateAdjustments(order: PricedOrder): LineAllocation[] {
  const n = order.lines.length;
  if (n === 0) return [];
  const left = order.lines.map((line) => line.amount);
  const shares = order.lines.map((): Record<string, Minor> => ({}));
  const charges = new Map<string, Minor[]>();
  for (const a of order.adjustments) {
    if (a.amount === 0) continue;
    const parts = partsOf(a, left, charges, order.lines);
    const key = shareKey(a);
    for (let i = 0; i < n; i++) {
      const part = parts[i]!;
      if (part === 0) continue;
      const share = (shares[i]![key] ?? 0) + part;
      if (share === 0) delete shares[i]![key];
      else shares[i]![key] = share;
      left[i] = left[i]! + part;
      if (left[i]! < 0) throw new RangeError(`the ${a.kind} adjustment takes a line below zero`);
    }
  }
  let sum = 0;
  for (const paid of left) sum += paid;
  if (sum !== order.totals.amount) throw new RangeError('the lines do not sum to the order amount');
  return left.map((paid, i) => ({ paid, shares: shares[i]! }));
}
