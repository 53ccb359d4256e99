import { randomInt } from 'node:crypto';

// A card's number (SPEC §5: card number required): 16 digits, the last a Luhn check digit, so a digit mistyped or
// two swapped at the counter is caught before any lookup. Random, not sequential: a number says nothing of others.

/** The Luhn check digit of a string of digits (the digit appended to make it valid). */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A new random card number: a leading 8 (no leading zero to lose), 14 random digits, the check digit. */
export function newCardNumber(): string {
  let body = '8';
  for (let i = 0; i < 14; i++) body += String(randomInt(10));
  return body + String(luhnDigit(body));
}

/** The number as typed or scanned with its spaces and dashes removed; null unless 16 digits with a right check. */
export function cardNumberOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits)) return null;
  return luhnDigit(digits.slice(0, 15)) === Number(digits[15]) ? digits : null;
}
