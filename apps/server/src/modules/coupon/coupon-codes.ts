import { randomInt } from 'node:crypto';

// Upper-case letters and digits without the look-alikes 0/O, 1/I/L: read aloud at the counter, typed on a phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A random code of `length` characters (31 symbols each: 10 carry ~49 bits, so the unique indexes practically never
 * refuse one). Used for a held coupon's counter code and for exchange codes.
 */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A typed code as it is stored: trimmed, spaces and dashes dropped, upper-case. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}
