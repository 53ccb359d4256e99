import { type CardCover, coversLine } from './covers.ts';

// How an order's amount splits between the member's prepaid and shopping cards and the pay method (split tender,
// decisions 061 and 063): pure, so the settlement shows the split placefast will take.

/** What a shopping card pays for (a card's cover). */
export type TenderCover = CardCover;

/**
 * A card that may pay: its id, what it holds (minor units) and when it ends (null: no end yet); a shopping card's
 * cover (null for a prepaid card, which pays any part of the amount).
 */
export interface TenderCard {
  id: number;
  balance: number;
  validUntil: Date | null;
  cover?: TenderCover | null;
}

/** A line of the order as a card sees it: its product, category, and what its goods still come to (minor units). */
export interface SplitLine {
  productId: number;
  categoryId: number | null;
  goods: number;
}

/** One card's part of an order (minor units, more than 0). */
export interface TenderPart {
  cardId: number;
  amount: number;
}

/** The soonest-expiring first (a card with no end yet last), then the older card: the money that would lapse first. */
export function bySoonestExpiry(a: TenderCard, b: TenderCard): number {
  const ea = a.validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
  const eb = b.validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
  return ea === eb ? a.id - b.id : ea < eb ? -1 : 1;
}

/** What a shopping card could pay of the order alone: the goods of the lines it covers. */
export function coveredGoods(cover: TenderCover, lines: readonly SplitLine[]): number {
  return lines.reduce((sum, line) => sum + (coversLine(cover, line) ? Math.max(0, line.goods) : 0), 0);
}

/**
 * Splits `amount` (minor units, the order's items less its discounts, with its fees) over the cards: the shopping
 * cards first, soonest-expiring first, each over the goods of the lines it covers that the cards before it left
 * (line by line in the order's order); then the prepaid cards, soonest-expiring first, over what is left of the
 * amount. Each pays what it holds up to what it may: the parts, what they pay together and the rest for the pay
 * method (parts + rest = amount). A card the cards before it left nothing to pay has no part.
 */
export function splitTender(
  amount: number,
  cards: readonly TenderCard[],
  lines: readonly SplitLine[] = [],
): { parts: TenderPart[]; paid: number; rest: number } {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`a split needs a whole amount, not ${amount}`);
  const parts: TenderPart[] = [];
  const left = lines.map((line) => Math.max(0, line.goods));
  let rest = amount;
  const sorted = [...cards].sort(bySoonestExpiry);
  for (const card of sorted) {
    if (!card.cover) continue;
    let take = Math.min(rest, Math.max(0, card.balance));
    let paid = 0;
    lines.forEach((line, i) => {
      if (take <= 0 || !card.cover || !coversLine(card.cover, line)) return;
      const part = Math.min(take, left[i]!);
      left[i] = left[i]! - part;
      take -= part;
      paid += part;
    });
    if (paid <= 0) continue;
    parts.push({ cardId: card.id, amount: paid });
    rest -= paid;
  }
  for (const card of sorted) {
    if (card.cover) continue;
    const take = Math.min(rest, Math.max(0, card.balance));
    if (take <= 0) continue;
    parts.push({ cardId: card.id, amount: take });
    rest -= take;
  }
  return { parts, paid: amount - rest, rest };
}
