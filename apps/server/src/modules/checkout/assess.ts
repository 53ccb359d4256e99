import type { InvalidBasketItem, OrderItemIn } from '@shop/contracts';
import {
  type Adjuster,
  type CartLineState,
  checkMinimumStart,
  combineLines,
  lineQuantityLimit,
  type OfferedOrder,
  type OfferInput,
  type OfferLine,
  offeredModes,
  type PricedLine,
  type PricedOrder,
  priceOrder,
  priceWithOffers,
  storeRefusal,
} from '@shop/domain';
import type { OrderLineOption, PlacedOrderMode } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CheckedLine, checkLines } from '../cart/index.ts';
import { type StoreRow, stateOf } from '../store/index.ts';
import { checkCombos } from './combo-check.ts';
import type { MissingOption, OrderProblem } from './order-problem.ts';
import type { OrderRead } from './order-read.ts';

/** What an order line records of what it sells, beside the prices domain's priceOrder gives it. */
export interface SoldLine extends OfferLine {
  productName: string;
  imageName: string;
  options: OrderLineOption[];
  comment: string;
  /** Selling it takes stock; a product that ignores stock is only counted as sold. */
  takesStock: boolean;
}

/** A line the order would sell, priced (minor units, add-ons included). */
export type OrderLine = PricedLine<SoldLine>;

export type { MissingOption, OrderProblem };

/** The order as the server would price it now, and every SPEC §5 rule it breaks, in the order they refuse. */
export interface Assessment {
  /** Priced with its offers (lines given, then any the offers added; adjustments; each coupon judged). */
  priced: OfferedOrder<SoldLine>;
  /** How many of priced.lines the shopper asked for: the lines after them were added by a gift or exchange. */
  given: number;
  problems: OrderProblem[];
}

/** The lines of a settlement request as the cart holds them: the same line sent twice adds up. */
export function toLineStates(items: OrderItemIn[]): CartLineState[] {
  const changes = items.map((item) => ({
    productId: item.ProductId,
    optionIds: (item.CartItemAttributes ?? []).map((attr) => attr.txtproductAttributeUid),
    quantity: item.ProductNum,
    comment: item.Comment ?? '',
    excluded: false,
  }));
  return combineLines([], changes, 'replace');
}

/** The product and option ids the lines name, for the read. */
export function idsOf(lines: CartLineState[]): { productIds: number[]; optionIds: number[] } {
  const productIds = new Set<number>();
  const optionIds = new Set<number>();
  for (const line of lines) {
    productIds.add(line.productId);
    for (const id of line.optionIds) optionIds.add(id);
  }
  return { productIds: [...productIds], optionIds: [...optionIds] };
}

function missingOptions(kept: CheckedLine[], read: OrderRead): MissingOption[] {
  const missing: MissingOption[] = [];
  for (const line of kept) {
    const chosen = new Set(line.options.map((option) => option.groupId));
    const groupNames = read.requiredGroups
      .filter((g) => g.productId === line.productId && !chosen.has(g.groupId))
      .map((g) => g.name);
    if (groupNames.length > 0)
      missing.push({ ProductId: line.productId, ProductName: line.product.name, groupNames });
  }
  return missing;
}

/** Lines asking for more than the store's per-line limit, listed as the settlement lists items. */
function overLimit(kept: CheckedLine[], limit: number): InvalidBasketItem[] {
  return kept
    .filter((line) => line.asked > limit)
    .map((line) => ({
      ProductId: line.productId,
      ProductName: line.product.name,
      Stock: Math.max(0, line.product.stock),
      Quantity: line.asked,
      IsOutStock: false,
      Unavailable: false,
    }));
}

function soldLine(line: CheckedLine): SoldLine {
  const { product } = line;
  return {
    productId: line.productId,
    categoryId: product.categoryId,
    productName: product.name,
    imageName: product.imageName,
    options: line.options.map((o) => ({
      id: o.id,
      name: o.name,
      groupName: o.groupName,
      priceAdd: o.priceAdd,
    })),
    comment: line.comment,
    takesStock: !product.ignoreStock,
    price: product.price,
    originalPrice: product.originalPrice,
    addOns: line.options.map((o) => o.priceAdd),
    // The quantity asked: a line short of stock refuses the order rather than shrinking it.
    quantity: line.asked,
  };
}

/** The units the given lines take of each product: an added line of one of them gets only what is left. */
function unitsByProduct(lines: readonly SoldLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/**
 * The line a gift, exchange or redemption adds: one of the store's products on the shelf with the units in stock
 * after the given lines (issue 28: a gift that has run out drops out of the order rather than refusing it), read
 * with the order (the engine sets the price it is charged at); null when it cannot be sold now.
 */
function addedLineOf(store: StoreRow, read: OrderRead, given: readonly SoldLine[]) {
  const taken = unitsByProduct(given);
  const belowZero = store.settings.allowStockBelowZero === true;
  return (productId: number, quantity: number): SoldLine | null => {
    const product = read.products.get(productId);
    if (!product || product.storeId !== store.id || !product.onShelf) return null;
    const inStock =
      product.ignoreStock || belowZero || product.stock - (taken.get(productId) ?? 0) >= quantity;
    if (!inStock) return null;
    return {
      productId,
      categoryId: product.categoryId,
      productName: product.name,
      imageName: product.imageName,
      options: [],
      comment: '',
      takesStock: !product.ignoreStock,
      price: product.price,
      originalPrice: product.originalPrice,
      addOns: [],
      quantity,
    };
  };
}

/** What the engine's OfferedOrder adds, for an order priced without offers (none to judge or apply). */
function withoutOffers(priced: PricedOrder<SoldLine>): OfferedOrder<SoldLine> {
  const charges = priced.adjustments.reduce((sum, a) => sum + Math.max(0, a.amount), 0);
  const discountedPrice = priced.totals.saved + charges;
  return { ...priced, added: [], coupons: [], applied: [], discountedPrice, dropped: [] };
}

/** The lines priced by the engine when there are offers to weigh, else by priceOrder alone (the same figures). */
function priceLines(store: StoreRow, read: OrderRead, lines: SoldLine[], opts: AssessOptions) {
  const adjusters = opts.adjusters ?? [];
  const offers = opts.offers;
  if (!offers || (offers.promotions.length === 0 && offers.coupons.length === 0))
    return withoutOffers(priceOrder(lines, adjusters));
  return priceWithOffers(
    lines,
    { ...offers, mode: opts.mode, addedLine: addedLineOf(store, read, lines) },
    adjusters,
  );
}

/**
 * Prices the lines with domain's priceOrder (the one pricing function: the preview and the order alike) and applies
 * the checkout rules (SPEC §5): the store's state (a reservation may be placed outside the opening hours),
 * unavailable products and options, required options, the store's per-line limit, stock, and the minimum start
 * price. The settlement preview
 * lists the problems; placefast refuses with the first. Pricing rules beyond the lines (a coupon, a delivery fee)
 * join as adjusters of the priceOrder call.
 */
export function assessOrder(
  store: StoreRow,
  lineStates: CartLineState[],
  read: OrderRead,
  now: Date,
  opts: AssessOptions,
): Assessment {
  const problems: OrderProblem[] = [];
  // A table's order is the table module's to allow (the store's tables and their service).
  const offered = offeredModes(store.settings.orderModes, store.settings.storeModeValue);
  if (opts.mode !== 'table' && !offered.includes(opts.mode))
    problems.push({ code: 'ORDER_MODE_UNAVAILABLE', params: {} });
  const refusal = storeRefusal(stateOf(store, now), opts);
  if (refusal) problems.push({ code: refusal, params: {} });
  const checked = checkLines(lineStates, store.id, store.settings, read.products);
  // A combo with the wrong number of choices is named as such (its line is dropped by the cart's check too).
  const combos = checkCombos(lineStates, read, store.id);
  const gone = checked.invalid.filter((item) => item.Unavailable && !combos.productIds.has(item.ProductId));
  const short = checked.invalid.filter((item) => !item.Unavailable);
  if (combos.problem) problems.push(combos.problem);
  // Lines gone for other reasons still say so; a cart left empty only by a refused combo is not empty.
  if (gone.length > 0 || (checked.kept.length === 0 && !combos.problem))
    problems.push({ code: 'CART_EMPTY_OR_UNBUYABLE', params: {}, items: gone });
  const missing = missingOptions(checked.kept, read);
  if (missing.length > 0) {
    const Name = missing.map((m) => `${m.ProductName}(${m.groupNames.join('、')})`).join('，');
    problems.push({ code: 'ORDER_OPTIONS_REQUIRED', params: { Name }, missingOptions: missing });
  }
  const limit = lineQuantityLimit(store.settings.maxLineQuantity);
  const tooMany = overLimit(checked.kept, limit);
  if (tooMany.length > 0)
    problems.push({ code: 'CART_QUANTITY_LIMIT', params: { Max: limit }, items: tooMany });
  if (short.length > 0) problems.push({ code: 'ORDER_INSUFFICIENT_STOCK', params: {}, items: short });
  const priced = priceLines(store, read, checked.kept.map(soldLine), opts);
  // The minimums are of the goods: a delivery fee does not count towards them, and goods missing a combo refused
  // for its choices are not the order's.
  const minimum = checkMinimumStart(priced.totals.goodsAmount, store.settings.minStartPrice ?? 0);
  if (!minimum.ok && !combos.problem) problems.push({ code: minimum.code, params: minimum.params });
  if (opts.moreProblems) problems.push(...opts.moreProblems(priced));
  return { priced, given: checked.kept.length, problems };
}

/** How an order is assessed beyond its lines: its mode, whether it is a reservation, and a mode's own rules. */
export interface AssessOptions {
  mode: PlacedOrderMode;
  reservation: boolean;
  /** Pricing rules beyond the lines, e.g. the delivery zone's fee. */
  adjusters?: Adjuster<SoldLine>[];
  /** A mode's own refusals of the priced order, e.g. the delivery zone's minimum. */
  moreProblems?: (priced: PricedOrder<SoldLine>) => OrderProblem[];
  /** The promotions, coupons and member the engine weighs (offers.ts); priced without offers when absent. */
  offers?: OrderOffers;
}

/** The engine's input beyond the lines, save what assessOrder itself knows (the mode, the lines it may add). */
export type OrderOffers = Omit<OfferInput<SoldLine>, 'mode' | 'addedLine'>;

/** The refusal of a problem, with the items the client lists (SPEC §8 settlement messages). */
export function problemError(problem: OrderProblem): AppError {
  const extra: Record<string, unknown> = {};
  if (problem.items) extra.InvalidBasketItems = problem.items;
  if (problem.missingOptions) extra.missingOptions = problem.missingOptions;
  return new AppError(problem.code, problem.params, extra);
}
