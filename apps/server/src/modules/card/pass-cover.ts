import { type Adjustment, goodsLeft, type Minor, optionKey, type PricedSoFar } from '@shop/domain';
import { coversLine } from './covers.ts';

// Which units of an order a pass card's times cover (issue 29, decision 060). Pure: the settlement, placefast and
// the placing piece plan the same order alike, so what the shopper saw is what the statement takes.

/** The kind of a pass card's adjustment, and the prefix of its lines' share keys (decision 047: pass-card:<id>). */
export const PASS_CARD_KIND = 'pass-card';

/** What a card covers: products or categories, both empty for any item. */
export interface PassCover {
  id: number;
  timesLeft: number;
  productIds: readonly number[];
  categoryIds: readonly number[];
}

/** A line as a card sees it: what it is, and what it still comes to after the discounts before the cards. */
interface CoverLine {
  index: number;
  productId: number;
  categoryId: number | null;
  /** The line's option ids as the order keeps them: with the product, the line's identity in the order. */
  optionKey: string;
  quantity: number;
  left: Minor;
}

/** Units of one line a card covers, and what they come to. */
export interface CoveredUnits {
  line: number;
  productId: number;
  optionKey: string;
  units: number;
  value: Minor;
}

/** The lines of an order priced so far, with what each still comes to after the discounts allocated to it. */
type PricedLines = PricedSoFar<{
  productId: number;
  categoryId: number | null;
  options?: readonly { id: number }[];
  price: Minor;
  originalPrice: Minor | null;
  addOns: readonly Minor[];
  quantity: number;
}>;

/**
 * Each line's part of the order before any pass card: its amount and its share of the discounts allocated to it (the
 * engine's promotions and coupons; fees are not the goods'). A card's adjustments are left out, so the plan of a
 * priced order is the plan its adjuster made.
 */
export function linesBeforeCards(order: Pick<PricedLines, 'lines' | 'adjustments'>): CoverLine[] {
  const left = goodsLeft(order, (a) => a.kind === PASS_CARD_KIND);
  const seen = new Set<string>();
  const lines: CoverLine[] = [];
  order.lines.forEach((line, index) => {
    const key = optionKey((line.options ?? []).map((o) => o.id));
    // A line added by an offer that repeats a given line's product and options is left alone: the order keeps a
    // covered line by its product and options (the use's entry names it), which must be one line.
    const identity = `${line.productId}|${key}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    lines.push({
      index,
      productId: line.productId,
      categoryId: line.categoryId,
      optionKey: key,
      quantity: line.quantity,
      left: left[index]!,
    });
  });
  return lines;
}

/**
 * What each card covers, the cards in the order given: one time covers one unit of a line it covers, the dearest
 * units first (what the line still comes to per unit), as many units as it has times. k covered units of a line of
 * q units that comes to L are worth ⌊L·k/q⌋, so the units of a line fully covered come to L exactly and no line goes
 * below zero; a line worth less than one minor unit a unit (L < q) is not covered.
 */
export function planCover(
  lines: readonly CoverLine[],
  cards: readonly PassCover[],
): Map<number, CoveredUnits[]> {
  const covered = new Map<number, number>();
  const worth = (line: CoverLine, k: number) => Math.floor((line.left * k) / line.quantity);
  const dearest = [...lines]
    .filter((line) => line.left >= line.quantity && line.quantity > 0)
    .sort((x, y) => y.left / y.quantity - x.left / x.quantity || x.index - y.index);
  const plan = new Map<number, CoveredUnits[]>();
  for (const card of cards) {
    let times = card.timesLeft;
    const parts: CoveredUnits[] = [];
    for (const line of dearest) {
      if (times === 0) break;
      if (!coversLine(card, line)) continue;
      const before = covered.get(line.index) ?? 0;
      const units = Math.min(times, line.quantity - before);
      if (units === 0) continue;
      covered.set(line.index, before + units);
      times -= units;
      const value = worth(line, before + units) - worth(line, before);
      parts.push({ line: line.index, productId: line.productId, optionKey: line.optionKey, units, value });
    }
    plan.set(card.id, parts);
  }
  return plan;
}

/** A card's adjustment on an order of `width` lines: its covered units' worth off the goods, on their lines. */
export function passCardAdjustment(
  card: { id: number; name: string },
  parts: readonly CoveredUnits[],
  width: number,
): Adjustment | null {
  if (parts.length === 0) return null;
  const allocation = new Array<Minor>(width).fill(0);
  let amount = 0;
  let times = 0;
  for (const part of parts) {
    allocation[part.line] = -part.value;
    amount -= part.value;
    times += part.units;
  }
  return {
    kind: PASS_CARD_KIND,
    labelKey: 'checkout.passCard',
    amount: amount || 0,
    detail: { memberCardId: card.id, times, name: card.name },
    allocation: allocation.map((part) => part || 0),
  };
}
