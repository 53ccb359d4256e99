import type { Minor } from './money.ts';

/** A placed line as a refund sees it: what it paid (decision 047), its units, and how many are refunded already. */
export interface RefundableLine {
  paid: Minor;
  quantity: number;
  /** Units refunded before this refund; 0 when absent. */
  refundedQuantity?: number;
}

/** What the first `units` units of a line paid: ⌊paid ÷ quantity⌋ each, the last unit also the remainder. */
function paidThrough(line: RefundableLine, units: number): Minor {
  return units === line.quantity ? line.paid : units * Math.floor(line.paid / line.quantity);
}

/**
 * What refunding `quantity` more units of a line returns (decision 047): the line's paid amount split over its
 * units, the remainder with the last unit refunded, so refunds of every unit, one by one or together, sum to what
 * the line paid and never more. Throws on a count that is not whole or passes the units not yet refunded.
 */
export function refundableOf(line: RefundableLine, quantity: number): Minor {
  const done = line.refundedQuantity ?? 0;
  if (!Number.isInteger(quantity) || quantity < 0 || done + quantity > line.quantity)
    throw new RangeError(`cannot refund ${quantity} of a line's ${line.quantity - done} units left`);
  return paidThrough(line, done + quantity) - paidThrough(line, done);
}
