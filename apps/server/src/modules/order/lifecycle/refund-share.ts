/**
 * What refunding `quantity` more units of a line returns: the line's paid amount spread over its units
 * cumulatively — after k of n units, floor(paid × k / n) has gone back — so refunding every unit, in any number of
 * steps, returns exactly what the line paid and never more (decision 047).
 */
export function lineRefundAmount(
  line: { quantity: number; paidAmount: number },
  already: { quantity: number; amount: number },
  quantity: number,
): number {
  const after = already.quantity + quantity;
  const due =
    after === line.quantity ? line.paidAmount : Math.floor((line.paidAmount * after) / line.quantity);
  return Math.max(0, due - already.amount);
}
