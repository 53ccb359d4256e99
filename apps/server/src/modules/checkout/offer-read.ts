import type { PieceParam } from '../order/index.ts';

// The read side of the order offers registry (offer-registry.ts, decision 060), apart so the order read needs
// nothing of the pricing.

/** What the settlement or placefast asks of a source: the ids the shopper chose of it, and the order's clock. */
export interface OfferAsk {
  /** The order's instant and the store's zone. */
  at: Date;
  timeZone: string;
  /** The ids chosen of this source (its request field); [] when none. */
  chosen: readonly number[];
  /** placefast reads only what was chosen (in any state); a settlement what the member holds, and what was chosen. */
  placing: boolean;
}

/**
 * A source's part of the one order read (order-read.ts): a JSON expression the read selects beside the products,
 * so a source costs no round trip. `sql` gets the member id's placeholder and its own values' (numbered by the read
 * after the others); its text must depend on `key` alone, since each shape of the read is prepared once by name.
 */
export interface OfferReadPart {
  key: string;
  values: readonly unknown[];
  sql(member: string, param: PieceParam): string;
}

/** One source's part of a read: its area, what it was asked, its SQL and how to parse what it read. */
export interface OfferRead {
  area: string;
  ask: OfferAsk;
  part: OfferReadPart;
  parse(json: unknown, ask: OfferAsk): unknown;
}
