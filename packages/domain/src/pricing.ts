import { lineTotal, type Minor } from './money.ts';

// The one pricing function of DESIGN §2: the settlement preview and the placed order both take their priced lines,
// adjustments and totals from priceOrder, and the order is written as it returns them (decision 007).

/** A unit price with its chosen options' add-ons. */
export function unitPrice(base: Minor, addOns: readonly Minor[]): Minor {
  return addOns.reduce((sum, add) => sum + add, base);
}

/** A line's unit prices (sale and crossed-out) with its options' add-ons; a crossed-out price below sale is ignored. */
export function linePrices(
  price: Minor,
  originalPrice: Minor | null,
  addOns: readonly Minor[],
): { unit: Minor; original: Minor } {
  return {
    unit: unitPrice(price, addOns),
    original: unitPrice(Math.max(originalPrice ?? price, price), addOns),
  };
}

/** A line at its unit prices (add-ons included). */
export interface UnitPricedLine {
  unitPrice: Minor;
  /** The crossed-out unit price; a value below unitPrice counts as unitPrice. */
  originalUnitPrice: Minor;
  quantity: number;
}

/** What lines come to at their sale and crossed-out prices. */
export interface GoodsTotals {
  amount: Minor;
  originalAmount: Minor;
  quantity: number;
}

/** A line's amounts: unit price × quantity, at the sale and at the crossed-out price. */
export function lineAmounts(line: UnitPricedLine): { amount: Minor; originalAmount: Minor } {
  return {
    amount: lineTotal(line.unitPrice, line.quantity),
    originalAmount: lineTotal(Math.max(line.originalUnitPrice, line.unitPrice), line.quantity),
  };
}

/** The sums of lines' amounts and quantities. */
export function goodsTotals(lines: readonly UnitPricedLine[]): GoodsTotals {
  let amount = 0;
  let originalAmount = 0;
  let quantity = 0;
  for (const line of lines) {
    const sums = lineAmounts(line);
    amount += sums.amount;
    originalAmount += sums.originalAmount;
    quantity += line.quantity;
  }
  return { amount, originalAmount, quantity };
}

/** A line to price: the catalogue's prices of the moment, its chosen options' add-ons and the quantity sold. */
export interface PricingLine {
  price: Minor;
  /** The catalogue's crossed-out price, if any. */
  originalPrice: Minor | null;
  addOns: readonly Minor[];
  quantity: number;
}

/** A line as the order charges it: what was given, with its unit prices and amounts. */
export type PricedLine<T extends PricingLine = PricingLine> = T & {
  unitPrice: Minor;
  originalUnitPrice: Minor;
  amount: Minor;
  originalAmount: Minor;
};

/**
 * A change to what the goods come to: a discount (negative amount) or a charge such as a delivery fee (positive),
 * written to the order as it is. None exist yet; a coupon, a delivery fee, a member discount each add a kind.
 */
export interface Adjustment {
  /** What made it, e.g. 'coupon' or 'delivery-fee'. */
  kind: string;
  /** The i18n key of the label shown beside the amount. */
  labelKey: string;
  amount: Minor;
  /** What the kind keeps with the order (the coupon used, the distance charged for). */
  detail: Record<string, string | number | boolean | null>;
  /**
   * A discount's part on each line (by line index, summing to the amount), for one that comes off the goods: the
   * offer engine's promotions and coupons (decision 029). Absent or empty when it is not the goods' (a fee).
   */
  allocation?: Minor[];
}

/** The order priced so far, as an adjuster sees it. */
export interface PricedSoFar<T extends PricingLine = PricingLine> {
  lines: readonly PricedLine<T>[];
  goods: GoodsTotals;
  adjustments: readonly Adjustment[];
}

/** One pricing rule beyond the lines (a coupon, a delivery fee): the adjustments it adds, given the order so far. */
export type Adjuster<T extends PricingLine = PricingLine> = (order: PricedSoFar<T>) => readonly Adjustment[];

/** An order's figures (minor units): the goods, the adjustments, and what the shopper pays. */
export interface OrderTotals {
  /** The lines at their sale prices. */
  goodsAmount: Minor;
  /** The lines at their crossed-out prices. */
  originalAmount: Minor;
  /** The sum of the adjustments: negative when they discount. */
  adjustmentsAmount: Minor;
  /** What the shopper pays: goodsAmount + adjustmentsAmount. */
  amount: Minor;
  quantity: number;
  /** What the shopper saves against the crossed-out prices: originalAmount − amount. */
  saved: Minor;
}

/** An order as priced: its lines in the order given, its adjustments, its totals. */
export interface PricedOrder<T extends PricingLine = PricingLine> {
  lines: PricedLine<T>[];
  adjustments: Adjustment[];
  totals: OrderTotals;
}

function priceLine<T extends PricingLine>(line: T): PricedLine<T> {
  const { unit, original } = linePrices(line.price, line.originalPrice, line.addOns);
  const { amount, originalAmount } = lineAmounts({
    unitPrice: unit,
    originalUnitPrice: original,
    quantity: line.quantity,
  });
  // Object.assign, not a spread: spreading a line into a wider object cost microseconds a line on the order path.
  return Object.assign({}, line, { unitPrice: unit, originalUnitPrice: original, amount, originalAmount });
}

/**
 * Prices an order: each line from the catalogue's prices and its add-ons, then the adjusters in turn (each sees
 * the adjustments of those before it), then the totals. Pure; every figure is whole minor units.
 */
export function priceOrder<T extends PricingLine>(
  lines: readonly T[],
  adjusters: readonly Adjuster<T>[] = [],
): PricedOrder<T> {
  const priced = lines.map(priceLine);
  const goods = goodsTotals(priced);
  const adjustments: Adjustment[] = [];
  for (const adjuster of adjusters) adjustments.push(...adjuster({ lines: priced, goods, adjustments }));
  const adjustmentsAmount = adjustments.reduce((sum, a) => sum + a.amount, 0);
  const amount = goods.amount + adjustmentsAmount;
  return {
    lines: priced,
    adjustments,
    totals: {
      goodsAmount: goods.amount,
      originalAmount: goods.originalAmount,
      adjustmentsAmount,
      amount,
      quantity: goods.quantity,
      saved: goods.originalAmount - amount,
    },
  };
}

function wholeMinor(name: string, value: number): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} is not a whole number of minor units: ${value}`);
}

/**
 * Throws unless an order adds up: every figure whole minor units, the lines sum to the goods amount, the goods
 * plus the adjustments are the amount payable, which is never below zero. Checked where an order is written.
 */
export function assertOrderAddsUp(order: PricedOrder): void {
  const { totals } = order;
  for (const line of order.lines) {
    wholeMinor('a line amount', line.amount);
    if (line.amount !== lineTotal(line.unitPrice, line.quantity))
      throw new RangeError('a line amount is not its unit price × quantity');
  }
  for (const adjustment of order.adjustments)
    wholeMinor(`the ${adjustment.kind} adjustment`, adjustment.amount);
  const goods = order.lines.reduce((sum, line) => sum + line.amount, 0);
  const adjusted = order.adjustments.reduce((sum, a) => sum + a.amount, 0);
  if (goods !== totals.goodsAmount) throw new RangeError('the lines do not sum to the goods amount');
  if (adjusted !== totals.adjustmentsAmount)
    throw new RangeError('the adjustments do not sum to their total');
  if (totals.amount !== goods + adjusted)
    throw new RangeError('the amount is not the goods plus the adjustments');
  if (totals.amount < 0) throw new RangeError('the amount payable is below zero');
  assertAllocations(order);
}

/** Each allocation sums to its adjustment, line by line on its side of zero, and leaves no line below zero. */
function assertAllocations(order: PricedOrder): void {
  const left = order.lines.map((line) => line.amount);
  for (const adjustment of order.adjustments) {
    const { allocation } = adjustment;
    if (!allocation || allocation.length === 0) continue;
    if (allocation.length !== left.length) throw new RangeError('an allocation does not cover the lines');
    let sum = 0;
    for (let i = 0; i < allocation.length; i++) {
      const part = allocation[i]!;
      wholeMinor(`the ${adjustment.kind} allocation`, part);
      if (part * adjustment.amount < 0)
        throw new RangeError('an allocation part is not on its adjustment side');
      left[i] = left[i]! + part;
      sum += part;
    }
    if (sum !== adjustment.amount)
      throw new RangeError(`the ${adjustment.kind} allocation does not sum to it`);
  }
  if (left.some((amount) => amount < 0)) throw new RangeError('the discounts take a line below zero');
}
