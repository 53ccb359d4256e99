import { z } from 'zod';
import { field } from '../wire/endpoint.ts';

// Paying with a prepaid card at settlement (issue 29, decisions 057 §6 and 061): a card is a tender, not a discount —
// it pays part or all of the order's amount (its items less its discounts), and what it does not pay is left for the
// chosen method (member balance, or online).

/**
 * The member's bound prepaid and shopping cards chosen to pay (IndexNoDiscount and placefast). The shopping cards
 * chosen pay first, each only the goods of the lines it covers, then the prepaid cards; each kind soonest-expiring
 * first, each card as much as it holds, until the amount is paid; none unless chosen.
 */
export const tenderCardIds = z.array(field.id).max(5);

/**
 * One of the member's prepaid or shopping cards as a settlement offers it to pay: its balance, whether it can pay
 * here and now or why not (CARD_WRONG_STORE, CARD_EXPIRED, CARD_NOT_STARTED, CARD_NOTHING_COVERED …, the codes
 * placefast would refuse it with), and what it pays of this order (chosen: its part of the split; not chosen: what
 * it could pay alone, a shopping card at most its covered goods). Listed soonest-expiring first.
 */
export const tenderCardOut = z.object({
  /** The member card's id (what tenderCardIds name). */
  id: z.number().int(),
  /** A prepaid card pays any part of the amount; a shopping card only the goods it covers (decision 063). */
  kind: z.enum(['prepaid', 'shopping']),
  /** What a shopping card pays for in the reader's language (products, then categories); [] for any item. */
  covers: z.array(z.string()),
  /** The card product's name in the reader's language. */
  name: z.string(),
  number: z.string(),
  /** Decimals. */
  balance: z.number(),
  /** ISO; null while a card counted from its first use is still unused. */
  validUntil: z.string().nullable(),
  usable: z.boolean(),
  reason: z.string().nullable(),
  /** Decimals. */
  pays: z.number(),
});
export type TenderCardOut = z.infer<typeof tenderCardOut>;

/**
 * The settlement's tenders: the cards offered, those chosen, and how the amount splits — what the chosen cards pay
 * and the rest left for the pay method (cardsPay + rest = the summary's amount).
 */
export const settlementTendersOut = z.object({
  chosen: z.array(z.number().int()),
  offers: z.array(tenderCardOut),
  /** Decimals. */
  cardsPay: z.number(),
  /** Decimals. */
  rest: z.number(),
});
export type SettlementTendersOut = z.infer<typeof settlementTendersOut>;
