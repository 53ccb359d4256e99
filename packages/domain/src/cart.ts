import { fromMinor, type Minor } from './money.ts';
import { goodsTotals, type UnitPricedLine } from './pricing.ts';

/** Most units one cart line may hold (SPEC §7 ProductNum bound). */
export const MAX_LINE_QUANTITY = 9999;
/** Most lines one sync may send and one cart may hold. */
export const MAX_CART_LINES = 100;

/** Normalised key of a line's chosen options: ascending unique ids joined by commas, '' when none. */
export function optionKey(optionIds: readonly number[]): string {
  return [...new Set(optionIds)].sort((a, b) => a - b).join(',');
}

/** Identity of a cart line: the same product with other options is another line. */
export function lineKey(productId: number, optionIds: readonly number[]): string {
  return `${productId}|${optionKey(optionIds)}`;
}

/** The option ids of a normalised key. */
export function parseOptionKey(key: string): number[] {
  return key === '' ? [] : key.split(',').map(Number);
}

/** A quantity as a cart holds it: a whole number, never below 0, never above MAX_LINE_QUANTITY. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}

/**
 * The most units of one line a store takes (its settings.maxLineQuantity): a whole number from 1 to
 * MAX_LINE_QUANTITY; unset or unusable is MAX_LINE_QUANTITY, the wire's own bound.
 */
export function lineQuantityLimit(storeMax: number | null | undefined): number {
  if (storeMax === null || storeMax === undefined || !Number.isInteger(storeMax) || storeMax < 1)
    return MAX_LINE_QUANTITY;
  return Math.min(storeMax, MAX_LINE_QUANTITY);
}

/** The keys of the lines above the store's per-line limit, in cart order. */
export function linesOverLimit(
  lines: readonly Pick<CartLineState, 'key' | 'quantity'>[],
  limit: number,
): string[] {
  return lines.filter((line) => line.quantity > limit).map((line) => line.key);
}

export type StockCheck =
  | { ok: true }
  | { ok: false; code: 'CART_INSUFFICIENT_STOCK'; params: { Stock: number } };

/**
 * Whether `adding` more units may join the `current` units of a product already in the cart (SPEC §4): refused once
 * the stock is reached, unless the store allows stock below zero or the product ignores stock. The refusal carries
 * the message parameter of '库存不足，当前库存{Stock}'.
 */
export function canAdd(
  current: number,
  stock: number,
  allowBelowZero: boolean,
  ignoreStock: boolean,
  adding = 1,
): StockCheck {
  if (allowBelowZero || ignoreStock || current + adding <= stock) return { ok: true };
  return { ok: false, code: 'CART_INSUFFICIENT_STOCK', params: { Stock: Math.max(0, stock) } };
}

/** How much of a line's request the stock grants. */
export interface StockGrant {
  granted: number;
  /** Less than requested was granted. */
  cut: boolean;
  /** Nothing was left for this line. */
  outOfStock: boolean;
}

/**
 * Shares one product's stock among its cart lines (the same product with different options), in cart order:
 * earlier lines are served first, so the sum of the grants never exceeds the stock.
 */
export function allocateStock(
  requested: readonly number[],
  stock: number,
  allowBelowZero: boolean,
  ignoreStock: boolean,
): StockGrant[] {
  let left = Math.max(0, stock);
  return requested.map((asked) => {
    if (allowBelowZero || ignoreStock) return { granted: asked, cut: false, outOfStock: false };
    const granted = Math.min(asked, left);
    left -= granted;
    return { granted, cut: granted < asked, outOfStock: granted === 0 && asked > 0 };
  });
}

/** A line as the cart holds it. */
export interface CartLineState {
  key: string;
  productId: number;
  optionIds: number[];
  quantity: number;
  comment: string;
  excluded: boolean;
}

/** A line a client sends; comment and excluded left out keep what the cart had. */
export interface LineChange {
  productId: number;
  optionIds: readonly number[];
  quantity: number;
  comment?: string;
  excluded?: boolean;
}

/** replace: the changes are the whole cart; merge: each given line's quantity is set; add: quantities are added. */
export type CombineMode = 'replace' | 'merge' | 'add';

function collapseChanges(changes: readonly LineChange[]): Map<string, LineChange & { key: string }> {
  // The same line sent twice in one call means the client holds it twice: its quantities add up.
  const byKey = new Map<string, LineChange & { key: string }>();
  for (const change of changes) {
    const key = lineKey(change.productId, change.optionIds);
    const seen = byKey.get(key);
    if (!seen) {
      // Spelled out rather than spread: spreading into a wider object is slow on the server's hot path.
      byKey.set(key, {
        key,
        productId: change.productId,
        optionIds: parseOptionKey(optionKey(change.optionIds)),
        quantity: clampQuantity(change.quantity),
        comment: change.comment,
        excluded: change.excluded,
      });
      continue;
    }
    seen.quantity = clampQuantity(seen.quantity + change.quantity);
    if (change.comment !== undefined) seen.comment = change.comment;
    if (change.excluded !== undefined) seen.excluded = change.excluded;
  }
  return byKey;
}

/**
 * The cart a sync asks for, before availability and stock are checked. Lines at quantity 0 are removed; lines
 * already in the cart keep their place, new lines follow in the order given, with their option ids ascending.
 */
export function combineLines(
  current: readonly CartLineState[],
  changes: readonly LineChange[],
  mode: CombineMode,
): CartLineState[] {
  const wanted = collapseChanges(changes);
  const out: CartLineState[] = [];
  for (const line of current) {
    const change = wanted.get(line.key);
    wanted.delete(line.key);
    if (!change) {
      if (mode !== 'replace') out.push(line);
      continue;
    }
    const adding = mode === 'add';
    out.push({
      ...line,
      quantity: adding ? clampQuantity(line.quantity + change.quantity) : change.quantity,
      // Adding (guest lines at login) keeps the member's comment unless the guest line has one.
      comment: (adding ? change.comment || undefined : change.comment) ?? line.comment,
      excluded: change.excluded ?? line.excluded,
    });
  }
  for (const { key, productId, optionIds, quantity, comment, excluded } of wanted.values()) {
    out.push({
      key,
      productId,
      optionIds: [...optionIds],
      quantity,
      comment: comment ?? '',
      excluded: !!excluded,
    });
  }
  return out.filter((line) => line.quantity > 0);
}

/** What the totals need of a line; unit prices include add-ons. */
export interface TotalsLine extends UnitPricedLine {
  excluded: boolean;
  outOfStock: boolean;
}

export interface CartTotals {
  amount: Minor;
  quantity: number;
  originalAmount: Minor;
  /** originalAmount − amount: what the sale prices save. */
  discount: Minor;
}

/** Totals of the lines that will be bought: excluded (unticked) and out-of-stock lines do not count. */
export function cartTotals(lines: readonly TotalsLine[]): CartTotals {
  const counted = lines.filter((line) => !line.excluded && !line.outOfStock && line.quantity > 0);
  const { amount, originalAmount, quantity } = goodsTotals(counted);
  return { amount, quantity, originalAmount, discount: originalAmount - amount };
}

/** The cart summary of SPEC §3 as the wire carries it: amounts in decimals, discountedPrice = the saving. */
export interface CartSummary {
  amount: number;
  quantity: number;
  originalAmount: number;
  discountedPrice: number;
}

/** cartTotals in the decimal form of the wire. */
export function cartSummary(lines: readonly TotalsLine[]): CartSummary {
  const t = cartTotals(lines);
  return {
    amount: fromMinor(t.amount),
    quantity: t.quantity,
    originalAmount: fromMinor(t.originalAmount),
    discountedPrice: fromMinor(t.discount),
  };
}
