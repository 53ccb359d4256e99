// How an order's amount splits between the member's prepaid cards and the pay method (split tender, decision 061):
// pure, so the settlement shows the split placefast will take.

/** A card that may pay: its id, what it holds (minor units) and when it ends (null: no end yet). */
export interface TenderCard {
  id: number;
  balance: number;
  validUntil: Date | null;
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

/**
 * Splits `amount` (minor units, the order's items less its discounts) over the cards, soonest-expiring first, each
 * paying what it holds up to what is left: the parts, what they pay together and the rest for the pay method
 * (parts + rest = amount). A card the cards before it left nothing to pay has no part.
 */
export function splitTender(
  amount: number,
  cards: readonly TenderCard[],
): { parts: TenderPart[]; paid: number; rest: number } {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`a split needs a whole amount, not ${amount}`);
  const parts: TenderPart[] = [];
  let rest = amount;
  for (const card of [...cards].sort(bySoonestExpiry)) {
    const take = Math.min(rest, Math.max(0, card.balance));
    if (take <= 0) continue;
    parts.push({ cardId: card.id, amount: take });
    rest -= take;
  }
  return { parts, paid: amount - rest, rest };
}
