import type { OfferLine } from './offer-engine-types.ts';
import { linePrices } from './pricing.ts';

/**
 * The line a gift, an exchange or a redemption adds (decision 029): the caller's catalogue line for the product,
 * charged `price` a unit (never more than the catalogue's), its catalogue price kept as the crossed-out one so the
 * saving shows, its add-ons dropped.
 */
export function chargedLine<T extends OfferLine>(line: T, price: number, quantity: number): T {
  const { unit, original } = linePrices(line.price, line.originalPrice, line.addOns);
  const charged = Math.min(Math.max(0, price), unit);
  // Object.assign, not a spread (pricing.ts): the line keeps whatever the caller's type carries.
  return Object.assign({}, line, { price: charged, originalPrice: original, addOns: [], quantity });
}
