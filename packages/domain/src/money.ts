/** Money is held as integer minor units (fen / cents); only the display edge shows decimals. */
export type Minor = number;

/** Converts a decimal amount (e.g. 12.5) to minor units, rounding half away from zero. */
export function toMinor(amount: number): Minor {
  const sign = amount < 0 ? -1 : 1;
  const abs = String(Math.abs(amount));
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999…
  const shifted = abs.includes('e') ? Math.abs(amount) * 100 : Number(`${abs}e2`);
  return sign * Math.round(shifted) || 0;
}

/** Converts minor units to a decimal amount with at most 2 decimals. */
export function fromMinor(minor: Minor): number {
  return minor / 100;
}

/** Rounds a decimal amount to 2 decimals (SPEC §5: prices round to 2 decimals). */
export function roundPrice(amount: number): number {
  return fromMinor(toMinor(amount));
}

/** Multiplies a unit price in minor units by a whole quantity. */
export function lineTotal(unitMinor: Minor, quantity: number): Minor {
  if (!Number.isInteger(quantity)) throw new RangeError('quantity must be a whole number');
  return unitMinor * quantity;
}

/** Shows minor units with exactly 2 decimals and the store's currency symbol. */
export function formatMoney(minor: Minor, symbol = '¥'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${whole}.${cents}`;
}
